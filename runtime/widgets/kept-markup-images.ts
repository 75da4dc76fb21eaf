import { replaceWithPlaceholder } from '../components/goods-card/image-placeholder.ts'
import { SERVER_MARKUP_ATTRIBUTE } from './server-markup.ts'

const KEPT_IMAGE = `[${SERVER_MARKUP_ATTRIBUTE}] img`

/**
 * SafeImage's fallback for the pictures of widgets whose server markup the browser keeps (no
 * component runs there): a picture that failed before this ran, or fails later (lazy ones load
 * as they scroll near), becomes the same empty state.
 */
export function guardKeptImages(doc: Document = document): void {
  doc.addEventListener(
    'error',
    (event) => {
      const target = event.target
      if (target instanceof HTMLImageElement && target.matches(KEPT_IMAGE)) replaceWithPlaceholder(target)
    },
    true,
  )
  for (const img of doc.querySelectorAll<HTMLImageElement>(KEPT_IMAGE)) {
    if (img.complete && img.naturalWidth === 0) replaceWithPlaceholder(img)
  }
}
