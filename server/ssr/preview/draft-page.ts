import { framePartOf } from '../../../schemas/frame-config.ts'
import type { LayoutData } from '../../../schemas/layout.ts'
import type { PageDescriptor } from '../../pages/descriptors.ts'
import type { TemplateRow } from '../../pages/templates-repo.ts'
import { frameDraft, parseStoredConfig } from '../../designer-api/draft-config.ts'
import { previewDescriptor, type PreviewDeps } from '../../designer-api/preview.ts'
import { storefrontUrl } from '../../designer-api/template-view.ts'
import { withViewerPrices } from './viewer-prices.ts'
import type { PreviewViewer } from './viewers.ts'

export interface DraftPage {
  /** The storefront address that shows this template: the home page for a header or footer. */
  address: string
  /** The draft's descriptor for a designed page; null for a header or footer. */
  page: PageDescriptor | null
  /** The site frame with the draft part, for a header or footer; null for a page. */
  frame: LayoutData | null
}

/**
 * A template's stored draft as the designer's preview resolves it (live goods, coupons, shops),
 * with the goods' prices as `viewer` sees them. Read at each request: never cached.
 */
export async function draftPage(deps: PreviewDeps, template: TemplateRow, viewer: PreviewViewer): Promise<DraftPage> {
  const part = framePartOf(template.page_name)
  const config = part ? frameDraft(template.draft_config) : parseStoredConfig(template.draft_config)
  const descriptor = await previewDescriptor(deps, template, config)
  const address = storefrontUrl(template) ?? '/'
  if (part) return { address, page: null, frame: descriptor }
  return {
    address,
    page: { ...descriptor, widgets: await withViewerPrices(deps.db, descriptor.widgets, viewer) },
    frame: null,
  }
}
