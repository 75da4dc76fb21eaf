import type { DragEvent } from 'react'
import { toast } from '../../runtime/components/toast/toast.ts'
import { FREE_PANEL_REFUSAL } from '../../schemas/widgets/W0006.ts'
import { widgetSchemas, type WidgetType } from '../../schemas/widgets/index.ts'
import type { DraftWidget } from '../store/types.ts'

/**
 * The drag of a palette entry onto the canvas. Browsers hide drag data until the drop and
 * Chromium clears it once the event is over, so the dragged source is kept here from dragstart
 * to dragend and the canvas reads it on every dragover. The drag image is a small label with the
 * entry's name. A drag that ends over a free panel that refuses it says 不可放入自由面板.
 */

export type PaletteSource =
  | { kind: 'widget'; type: WidgetType }
  | { kind: 'module'; id: number; name: string; make: () => DraftWidget }

/** The data type the palette sets (a drag needs some data to start in every browser). */
export const WIDGET_DRAG_MIME = 'application/x-mallfront-widget'

export interface SourceInfo {
  name: string
  width: number
  height: number
  /** A combined module is a free panel: a panel does not take it. */
  panel: boolean
}

export function sourceInfo(source: PaletteSource): SourceInfo {
  if (source.kind === 'widget') {
    const { name, defaults } = widgetSchemas[source.type]
    return { name, width: defaults.width, height: defaults.height, panel: source.type === 'W0006' }
  }
  const made = source.make()
  return { name: source.name, width: Number(made.width) || 0, height: Number(made.height) || 0, panel: true }
}

interface PaletteDrag {
  source: PaletteSource
  info: SourceInfo
  /** The pointer was last over a free panel that refuses the source. */
  refused: boolean
}

let current: PaletteDrag | null = null

function showImage(event: DragEvent, name: string): void {
  const transfer = event.dataTransfer
  if (typeof transfer.setDragImage !== 'function' || typeof document === 'undefined') return
  const ghost = document.createElement('div')
  ghost.className = 'dz-drag-ghost'
  ghost.textContent = name
  document.body.append(ghost)
  transfer.setDragImage(ghost, 12, 14)
  // The browser takes its picture when dragstart returns.
  setTimeout(() => ghost.remove(), 0)
}

function end(): void {
  if (current?.refused) toast.warning(FREE_PANEL_REFUSAL)
  current = null
}

/** What a palette entry's dragstart handler calls. */
export function beginPaletteDrag(event: DragEvent, source: PaletteSource): void {
  const info = sourceInfo(source)
  current = { source, info, refused: false }
  event.dataTransfer.setData(WIDGET_DRAG_MIME, source.kind === 'widget' ? source.type : `module:${source.id}`)
  event.dataTransfer.effectAllowed = 'copy'
  showImage(event, info.name)
  if (typeof document !== 'undefined') document.addEventListener('dragend', end, { once: true, capture: true })
}

/** The source being dragged from the palette, or null. */
export function paletteDrag(): { source: PaletteSource; info: SourceInfo } | null {
  return current
}

/** The canvas notes whether the pointer is over a panel that refuses the source (dropping there is refused). */
export function noteRefusal(refused: boolean): void {
  if (current) current.refused = refused
}

/** The canvas took the drop (or refused it itself): the drag is over. */
export function finishPaletteDrag(): void {
  current = null
}
