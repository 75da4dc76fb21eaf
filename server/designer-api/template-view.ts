import { FIXED_PAGE_NAMES, type DesignerTemplate, type PageName } from '../../schemas/api/designer.ts'
import type { TemplateSummaryRow } from '../pages/templates-repo.ts'

/** Where shoppers see a page; header and footer are parts of every page, not pages of their own. */
export function storefrontUrl(template: {
  page_name: PageName
  theme_pc_template_id: number
  page_path: string | null
}): string | null {
  switch (template.page_name) {
    case 'index':
      return '/'
    case 'custom':
      return `/custompage?pageid=${template.theme_pc_template_id}`
    case 'product':
      return template.page_path ? `/product/${template.page_path}` : null
    default:
      return null
  }
}

export const isFixedPage = (pageName: PageName) => FIXED_PAGE_NAMES.includes(pageName)

export function toDesignerTemplate(row: TemplateSummaryRow): DesignerTemplate {
  return {
    id: row.id,
    page_name: row.page_name,
    template_title: row.template_title,
    theme_pc_template_id: row.theme_pc_template_id,
    page_path: row.page_path,
    version: row.version,
    revision: row.draft_revision,
    published: Number(row.published) === 1,
    has_unpublished_changes: Number(row.has_changes) === 1,
    deletable: !isFixedPage(row.page_name),
    url: storefrontUrl(row),
    updated_at: Number(row.updated_at),
    published_at: row.published_at === null ? null : Number(row.published_at),
  }
}

const LIST_ORDER: Record<PageName, number> = { index: 0, header: 1, footer: 2, custom: 3, product: 3 }

/** Home, header and footer first, then custom and product pages in the order they were made. */
export function pageListOrder(a: DesignerTemplate, b: DesignerTemplate): number {
  return LIST_ORDER[a.page_name] - LIST_ORDER[b.page_name] || a.id - b.id
}
