import type { Static, TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/types.ts'
import { contentWatch } from '../lib/content-version.ts'
import { FooterConfig, HeaderConfig, PageSettings, Seo, type LayoutData } from '../../schemas/layout.ts'
import { migrateConfig } from '../../schemas/migrations/template.ts'
import { stripUnknownKeys } from '../../schemas/strip-unknown.ts'
import { findSetting } from './repo.ts'
import { applySiteSettings, siteFrameSettings } from './site-frame.ts'
import { findPublishedConfigs } from './templates-repo.ts'
import { isRecord } from '../../schemas/guards.ts'

/** What the site frame needs for one company, read once and kept in memory. */
export interface LayoutSnapshot {
  layout: LayoutData
}

export interface PageLayoutStore {
  get(companyId: number): Promise<LayoutSnapshot>
  /** Re-reads from the database; publishing a header, footer, home page or SEO calls this. */
  reload(companyId?: number): Promise<void>
}

/** A snapshot and the content version it was read at: a publish on any instance retires it. */
interface Kept {
  snapshot: LayoutSnapshot
  version: number
}

/** A stored part of the frame as its schema has it: defaults where it is damaged, no key the schema does not list. */
const cast = <T extends TSchema>(schema: T, value: unknown): Static<T> =>
  stripUnknownKeys(schema, Value.Cast(schema, value)).value

/**
 * Loads the published header, footer and home templates plus tdk_data (spec 7.2 "Global").
 * Stored JSON is cast to the schemas, so a damaged template shows defaults instead of breaking
 * every page.
 */
export function createPageLayoutStore(db: Kysely<Database>, log: FastifyBaseLogger): PageLayoutStore {
  const snapshots = new Map<number, Kept>()
  const watch = contentWatch(db)

  function parse(text: string | undefined, what: string): Record<string, unknown> {
    if (text === undefined) return {}
    try {
      const value: unknown = JSON.parse(text)
      if (isRecord(value) || Array.isArray(value)) return migrateConfig(value).config
    } catch {
      // Reported below like any other unusable value.
    }
    log.warn({ what }, 'stored page JSON is unusable; serving defaults')
    return {}
  }

  async function read(companyId: number): Promise<{ snapshot: LayoutSnapshot; stored: boolean }> {
    const [configs, tdkText, siteText] = await Promise.all([
      findPublishedConfigs(db, companyId, ['index', 'header', 'footer']),
      findSetting(db, companyId, 'tdk_data'),
      siteFrameSettings(db, companyId),
    ])
    const index = parse(configs.get('index'), 'index template')
    const tdk = parse(tdkText, 'tdk_data')
    const layout: LayoutData = {
      page: cast(PageSettings, index.page ?? {}),
      seo: cast(Seo, {
        title: tdk.title,
        keywords: tdk.mate_keywords,
        description: tdk.mate_description,
        pages: tdk.pages,
      }),
      header: cast(HeaderConfig, parse(configs.get('header'), 'header template')),
      footer: cast(FooterConfig, parse(configs.get('footer'), 'footer template')),
    }
    applySiteSettings(layout, siteText)
    return { snapshot: { layout }, stored: configs.size > 0 || tdkText !== undefined || siteText.stored }
  }

  return {
    async get(companyId) {
      const kept = snapshots.get(companyId)
      if (kept && kept.version === watch.version) return kept.snapshot
      const version = watch.version
      const { snapshot, stored } = await read(companyId)
      // Only companies that have data are kept, so arbitrary company_id values cannot grow the cache.
      if (stored) snapshots.set(companyId, { snapshot, version })
      return snapshot
    },
    async reload(companyId) {
      const ids = companyId === undefined ? [...snapshots.keys()] : [companyId]
      await Promise.all(
        ids.map(async (id) => {
          const version = watch.version
          const { snapshot, stored } = await read(id)
          if (stored) snapshots.set(id, { snapshot, version })
          else snapshots.delete(id)
        }),
      )
    },
  }
}

const stores = new WeakMap<Kysely<Database>, PageLayoutStore>()

/** Re-reads the frame of a company in the store of this database, if the app has one. */
export async function reloadLayout(db: Kysely<Database>, companyId: number): Promise<void> {
  await stores.get(db)?.reload(companyId)
}

/**
 * The layout store of an app's database: one per app, reachable from any plugin (publishing in
 * the designer API reloads it) without a module-wide singleton shared between apps.
 */
export function pageLayoutStore(app: Pick<FastifyInstance, 'db' | 'log'>): PageLayoutStore {
  let store = stores.get(app.db)
  if (!store) {
    store = createPageLayoutStore(app.db, app.log)
    stores.set(app.db, store)
  }
  return store
}
