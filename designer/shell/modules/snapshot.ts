/**
 * A PNG of part of the canvas, drawn from its DOM: the element is copied with every computed style
 * written inline and its images turned into data addresses, put into an SVG foreignObject, and the
 * SVG drawn on a canvas. Used for a combined module's preview image; nothing leaves the browser.
 */

/** Chrome the editor draws over a widget (toolbar, handles, name tag) that is no part of its picture. */
const EDITOR_CHROME = '.dz-toolbar, .dz-handles, .dz-frame__name'

/** Guides drawn only while designing (a free panel's snapping grid): kept out of the picture. */
const DESIGN_GUIDES = '.mf-w0006--grid'

/** Widest picture kept: the palette shows it small, 600 px stays sharp at twice the size. */
const SNAPSHOT_MAX_WIDTH = 600

function copyStyles(source: Element, target: Element): void {
  if (!(target instanceof HTMLElement || target instanceof SVGElement)) return
  const computed = getComputedStyle(source)
  let text = ''
  for (let index = 0; index < computed.length; index++) {
    const name = computed.item(index)
    text += `${name}:${computed.getPropertyValue(name)};`
  }
  target.setAttribute('style', text)
  const sources = source.children
  const targets = target.children
  for (let index = 0; index < sources.length && index < targets.length; index++)
    copyStyles(sources[index]!, targets[index]!)
}

async function dataAddress(url: string): Promise<string> {
  const response = await fetch(url, { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`image ${response.status}`)
  const blob = await response.blob()
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(blob)
  })
}

/** Images inside an SVG picture load nothing from outside: every image becomes a data address. */
async function inlineImages(root: HTMLElement): Promise<void> {
  const cache = new Map<string, Promise<string>>()
  const load = (url: string) => {
    let pending = cache.get(url)
    if (!pending) {
      pending = dataAddress(url)
      cache.set(url, pending)
    }
    return pending
  }
  const work: Promise<void>[] = []
  for (const image of Array.from(root.querySelectorAll('img'))) {
    const url = image.currentSrc || image.src
    image.removeAttribute('srcset')
    if (url && !url.startsWith('data:'))
      work.push(
        load(url).then(
          (data) => void image.setAttribute('src', data),
          () => image.removeAttribute('src'),
        ),
      )
  }
  for (const element of [root, ...Array.from(root.querySelectorAll<HTMLElement>('*'))]) {
    const background = element.style.getPropertyValue('background-image')
    const match = /url\("?([^")]+)"?\)/.exec(background)
    if (!match || match[1]!.startsWith('data:')) continue
    const url = match[1]!
    work.push(
      load(url).then(
        (data) => element.style.setProperty('background-image', background.replace(match[0], `url("${data}")`)),
        () => element.style.setProperty('background-image', 'none'),
      ),
    )
  }
  await Promise.all(work)
}

/** What shows behind the element on the page: the first ancestor's own background colour (not the selection's tint). */
function backdropOf(element: HTMLElement): string {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node.classList.contains('dz-frame')) continue
    const colour = getComputedStyle(node).backgroundColor
    if (colour && colour !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(colour)) return colour
  }
  return getComputedStyle(document.documentElement).getPropertyValue('--dz-panel') || 'Canvas'
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error('snapshot not drawable'))
    image.src = src
  })
}

/** The element as a PNG at most SNAPSHOT_MAX_WIDTH wide; rejects when the browser cannot draw it. */
export async function snapshotElement(element: HTMLElement): Promise<Blob> {
  // Unscaled layout size: the canvas may be zoomed with a transform.
  const width = Math.max(1, element.offsetWidth)
  const height = Math.max(1, element.offsetHeight)
  const copy = element.cloneNode(true) as HTMLElement
  copyStyles(element, copy)
  for (const chrome of Array.from(copy.querySelectorAll(EDITOR_CHROME))) chrome.remove()
  for (const guide of Array.from(copy.querySelectorAll<HTMLElement>(DESIGN_GUIDES)))
    guide.style.setProperty('background-image', 'none')
  copy.style.setProperty('position', 'relative')
  copy.style.setProperty('left', '0')
  copy.style.setProperty('top', '0')
  copy.style.setProperty('margin', '0')
  copy.style.setProperty('transform', 'none')
  copy.style.setProperty('outline', 'none')
  copy.style.setProperty('box-shadow', 'none')
  copy.setAttribute('xmlns', 'http://www.w3.org/1999/xhtml')
  await inlineImages(copy)

  const markup = new XMLSerializer().serializeToString(copy)
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<foreignObject x="0" y="0" width="100%" height="100%">${markup}</foreignObject></svg>`
  const picture = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`)

  const scale = Math.min(1, SNAPSHOT_MAX_WIDTH / width)
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(width * scale)
  canvas.height = Math.max(1, Math.round(height * scale))
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no 2d canvas')
  context.fillStyle = backdropOf(element)
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.drawImage(picture, 0, 0, canvas.width, canvas.height)
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('snapshot empty'))), 'image/png'),
  )
}
