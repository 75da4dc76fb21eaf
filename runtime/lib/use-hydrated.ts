import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while the server renders and while the browser hydrates that render, true in every
 * render after (and at once for anything mounted later). Parts of a widget nobody can see yet —
 * a carousel's other slides — wait for it, so the page's HTML carries only what is on screen.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
