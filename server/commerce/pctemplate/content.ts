import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { resolvePage } from '../../pages/resolve.ts'
import { findPublishedByName, findPublishedPageById, publishedProductPaths } from '../../pages/templates-repo.ts'
import type { LayoutData } from '../../../schemas/layout.ts'
import { migrateStoredText } from '../../../schemas/migrations/template.ts'
import type { TdkData, TemplateItem } from '../../../schemas/api/pctemplate.ts'
import { footerWidgets, headerWidgets, projectFrame } from './ecshopx/frame.ts'
import { projectPage, type ProjectionContext } from './ecshopx/index.ts'

async function projectionContext(db: Kysely<Database>, companyId: number, origin: string): Promise<ProjectionContext> {
  return { origin, productPages: await publishedProductPaths(db, companyId) }
}

/**
 * A published page as the ECShopX desktop frontend reads it (the home page, or a custom or product
 * page by id): resolved in full as for our own descriptors, then projected to ECShopX's widget
 * shapes (./ecshopx). A widget that fails its schema is left out and logged, as the page
 * descriptors do; nothing published answers [].
 */
export async function templateContent(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  { companyId, pageId, origin, now }: { companyId: number; pageId?: number; origin: string; now: number },
): Promise<TemplateItem[]> {
  const row =
    pageId === undefined
      ? await findPublishedByName(db, companyId, 'index')
      : await findPublishedPageById(db, companyId, pageId)
  if (!row?.published_config) return []
  // Stored in an older format: upgraded here as the page descriptors do; unreadable text reads as an empty page.
  const { config } = migrateStoredText(row.published_config)
  const [page, ctx] = await Promise.all([
    resolvePage({ db, viewer: null, now }, config, log, { full: true }),
    projectionContext(db, companyId, origin),
  ])
  return projectPage(page, ctx)
}

/**
 * The published header or footer as ECShopX would render it: `params` is the JSON text of a list of
 * its widgets (./ecshopx/frame.ts).
 */
export async function headerOrFooter(
  db: Kysely<Database>,
  layout: LayoutData,
  { companyId, part, origin }: { companyId: number; part: 'header' | 'footer'; origin: string },
): Promise<{ params: string }> {
  const ctx = await projectionContext(db, companyId, origin)
  const widgets = part === 'header' ? headerWidgets(layout.header) : footerWidgets(layout.footer)
  return { params: JSON.stringify(projectFrame(widgets, ctx)) }
}

/** The site's SEO words in ECShopX's spelling and ours. */
export function tdkOf(layout: LayoutData): TdkData {
  const { title, keywords, description } = layout.seo
  return { title, mate_keywords: keywords, mate_description: description, keywords, description }
}
