import { createContext } from 'react'
import { loadWidget, type WidgetComponent } from './registry.ts'

/**
 * The browser's side of widgets that hydrate when seen (server-markup.ts `hydratesWhenSeen`): each
 * hydrates when it comes within HYDRATE_MARGIN of the viewport, or at once when the shopper points
 * at, touches or tabs into it; until then it shows the server's markup.
 */
const HYDRATE_MARGIN = '400px 0px'

/** True inside a widget that hydrates when seen (its free panel's children hydrate with it). */
export const HydratesLaterContext = createContext(false)

/** The widgets waiting to hydrate, by uuid: what starts their loading, and the clicks they took meanwhile. */
const waiting = new Map<string, { start: () => void; clicks: MouseEvent[] }>()
const started = new Map<string, Promise<WidgetComponent>>()
let listening = false

/** The waiting widget an event happened in: its frame is the nearest `data-uuid` ancestor that waits. */
function waitingFrameOf(target: EventTarget | null): string | undefined {
  let element = target instanceof Element ? target.closest('[data-uuid]') : null
  while (element) {
    const uuid = element.getAttribute('data-uuid') ?? ''
    if (waiting.has(uuid)) return uuid
    element = element.parentElement?.closest('[data-uuid]') ?? null
  }
  return undefined
}

/**
 * Before a waiting widget hydrates, React drops a click on it. A click on one of its links goes on
 * as the browser's own navigation; any other is held back, the widget hydrated, and the click
 * dispatched again on the same element once it has (`replayClicks`).
 */
function listen(): void {
  if (listening) return
  listening = true
  const wake = (event: Event) => {
    const uuid = waitingFrameOf(event.target)
    if (uuid) waiting.get(uuid)?.start()
  }
  for (const type of ['pointerover', 'focusin', 'touchstart'])
    document.addEventListener(type, wake, { capture: true, passive: true })
  document.addEventListener(
    'click',
    (event) => {
      const uuid = waitingFrameOf(event.target)
      if (!uuid || (event.target as Element).closest('a[href]')) return
      event.preventDefault()
      event.stopPropagation()
      const entry = waiting.get(uuid)!
      entry.clicks.push(event)
      entry.start()
    },
    true,
  )
}

/**
 * The widget's component, loaded once its frame comes near the viewport or the shopper reaches
 * for it; the same promise on every render, so React's `use` can wait on it.
 */
export function whenSeen(uuid: string, type: string): Promise<WidgetComponent> {
  let promise = started.get(uuid)
  if (promise) return promise
  promise = new Promise<void>((resolve) => {
    const frame = [...document.querySelectorAll('[data-uuid]')].find(
      (element) => element.getAttribute('data-uuid') === uuid,
    )
    if (!frame || typeof IntersectionObserver === 'undefined') return resolve()
    listen()
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
      rootMargin: HYDRATE_MARGIN,
    })
    function start() {
      observer.disconnect()
      resolve()
    }
    waiting.set(uuid, { start, clicks: [] })
    observer.observe(frame)
  }).then(() => loadWidget(type))
  started.set(uuid, promise)
  return promise
}

/** Called once the widget has hydrated: the clicks it took while waiting reach it now. */
export function replayClicks(uuid: string): void {
  const entry = waiting.get(uuid)
  waiting.delete(uuid)
  for (const click of entry?.clicks ?? []) {
    if (!(click.target instanceof Element) || !click.target.isConnected) continue
    click.target.dispatchEvent(new MouseEvent('click', click))
  }
}
