import { createPagesApi } from '../runtime/routing/pages-api.ts'

export type PageName = 'index' | 'header' | 'footer' | 'custom' | 'product'

/** One row of GET /api/pages/templates. */
export interface TemplateSummary {
  id: number
  page_name: PageName
  template_title: string
  theme_pc_template_id: number
  version: number
  /** Unix seconds. */
  updated_at: number
}

export const PAGE_NAME_LABELS: Record<PageName, string> = {
  index: '首页',
  header: '页头',
  footer: '页尾',
  custom: '自定义页',
  product: '商品页',
}

const pages = createPagesApi()

export async function fetchTemplates(): Promise<TemplateSummary[]> {
  const { list } = await pages.get<{ list: TemplateSummary[] }>('templates')
  return list
}
