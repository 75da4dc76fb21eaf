/** SafeImage's empty state: a picture outline drawn in the current colour on a 48 × 48 box. */
export const PLACEHOLDER_ICON_PATH =
  'M8 10h32a2 2 0 0 1 2 2v24a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V12a2 2 0 0 1 2-2Zm2 24h28l-9-12-7 9-5-6-7 9Zm7-15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z'

const SVG = 'http://www.w3.org/2000/svg'

/**
 * Swaps a broken image for SafeImage's empty state, in markup React does not manage (a widget
 * whose server markup the browser keeps). Same classes and accessible name as SafeImage gives it.
 */
export function replaceWithPlaceholder(img: HTMLImageElement): void {
  const doc = img.ownerDocument
  const box = doc.createElement('span')
  box.className = `${img.className} mf-safe-image--empty`
  if (img.alt) {
    box.setAttribute('role', 'img')
    box.setAttribute('aria-label', img.alt)
  } else box.setAttribute('aria-hidden', 'true')
  const svg = doc.createElementNS(SVG, 'svg')
  for (const [name, value] of Object.entries({
    viewBox: '0 0 48 48',
    width: '48',
    height: '48',
    'aria-hidden': 'true',
    focusable: 'false',
  }))
    svg.setAttribute(name, value)
  const path = doc.createElementNS(SVG, 'path')
  path.setAttribute('d', PLACEHOLDER_ICON_PATH)
  path.setAttribute('fill', 'currentColor')
  svg.append(path)
  box.append(svg)
  img.replaceWith(box)
}
