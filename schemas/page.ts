import { Type, type Static } from '@sinclair/typebox'
import { FilledColor } from './style.ts'
import { THEME_COLOR } from './brand-colors.ts'

/**
 * W0000, the page settings item of a template (spec 3 "Page setting", 2.9 "page settings tab").
 * The sortable widget list of that tab is the order of the descriptor's `widgets`.
 */

export const DEFAULT_THEME_COLOR = THEME_COLOR
export const DEFAULT_PAGE_BACKGROUND = '#F5F5F5'

export const PageSettings = Type.Object({
  backgroundColor: FilledColor(DEFAULT_PAGE_BACKGROUND),
  themeColor: FilledColor(DEFAULT_THEME_COLOR),
  /** Shows the merchant entry (商家入驻) in the top bar. */
  merchantSettlement: Type.Boolean({ default: false }),
})
export type PageSettings = Static<typeof PageSettings>

export const pageDefaults = (): PageSettings => ({
  backgroundColor: DEFAULT_PAGE_BACKGROUND,
  themeColor: DEFAULT_THEME_COLOR,
  merchantSettlement: false,
})
