import type { ClipReport } from '../../schemas/problems/types.ts'

/**
 * Whether a widget's content fits its box, from what the canvas measured (clip-measure.ts): the
 * decision apart from the DOM. Lengths in a measure are the canvas's layout pixels; `height` is
 * the widget's height in the document, and their ratio converts between the two.
 */

/** A goods card of a showcase narrower than this (document px) squeezes its goods. */
export const MIN_CARD_WIDTH = 120
/** A showcase goods' text column narrower than this (about five characters) squeezes its name and price. */
export const MIN_TEXT_COLUMN = 72
/** Overflow up to this many pixels is rounding, not clipping. */
const TOLERANCE = 1

/**
 * Widgets the canvas does not judge: the free panel (its children are judged one by one; its own
 * box holds their frames and toolbar) and the category menu, whose open list hangs over the widgets
 * below by design.
 */
export const NOT_MEASURED: ReadonlySet<string> = new Set(['W0006', 'W0007'])

export interface ClipMeasure {
  type: string
  /** The widget's height in the document. */
  height: number
  /** The height of the widget's box as laid out. */
  boxHeight: number
  /** The width of the widget's box (of a text widget: of its text) as laid out. */
  boxWidth: number
  /** How far the content reaches past the bottom of the box (or of a container filling it that clips). */
  overflowY: number
  /** How far the content reaches past the right of the box, where it is clipped. */
  overflowX: number
  /** A text widget (W0011): the width of its longest line unwrapped; null for other widgets. */
  textWidth: number | null
  /** A showcase: its narrowest goods card, and its narrowest goods text column; null when it has none. */
  narrowestCard: number | null
  narrowestText: number | null
}

/** The report for a measure, or null when the content fits. */
export function classifyClip(measure: ClipMeasure): ClipReport | null {
  if (NOT_MEASURED.has(measure.type) || measure.boxHeight <= 0) return null
  // Layout pixels per document pixel (1 unless the canvas lays the page out scaled).
  const scale = measure.height > 0 ? measure.boxHeight / measure.height : 1
  const card = measure.narrowestCard === null ? Infinity : measure.narrowestCard / scale
  const text = measure.narrowestText === null ? Infinity : measure.narrowestText / scale
  if (card < MIN_CARD_WIDTH || text < MIN_TEXT_COLUMN) return { kind: 'squeezed', fitHeight: null }

  const clippedY = measure.overflowY > TOLERANCE
  const fitHeight = clippedY && measure.height > 0 ? Math.ceil(measure.height + measure.overflowY / scale) : null
  const wide = measure.textWidth !== null && measure.textWidth > measure.boxWidth + TOLERANCE
  if (wide && (clippedY || measure.overflowX > TOLERANCE)) return { kind: 'width', fitHeight }
  if (clippedY) return { kind: 'height', fitHeight }
  return null
}
