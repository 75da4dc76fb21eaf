import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { findPublishedByName, findPublishedCustomPage } from '../../pages/templates-repo.ts'
import type { LayoutData } from '../../../schemas/layout.ts'
import { migrateStoredText } from '../../../schemas/migrations/template.ts'
import { validateTemplate } from '../../../schemas/validate.ts'
import type { TdkData, TemplateItem } from '../../../schemas/api/pctemplate.ts'

/**
 * A published template as the ECShopX desktop frontend reads it: the page settings (W0000) first,
 * then the widgets in order, each as the JSON text of its settings. The settings are the checked
 * ones (schema defaults filled in, so W0004/W0008/W0013 carry `data` and W0006 `childWidgets`
 * lists); a widget that fails its schema is left out and logged, as the page descriptors do.
 */
export async function templateContent(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  companyId: number,
  pageId?: number,
): Promise<TemplateItem[]> {
  const row =
    pageId === undefined
      ? await findPublishedByName(db, companyId, 'index')
      : await findPublishedCustomPage(db, companyId, pageId)
  if (!row?.published_config) return []
  // Stored in an older format: upgraded here as the page descriptors do; unreadable text reads as an empty page.
  const { config } = migrateStoredText(row.published_config)
  const { page, widgets, dropped } = validateTemplate(config)
  if (dropped.length > 0) log.warn({ templateId: row.id, dropped }, 'invalid widgets left out of the template content')
  return [
    { id: 'W0000', name: 'W0000', config: JSON.stringify({ type: 'W0000', ...page }) },
    ...widgets.map((widget) => ({ id: widget.uuid, name: widget.type, config: JSON.stringify(widget) })),
  ]
}

/** The published header and/or footer, one item each, in the same shape. */
export function headerAndFooter(layout: LayoutData, pageName?: 'header' | 'footer'): TemplateItem[] {
  const parts = pageName ? [pageName] : (['header', 'footer'] as const)
  return parts.map((part) => ({ id: part, name: part, config: JSON.stringify(layout[part]) }))
}

/** The site's SEO words in ECShopX's spelling and ours. */
export function tdkOf(layout: LayoutData): TdkData {
  const { title, keywords, description } = layout.seo
  return { title, mate_keywords: keywords, mate_description: description, keywords, description }
}
