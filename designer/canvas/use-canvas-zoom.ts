import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react'
import { registerZoomKeys } from '../actions/index.ts'
import { editorStore } from '../store/editor-store.ts'
import { registerVisibleTop, scrollDelta } from './viewport.ts'
import { fitScale, fitZoom, setZoom, stepScale, useZoom, wheelScale, zoomStore } from './zoom.ts'

/**
 * The canvas's room to work: the page drawn at the zoom's scale inside a box of its scaled size
 * (so the canvas scrolls over exactly what shows), the scale fitted to the canvas's width while
 * 适应宽度 is on, Ctrl+wheel (at the pointer), Ctrl+0 (100 %) and Ctrl+1 (适应宽度), the point
 * under the pointer or the top of the view kept in place while zooming, and the selected widget
 * scrolled into view unless the pointer on the canvas just chose it.
 */

interface Elements {
  scroller: RefObject<HTMLElement | null>
  sizer: RefObject<HTMLElement | null>
  page: RefObject<HTMLElement | null>
  stage: RefObject<HTMLElement | null>
}

export interface CanvasZoom {
  scale: number
  sizerStyle: CSSProperties | undefined
  zoomTo: (scale: number) => void
  step: (direction: 1 | -1) => void
  fit: () => void
  notePointer: (event: { target: EventTarget | null }) => void
}

/** Selecting the widget pressed on the canvas this soon after the press: it is under the pointer already. */
const POINTER_SELECT_MS = 800

const nextFrame: (run: () => void) => void =
  typeof requestAnimationFrame === 'function' ? (run) => requestAnimationFrame(run) : (run) => setTimeout(run, 16)

const cssEscape = (value: string) =>
  typeof CSS !== 'undefined' && typeof CSS.escape === 'function' ? CSS.escape(value) : value.replace(/["\\]/g, '\\$&')

/** The canvas's visible area on screen (without scrollbars). */
function viewBox(view: HTMLElement) {
  const box = view.getBoundingClientRect()
  return { left: box.left, top: box.top, right: box.left + view.clientWidth, bottom: box.top + view.clientHeight }
}

export function useCanvasZoom({ scroller, sizer, page, stage }: Elements): CanvasZoom {
  const scale = useZoom((state) => state.scale)
  const [size, setSize] = useState<{ width: number; height: number } | null>(null)
  const anchor = useRef<{ clientX: number; clientY: number; x: number; y: number } | null>(null)
  const pressed = useRef<{ uuid: string; at: number } | null>(null)

  /** Keeps the page point now at (clientX, clientY) there after the next zoom change. */
  const holdAt = useCallback(
    (clientX: number, clientY: number) => {
      const box = sizer.current?.getBoundingClientRect()
      const current = zoomStore.getState().scale
      anchor.current = box
        ? { clientX, clientY, x: (clientX - box.left) / current, y: (clientY - box.top) / current }
        : null
    },
    [sizer],
  )

  const holdTop = useCallback(() => {
    const view = scroller.current
    if (!view) return
    const box = viewBox(view)
    holdAt((box.left + box.right) / 2, box.top)
  }, [scroller, holdAt])

  const zoomTo = useCallback(
    (next: number) => {
      holdTop()
      setZoom(next)
    },
    [holdTop],
  )
  const step = useCallback((direction: 1 | -1) => zoomTo(stepScale(zoomStore.getState().scale, direction)), [zoomTo])
  const fitWidth = useCallback(() => {
    holdTop()
    fitZoom()
  }, [holdTop])

  // The page's own size, and the fitted scale whenever the canvas or the page changes size.
  useEffect(() => {
    const view = scroller.current
    const box = page.current
    if (!view || !box) return
    const measure = () => {
      const width = box.offsetWidth
      const height = box.offsetHeight
      if (width > 0) setSize((old) => (old && old.width === width && old.height === height ? old : { width, height }))
      if (!zoomStore.getState().fit || width <= 0) return
      const style = getComputedStyle(view)
      const available = view.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
      const fitted = fitScale(available, width)
      if (fitted !== zoomStore.getState().scale) zoomStore.setState({ scale: fitted })
    }
    measure()
    const unsubscribe = zoomStore.subscribe((state, previous) => {
      if (state.fit && !previous.fit) measure()
    })
    if (typeof ResizeObserver === 'undefined') return unsubscribe
    const observer = new ResizeObserver(measure)
    observer.observe(view)
    observer.observe(box)
    return () => {
      observer.disconnect()
      unsubscribe()
    }
  }, [scroller, page])

  // After a zoom, the held point goes back where it was on screen.
  useLayoutEffect(() => {
    const held = anchor.current
    const view = scroller.current
    const box = sizer.current?.getBoundingClientRect()
    if (!held || !view || !box) return
    anchor.current = null
    view.scrollLeft += box.left + held.x * scale - held.clientX
    view.scrollTop += box.top + held.y * scale - held.clientY
  }, [scale, scroller, sizer])

  // Ctrl+wheel zooms at the pointer (a passive React listener could not keep the browser's own zoom away).
  useEffect(() => {
    const view = scroller.current
    if (!view) return
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return
      event.preventDefault()
      holdAt(event.clientX, event.clientY)
      setZoom(wheelScale(zoomStore.getState().scale, event.deltaY))
    }
    view.addEventListener('wheel', onWheel, { passive: false })
    return () => view.removeEventListener('wheel', onWheel)
  }, [scroller, holdAt])

  // Ctrl+0 (100 %) and Ctrl+1 (适应宽度) are actions of the registry (actions/zoom.ts); the canvas supplies their effect.
  useEffect(() => registerZoomKeys({ actual: () => zoomTo(1), fit: fitWidth }), [zoomTo, fitWidth])

  // The palette's insert asks where the visible page starts.
  useEffect(
    () =>
      registerVisibleTop(() => {
        const view = scroller.current
        const box = stage.current?.getBoundingClientRect()
        if (!view || !box) return null
        return Math.max(0, Math.round((viewBox(view).top - box.top) / zoomStore.getState().scale))
      }),
    [scroller, stage],
  )

  // A widget selected from elsewhere (or just added) comes into view, both axes.
  useEffect(
    () =>
      editorStore.subscribe((state, previous) => {
        const uuid = state.selectedId
        if (!uuid || uuid === previous.selectedId) return
        const press = pressed.current
        if (press && press.uuid === uuid && performance.now() - press.at < POINTER_SELECT_MS) return
        nextFrame(() => {
          const view = scroller.current
          const frame = stage.current?.querySelector<HTMLElement>(`.dz-frame[data-uuid="${cssEscape(uuid)}"]`)
          if (!view || !frame) return
          const { dx, dy } = scrollDelta(frame.getBoundingClientRect(), viewBox(view))
          view.scrollLeft += dx
          view.scrollTop += dy
        })
      }),
    [scroller, stage],
  )

  // A press on a frame (not on its toolbar, whose menu adds other widgets) selects what is under the pointer.
  const notePointer = useCallback((event: { target: EventTarget | null }) => {
    const target = event.target instanceof Element ? event.target : null
    const uuid =
      target && !target.closest('.dz-toolbar') ? target.closest<HTMLElement>('.dz-frame')?.dataset.uuid : null
    pressed.current = uuid ? { uuid, at: performance.now() } : null
  }, [])

  const sizerStyle = size ? { width: size.width * scale, height: size.height * scale } : undefined
  return { scale, sizerStyle, zoomTo, step, fit: fitWidth, notePointer }
}
