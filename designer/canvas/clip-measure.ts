import type { ClipMeasure } from './clip-classify.ts'

/**
 * Reads what clip-classify.ts decides on from a widget drawn on the canvas. It looks at the
 * widget's root and at the containers that fill most of its box (a clipping container inside
 * keeps its overflow from the root), not at small parts that cut their text on purpose (a goods
 * name clamped to two lines, a coupon's amount).
 */

/** A container at least this share of the box's height is the box's content area. */
const CONTENT_SHARE = 0.5

const TEXT_TYPE = 'W0011'
const SHOWCASE_TYPES: ReadonlySet<string> = new Set(['W0014', 'W0015', 'W0017'])

const clips = (element: Element) => {
  const overflow = getComputedStyle(element).overflowY
  return overflow === 'hidden' || overflow === 'clip'
}

/** The narrowest of the shown elements matching `selector` (hidden tabs have no width); null when none shows. */
function narrowest(root: Element, selector: string): number | null {
  let least: number | null = null
  for (const element of root.querySelectorAll<HTMLElement>(selector)) {
    const width = element.offsetWidth
    if (width > 0 && (least === null || width < least)) least = width
  }
  return least
}

/** The width a text element's longest line takes unwrapped (its wrapping turned off for one read). */
function unwrappedWidth(element: HTMLElement): number {
  const before = element.style.whiteSpace
  element.style.whiteSpace = 'pre'
  const width = element.scrollWidth
  element.style.whiteSpace = before
  return width
}

/** The measure of the widget rendered in `host` (its frame's content node); null before it is laid out. */
export function measureClip(host: HTMLElement, widget: { type: string; height: number }): ClipMeasure | null {
  const root = host.firstElementChild
  if (!(root instanceof HTMLElement)) return null
  const boxHeight = root.clientHeight
  if (boxHeight <= 0) return null

  // The root's own overflow counts whether it clips or spills over the widgets below.
  let overflowY = root.scrollHeight - boxHeight
  const queue: Element[] = [...root.children]
  for (let element = queue.shift(); element; element = queue.shift()) {
    if (!(element instanceof HTMLElement) || element.offsetHeight < boxHeight * CONTENT_SHARE) continue
    if (clips(element)) overflowY = Math.max(overflowY, element.scrollHeight - element.clientHeight)
    queue.push(...element.children)
  }

  let boxWidth = root.clientWidth
  let overflowX = 0
  let textWidth: number | null = null
  if (widget.type === TEXT_TYPE) {
    const text = root.firstElementChild instanceof HTMLElement ? root.firstElementChild : root
    boxWidth = text.clientWidth
    overflowX = text.scrollWidth - text.clientWidth
    textWidth = overflowY > 1 || overflowX > 1 ? unwrappedWidth(text) : boxWidth
  }

  const showcase = SHOWCASE_TYPES.has(widget.type)
  return {
    type: widget.type,
    height: widget.height,
    boxHeight,
    boxWidth,
    overflowY: Math.max(0, overflowY),
    overflowX: Math.max(0, overflowX),
    textWidth,
    narrowestCard: showcase ? narrowest(root, '.mf-showcase__cell') : null,
    narrowestText: showcase ? narrowest(root, '[class*="__goods-text"]') : null,
  }
}
