import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/types.ts'
import { ownFrame, type PageDescriptor } from '../pages/descriptors.ts'
import type { PageLayoutStore } from '../pages/layout.ts'
import { resolvePage } from '../pages/resolve.ts'
import type { TemplateRow } from '../pages/templates-repo.ts'
import type { DraftConfig } from '../../schemas/api/designer.ts'
import { SCHEMA_VERSION } from '../../schemas/migrations/template.ts'
import { now } from '../../schemas/time.ts'

export interface PreviewDeps {
  db: Kysely<Database>
  log: FastifyBaseLogger
  layout: PageLayoutStore
}

/**
 * A draft as a guest would get it once published: the same resolution as the storefront's
 * descriptors (schema check, live goods, coupons, shops, categories, links) and the same frame as
 * the page's kind. Never cached: the draft changes with every edit.
 */
export async function previewDescriptor(
  deps: PreviewDeps,
  template: TemplateRow,
  config: DraftConfig,
): Promise<PageDescriptor> {
  const [{ layout }, { page, widgets }] = await Promise.all([
    deps.layout.get(template.company_id),
    resolvePage({ db: deps.db, viewer: null, now: now() }, config, deps.log),
  ])
  // The home page's own settings are the site frame's; other pages keep the frame and add their title.
  const frame = template.page_name === 'index' ? { ...layout, page } : ownFrame(layout, template, page)
  return { ...frame, widgets, schema_version: SCHEMA_VERSION }
}
