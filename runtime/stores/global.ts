import { createStore, type StoreApi } from 'zustand/vanilla'
import { createStoreContext } from './store-context.tsx'
import { THEME_COLOR } from '../../schemas/brand-colors.ts'

/** The storefront's default theme colour (spec 3 "Page setting", 9). */
export const DEFAULT_THEME_COLOR = THEME_COLOR

/** Page config, widget type W0000. */
export interface PageConfig {
  backgroundColor?: string
  themeColor: string
  /** Shows the merchant-entry link in the header. */
  merchantSettlement: boolean
}

export interface SeoData {
  title: string
  keywords: string
  description: string
}

/** Header and footer templates; their shape belongs to the page descriptor schemas. */
export type LayoutTemplate = Record<string, unknown>

export interface GlobalSnapshot {
  page: PageConfig
  seo: SeoData
  header: LayoutTemplate | null
  footer: LayoutTemplate | null
}

export interface GlobalState extends GlobalSnapshot {
  setPageConfig(page: Partial<PageConfig>): void
  setSeo(seo: SeoData): void
  setLayoutTemplates(templates: { header: LayoutTemplate | null; footer: LayoutTemplate | null }): void
}

export type GlobalStore = StoreApi<GlobalState>

/** A fresh store: one per request on the server, one per page in the browser. */
export function createGlobalStore(initial: Partial<GlobalSnapshot> = {}): GlobalStore {
  return createStore<GlobalState>()((set) => ({
    page: { themeColor: DEFAULT_THEME_COLOR, merchantSettlement: false, ...initial.page },
    seo: initial.seo ?? { title: '', keywords: '', description: '' },
    header: initial.header ?? null,
    footer: initial.footer ?? null,
    setPageConfig(page) {
      set((state) => ({ page: { ...state.page, ...page } }))
    },
    setSeo(seo) {
      set({ seo })
    },
    setLayoutTemplates(templates) {
      set(templates)
    },
  }))
}

const globalContext = createStoreContext<GlobalState>('global')

export const GlobalStoreProvider = globalContext.StoreProvider
export const useGlobalStoreApi = globalContext.useStoreApi
/** Reads from the global store of the nearest provider. */
export const useGlobalStore = globalContext.useSelected
