import { Value } from '@sinclair/typebox/value'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/types.ts'
import { ownFrame, type PageDescriptor } from '../pages/descriptors.ts'
import type { PageLayoutStore } from '../pages/layout.ts'
import { resolvePage } from '../pages/resolve.ts'
import type { TemplateRow } from '../pages/templates-repo.ts'
import type { DraftConfig } from '../../schemas/api/designer.ts'
import { FRAME_SCHEMAS, framePartOf } from '../../schemas/frame-config.ts'
import type { LayoutData } from '../../schemas/layout.ts'
import { SCHEMA_VERSION } from '../../schemas/migrations/template.ts'
import { now } from '../../schemas/time.ts'
import { fallbackNearbyShops } from './pickers.ts'

export interface PreviewDeps {
  db: Kysely<Database>
  log: FastifyBaseLogger
  layout: PageLayoutStore
}

type Widgets = PageDescriptor['widgets']

/**
 * W0019 (附近门店) finds its shops from the shopper's location at run time; a preview has none, so
 * it shows what a shopper without a location gets (pickers.ts `fallbackNearbyShops`).
 */
async function withNearbyShops(deps: PreviewDeps, companyId: number, widgets: Widgets): Promise<Widgets> {
  if (!widgets.some((widget) => widget.type === 'W0019')) return widgets
  const shops = await fallbackNearbyShops(deps.db, companyId)
  return widgets.map((widget) => (widget.type === 'W0019' ? { ...widget, data: shops } : widget))
}

/**
 * A draft as a guest would get it once published: the same resolution as the storefront's
 * descriptors (schema check, live goods, coupons, shops, categories, links) and the same frame as
 * the page's kind. A header or footer draft is the site frame with that part replaced (cast to its
 * schema, so a half-typed link never renders) and no widgets. Never cached: the draft changes with
 * every edit.
 */
export async function previewDescriptor(
  deps: PreviewDeps,
  template: TemplateRow,
  config: DraftConfig,
): Promise<PageDescriptor> {
  const part = framePartOf(template.page_name)
  if (part) {
    const { layout } = await deps.layout.get(template.company_id)
    const frame: LayoutData = { ...layout, [part]: Value.Cast(FRAME_SCHEMAS[part], config.frame ?? {}) }
    return { ...frame, widgets: [], schema_version: SCHEMA_VERSION }
  }
  const [{ layout }, { page, widgets }] = await Promise.all([
    deps.layout.get(template.company_id),
    resolvePage({ db: deps.db, viewer: null, now: now() }, config, deps.log),
  ])
  // The home page's own settings are the site frame's; other pages keep the frame and add their title.
  const frame = template.page_name === 'index' ? { ...layout, page } : ownFrame(layout, template, page)
  return {
    ...frame,
    widgets: await withNearbyShops(deps, template.company_id, widgets),
    schema_version: SCHEMA_VERSION,
  }
}
