import { useEffect, type RefObject } from 'react'
import type { WidgetDescriptor } from '../../runtime/widgets/widget-slot.tsx'
import { NOT_MEASURED, classifyClip } from './clip-classify.ts'
import { measureClip } from './clip-measure.ts'
import { reportClip } from './clipped.ts'

/**
 * Keeps clipped.ts current for the widgets on the design canvas. A frame's widget is measured
 * after it renders with new settings or data, when its box changes size (a ResizeObserver) and
 * when an image in it loads; the measurements wait for the next animation frame and run together,
 * only for the widgets that changed, a few milliseconds' worth per frame. A widget in the middle of a drag or resize is measured once
 * the gesture has been committed.
 */

interface Watched {
  uuid: string
  type: string
  height: number
  frame: RefObject<HTMLElement | null>
}

const watched = new Map<HTMLElement, Watched>()
const dirty = new Set<HTMLElement>()
let pending = false
let observer: ResizeObserver | null = null

const nextFrame = (run: () => void) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(run) : setTimeout(run, 16)

/** Measuring reads layout; a frame spends at most this long on it, the rest waits for the next frame. */
const FRAME_BUDGET_MS = 8

function measureDirty(): void {
  pending = false
  const started = performance.now()
  for (const host of dirty) {
    if (performance.now() - started > FRAME_BUDGET_MS) {
      pending = true
      nextFrame(measureDirty)
      return
    }
    dirty.delete(host)
    const entry = watched.get(host)
    if (!entry || !host.isConnected || entry.frame.current?.classList.contains('is-gesturing')) continue
    const measure = measureClip(host, entry)
    if (measure) reportClip(entry.uuid, classifyClip(measure))
  }
}

function schedule(host: HTMLElement): void {
  dirty.add(host)
  if (pending) return
  pending = true
  nextFrame(measureDirty)
}

function resizeObserver(): ResizeObserver | null {
  if (!observer && typeof ResizeObserver === 'function')
    observer = new ResizeObserver((entries) => {
      for (const entry of entries) schedule(entry.target as HTMLElement)
    })
  return observer
}

const onLoad = (event: Event) => schedule(event.currentTarget as HTMLElement)

// Web fonts change text sizes once they arrive.
if (typeof document !== 'undefined')
  void document.fonts?.ready.then(() => {
    for (const host of watched.keys()) schedule(host)
  })

/**
 * Measures the widget a frame draws in `host` now and whenever it may have stopped (or started)
 * fitting; a widget not drawn yet (content-gate.ts) is measured once it is.
 */
export function useClipWatch(
  widget: WidgetDescriptor,
  host: HTMLElement,
  frame: RefObject<HTMLElement | null>,
  drawn = true,
): void {
  const measured = drawn && !NOT_MEASURED.has(widget.type)

  useEffect(() => {
    if (!measured) return
    resizeObserver()?.observe(host)
    host.addEventListener('load', onLoad, true)
    return () => {
      observer?.unobserve(host)
      host.removeEventListener('load', onLoad, true)
      watched.delete(host)
      dirty.delete(host)
    }
  }, [host, measured])

  useEffect(() => {
    if (!measured) return
    watched.set(host, { uuid: widget.uuid, type: widget.type, height: widget.height, frame })
    schedule(host)
  }, [widget, host, frame, measured])
}
