import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/types.ts'
import { fail } from '../lib/errors.ts'
import type { PageDescriptor } from '../../schemas/descriptor.ts'
import type { LayoutData } from '../../schemas/layout.ts'
import type { PageSettings } from '../../schemas/page.ts'
import { SCHEMA_VERSION } from '../../schemas/migrations/template.ts'
import { shareCategories } from '../../schemas/widget-defaults.ts'
import { descriptorCache } from './descriptor-cache.ts'
import type { PageLayoutStore } from './layout.ts'
import { preparedTemplates } from './prepared-templates.ts'
import { prepareTemplate, resolvePrepared } from './resolve.ts'
import {
  findPublishedByName,
  findPublishedCustomPage,
  findPublishedProductPage,
  type TemplateRow,
} from './templates-repo.ts'
import { now } from '../../schemas/time.ts'

export type { PageDescriptor }

export interface DescriptorDeps {
  db: Kysely<Database>
  log: FastifyBaseLogger
  layout: PageLayoutStore
}

/** Which template a page is, or undefined when none is published there. */
type PageLookup = (db: Kysely<Database>, companyId: number) => Promise<TemplateRow | undefined>

async function describe(
  deps: DescriptorDeps,
  companyId: number,
  memberId: number | null,
  cacheKey: string,
  lookup: PageLookup,
  frame: (layout: LayoutData, template: TemplateRow | undefined, page: PageSettings) => LayoutData,
): Promise<PageDescriptor | undefined> {
  const cache = descriptorCache<PageDescriptor | undefined>(deps.db)
  if (memberId === null) {
    const cached = cache.get(companyId, cacheKey)
    if (cached) return cached
  }
  const [template, { layout }] = await Promise.all([lookup(deps.db, companyId), deps.layout.get(companyId)])
  const prepared = template ? preparedTemplates(deps.db).get(template, deps.log) : prepareTemplate({}, deps.log)
  const viewer = memberId === null ? null : { memberId }
  const { page, widgets } = await resolvePrepared({ db: deps.db, viewer, now: now() }, prepared)
  // A category tree several widgets show travels once (schemas/widget-defaults.ts).
  const categories = shareCategories(widgets)
  const descriptor = {
    ...frame(layout, template, page),
    widgets,
    ...(categories && { categories }),
    schema_version: SCHEMA_VERSION,
  }
  if (memberId === null && template) cache.set(companyId, cacheKey, descriptor)
  return template ? descriptor : undefined
}

/** The home page; with nothing published it is the frame without widgets. */
export async function homeDescriptor(
  deps: DescriptorDeps,
  companyId: number,
  memberId: number | null,
): Promise<PageDescriptor> {
  const descriptor = await describe(
    deps,
    companyId,
    memberId,
    'index',
    (db, id) => findPublishedByName(db, id, 'index'),
    (layout) => layout,
  )
  if (descriptor) return descriptor
  const { layout } = await deps.layout.get(companyId)
  return { ...layout, widgets: [], schema_version: SCHEMA_VERSION }
}

/**
 * Custom and product pages keep the site's header, footer and SEO words, with their own page
 * settings (W0000) and their template title as the SEO title.
 */
export function ownFrame(layout: LayoutData, template: TemplateRow | undefined, page: PageSettings): LayoutData {
  return {
    ...layout,
    page,
    seo: { ...layout.seo, title: template?.template_title ?? layout.seo.title },
  }
}

/** A custom or product page of its own: not found while nothing of it is published. */
async function ownPageDescriptor(
  deps: DescriptorDeps,
  companyId: number,
  memberId: number | null,
  cacheKey: string,
  find: (db: Kysely<Database>, companyId: number) => Promise<TemplateRow | undefined>,
): Promise<PageDescriptor> {
  const descriptor = await describe(deps, companyId, memberId, cacheKey, find, ownFrame)
  if (!descriptor) throw fail('PAGE_NOT_FOUND')
  return descriptor
}

export function customDescriptor(
  deps: DescriptorDeps,
  companyId: number,
  pageId: number,
  memberId: number | null,
): Promise<PageDescriptor> {
  return ownPageDescriptor(deps, companyId, memberId, `custom:${pageId}`, (db, id) =>
    findPublishedCustomPage(db, id, pageId),
  )
}

export function productDescriptor(
  deps: DescriptorDeps,
  companyId: number,
  pagePath: string,
  memberId: number | null,
): Promise<PageDescriptor> {
  return ownPageDescriptor(deps, companyId, memberId, `product:${pagePath}`, (db, id) =>
    findPublishedProductPage(db, id, pagePath),
  )
}
