import dayjs from 'dayjs'
import { PAGE_NAME_LABELS, type DesignerTemplate, type PageName } from '../../../schemas/api/designer.ts'

/** How the page list sorts and describes pages. */

export interface PageGroup {
  key: string
  title: string
  names: readonly PageName[]
  /** What the group holds, shown under its title. */
  note: string
}

export const PAGE_GROUPS: readonly PageGroup[] = [
  { key: 'index', title: PAGE_NAME_LABELS.index, names: ['index'], note: '商城首页，访问 / 时展示' },
  {
    key: 'frame',
    title: `${PAGE_NAME_LABELS.header}${PAGE_NAME_LABELS.footer}`,
    names: ['header', 'footer'],
    note: '每个页面共用的页头和页尾',
  },
  { key: 'custom', title: PAGE_NAME_LABELS.custom, names: ['custom'], note: '活动页、专题页等，通过页面编号访问' },
  { key: 'product', title: PAGE_NAME_LABELS.product, names: ['product'], note: '通过自定义路径 /product/… 访问的页面' },
]

export function groupPages(
  templates: readonly DesignerTemplate[],
): Array<{ group: PageGroup; pages: DesignerTemplate[] }> {
  return PAGE_GROUPS.map((group) => ({
    group,
    pages: templates.filter((template) => group.names.includes(template.page_name)),
  }))
}

/**
 * A page of widgets, which may be renamed and copied. Header and footer are parts of every page:
 * they open in the editor too (designer/frame), but keep their names and have no copies.
 */
export function isPage(template: DesignerTemplate): boolean {
  return template.page_name !== 'header' && template.page_name !== 'footer'
}

/** Where shoppers find the page (whether or not it is published yet); null for header/footer. */
export function storefrontPath(
  template: Pick<DesignerTemplate, 'page_name' | 'theme_pc_template_id' | 'page_path'>,
): string | null {
  switch (template.page_name) {
    case 'index':
      return '/'
    case 'custom':
      return `/custompage?pageid=${template.theme_pc_template_id}`
    case 'product':
      return `/product/${template.page_path ?? ''}`
    default:
      return null
  }
}

export type PageState = 'published' | 'changed' | 'unpublished'

export const PAGE_STATE_LABELS: Record<PageState, string> = {
  published: '已发布',
  changed: '有未发布的修改',
  unpublished: '未发布',
}

export function pageState(template: Pick<DesignerTemplate, 'published' | 'has_unpublished_changes'>): PageState {
  if (!template.published) return 'unpublished'
  return template.has_unpublished_changes ? 'changed' : 'published'
}

/** Unix seconds → 'YYYY-MM-DD HH:mm' in the operator's own time. */
export function formatChangeTime(seconds: number): string {
  return dayjs.unix(seconds).format('YYYY-MM-DD HH:mm')
}

export function pageKindLabel(name: PageName): string {
  return PAGE_NAME_LABELS[name]
}
