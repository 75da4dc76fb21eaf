import type { TemplateItem } from '../../../../schemas/api/pctemplate.ts'
import type { ResolvedPage } from '../../../pages/resolve.ts'
import type { Entry } from '../../../pages/resolvers/types.ts'
import type { ProjectionContext } from './context.ts'
import { projectLayout } from './layout.ts'

/**
 * The ECShopX projection: a page as `pctemplate/getTemplateContent` serves it to the ECShopX desktop
 * frontend. It starts from the page resolved in full (live goods, coupons, shops, the category
 * tree; server/pages/resolve.ts) and reshapes it for that client only; our own descriptors are
 * untouched. W0000 (the page settings) comes first, then the page's bands (layout.ts), each item
 * the JSON text of one widget.
 */
export function projectPage(page: ResolvedPage, ctx: ProjectionContext): TemplateItem[] {
  const widgets = projectLayout(page.widgets as unknown as Entry[], ctx)
  return [
    { id: 'W0000', name: 'W0000', config: JSON.stringify({ type: 'W0000', ...page.page }) },
    ...widgets.map(asItem),
  ]
}

export function asItem(widget: Entry): TemplateItem {
  return { id: String(widget.uuid), name: String(widget.type), config: JSON.stringify(widget) }
}

export type { ProjectionContext }
