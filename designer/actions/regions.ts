import { CANVAS_SELECTOR, focusCanvas, frameOf } from '../canvas/frame-focus.ts'
import { editorStore } from '../store/editor-store.ts'
import { INSPECTOR_SELECTOR } from './key-place.ts'

/**
 * The editor's regions in F6 order: top bar → palette → canvas → inspector (and round again;
 * Shift+F6 goes backwards). A region that is not shown (the palette and the inspector in the
 * preview) is skipped. Entering a region focuses where its focus last was, else its first tab stop;
 * the canvas focuses the selected widget's frame, else the canvas itself.
 */

interface Region {
  name: string
  /** The first of these on the page is the region. */
  selectors: readonly string[]
}

const REGIONS: readonly Region[] = [
  { name: 'topbar', selectors: ['.dz-topbar'] },
  { name: 'palette', selectors: ['.dz-palette'] },
  { name: 'canvas', selectors: ['.dz-editor__stage', CANVAS_SELECTOR] },
  { name: 'inspector', selectors: ['.dz-editor__side', INSPECTOR_SELECTOR] },
]

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]'

/** Rendered (no display: none on the way up); where the browser cannot tell, taken as shown. */
const shown = (element: Element) =>
  !element.closest('[hidden]') &&
  (element as Element & { checkVisibility?: () => boolean }).checkVisibility?.() !== false

function regionElement(region: Region): HTMLElement | null {
  for (const selector of region.selectors) {
    const element = document.querySelector<HTMLElement>(selector)
    if (element && shown(element)) return element
  }
  return null
}

function focusable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || (element as HTMLButtonElement).disabled || element.closest('[inert]')) return false
  return shown(element)
}

/** Where the focus last was in each region, to come back to it. */
const remembered = new Map<string, HTMLElement>()

function regionOf(element: Element | null): Region | undefined {
  if (!element || element === document.body) return undefined
  return REGIONS.find((region) => {
    const root = regionElement(region)
    return root?.contains(element)
  })
}

/** Notes where the focus is now (a focusin anywhere in the editor). */
export function rememberFocus(target: EventTarget | null): void {
  if (!(target instanceof HTMLElement)) return
  const region = regionOf(target)
  if (region && region.name !== 'canvas') remembered.set(region.name, target)
}

function enter(region: Region, root: HTMLElement): boolean {
  if (region.name === 'canvas') {
    const { selectedId, mode } = editorStore.getState()
    const frame = mode === 'design' && selectedId ? frameOf(selectedId) : null
    if (frame) {
      frame.focus()
      return true
    }
    if (root.querySelector(CANVAS_SELECTOR)) return focusCanvas()
  }
  const last = remembered.get(region.name)
  const target =
    last?.isConnected && root.contains(last) && focusable(last)
      ? last
      : [...root.querySelectorAll<HTMLElement>(TABBABLE)].find(focusable)
  if (target) {
    target.focus()
    return true
  }
  if (!root.hasAttribute('tabindex')) root.tabIndex = -1
  root.focus()
  return true
}

/** Moves the focus to the next region (or the previous one, `backwards`). No focus counts as the canvas. */
export function cycleRegion(backwards: boolean): void {
  const present = REGIONS.map((region) => ({ region, root: regionElement(region) })).filter(
    (entry): entry is { region: Region; root: HTMLElement } => entry.root !== null,
  )
  if (present.length === 0) return
  const active = document.activeElement
  const current = regionOf(active)?.name ?? 'canvas'
  let index = present.findIndex(({ region }) => region.name === current)
  if (index < 0) index = present.findIndex(({ region }) => region.name === 'canvas')
  const step = backwards ? -1 : 1
  for (let tried = 1; tried <= present.length; tried++) {
    const next = present[(((index + step * tried) % present.length) + present.length) % present.length]
    if (enter(next.region, next.root)) return
  }
}
