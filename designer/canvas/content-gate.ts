import { startTransition, useLayoutEffect, useState, type RefObject } from 'react'

/**
 * When a page widget's content is drawn on the canvas. A big page (hundreds of widgets) would
 * mount every widget in the first task and block the editor for seconds; instead each page
 * widget's frame (its box, name and tab stop) is there at once, the widgets near the visible part
 * of the canvas are drawn right away, and the others are drawn after them in small batches while
 * the browser is idle, so the whole page is drawn soon after without a long task. A selected
 * widget is always drawn. Where the browser has no IntersectionObserver (tests), everything is
 * drawn at once.
 */

type Show = () => void

/** Frames waiting to be drawn, in the order they mounted (top to bottom). */
const waiting = new Map<Element, Show>()
/** One observer per scroller (the canvas). */
const observers = new WeakMap<Element, IntersectionObserver>()
/** Widgets drawn per idle batch: small enough that one batch is a short task. */
const BATCH = 6
/** How far beyond the visible canvas a widget counts as near. */
const NEAR = '600px 0px'
let pumping = false

const gated = () => typeof IntersectionObserver === 'function'

const idle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 500 }) : setTimeout(run, 16)

/** Draws the widget of `element` (the frame unobserves it as it leaves the waiting list). */
function reveal(element: Element): void {
  const show = waiting.get(element)
  if (!show) return
  waiting.delete(element)
  show()
}

function pump(): void {
  const batch = [...waiting.keys()].slice(0, BATCH)
  if (batch.length === 0) {
    pumping = false
    return
  }
  startTransition(() => {
    for (const element of batch) reveal(element)
  })
  idle(pump)
}

function observerOf(scroller: Element | null): IntersectionObserver | null {
  if (!scroller) return null
  let observer = observers.get(scroller)
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) reveal(entry.target)
      },
      { root: scroller, rootMargin: NEAR },
    )
    observers.set(scroller, observer)
  }
  return observer
}

/**
 * Whether the frame at `element` draws its widget now. Page widgets (`parentId` null) wait their
 * turn; a free panel's children are drawn with their panel.
 */
export function useContentDrawn(element: RefObject<HTMLElement | null>, onPage: boolean, selected: boolean): boolean {
  const [drawn, setDrawn] = useState(() => !onPage || !gated())
  useLayoutEffect(() => {
    if (drawn) return
    const node = element.current
    // A widget once selected stays drawn (its plain frame is a new element afterwards).
    if (!node || selected) {
      setDrawn(true)
      return
    }
    const observer = observerOf(node.closest('.dz-canvas'))
    waiting.set(node, () => setDrawn(true))
    observer?.observe(node)
    if (!pumping) {
      pumping = true
      idle(pump)
    }
    return () => {
      waiting.delete(node)
      observer?.unobserve(node)
    }
  }, [drawn, element, selected])
  return drawn || selected
}
