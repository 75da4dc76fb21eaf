import { create } from 'zustand'

/**
 * The canvas zoom (缩放, 50 %–100 %): one scale for the whole page, read by everything that turns
 * screen pixels into page pixels (drag and resize gestures, palette drops, the edit toolbar).
 * `fit` (适应宽度, the default) lets the canvas pick the scale that shows the page's whole width.
 */

export const ZOOM_MIN = 0.5
export const ZOOM_MAX = 1
const STEP = 0.1

export interface ZoomState {
  scale: number
  fit: boolean
}

export const useZoom = create<ZoomState>(() => ({ scale: 1, fit: true }))

export const zoomStore = useZoom

/** A scale kept within 50 %–100 %, in whole percent. */
export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return ZOOM_MAX
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(scale * 100) / 100))
}

/** The scale that shows `content` px in `available` px (rounded down to whole percent), within the range. */
export function fitScale(available: number, content: number): number {
  if (!(available > 0) || !(content > 0)) return ZOOM_MAX
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.floor((available / content) * 100) / 100))
}

/** 放大 (+1) / 缩小 (-1): the next multiple of 10 % in that direction. */
export function stepScale(scale: number, direction: 1 | -1): number {
  const tenths = (scale * 100) / (STEP * 100)
  const next = direction > 0 ? Math.floor(tenths + 1e-6) + 1 : Math.ceil(tenths - 1e-6) - 1
  return clampScale(next * STEP)
}

/** Ctrl+wheel: a smooth change, proportional to how far the wheel turned. */
export function wheelScale(scale: number, deltaY: number): number {
  return clampScale(scale * Math.exp(-deltaY / 400))
}

/** A point on screen as page pixels, given the stage's box on screen and the scale. */
export function toStagePoint(
  client: { clientX: number; clientY: number },
  stage: { left: number; top: number },
  scale: number,
): { x: number; y: number } {
  return { x: Math.round((client.clientX - stage.left) / scale), y: Math.round((client.clientY - stage.top) / scale) }
}

/** The percentage as shown: 58%. */
export const percent = (scale: number) => `${Math.round(scale * 100)}%`

export function setZoom(scale: number): void {
  useZoom.setState({ scale: clampScale(scale), fit: false })
}

/** 适应宽度: the canvas sets the scale from its width from now on. */
export function fitZoom(): void {
  useZoom.setState({ fit: true })
}
