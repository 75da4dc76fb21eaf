import type { DraftWidget } from '../store/types.ts'

/**
 * The box a hot-zone image fills on the storefront: the widget's size less its paddings and
 * borders (frames are border-box). Shoppers see the image cropped to this box (`object-fit:
 * cover`) and the zones are placed in percent of it, so the editor draws on the same box.
 */
export interface ContentBox {
  width: number
  height: number
  /** Paddings and borders around the content, top and bottom together. */
  verticalFrame: number
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0)

export function contentBox(widget: DraftWidget | null): ContentBox | null {
  if (!widget) return null
  const paddings = (widget.paddings ?? {}) as Record<string, unknown>
  const border = num((widget.borders as Record<string, unknown> | undefined)?.width)
  const width = num(widget.width) - num(paddings.left) - num(paddings.right) - 2 * border
  const verticalFrame = num(paddings.top) + num(paddings.bottom) + 2 * border
  const height = num(widget.height) - verticalFrame
  return width > 0 && height > 0 ? { width, height, verticalFrame } : null
}

/** The widget height at which the box has the image's own proportions (nothing cropped). */
export function heightForImage(box: ContentBox, image: { width: number; height: number }): number {
  return Math.round((box.width * image.height) / image.width + box.verticalFrame)
}

/** Whether the image would be visibly cropped in the box (proportions more than 2 % apart). */
export function isCropped(box: ContentBox, image: { width: number; height: number }): boolean {
  const boxRatio = box.width / box.height
  const imageRatio = image.width / image.height
  return Math.abs(boxRatio - imageRatio) / imageRatio > 0.02
}
