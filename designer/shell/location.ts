import { useSyncExternalStore } from 'react'

/**
 * The designer's two screens live at /designer/ (page list) and /designer/?id=N (editor). A full
 * router would be more than this needs: the screen is read from the query string and changed with
 * history.pushState, and the editor can hold a navigation back while it has unsaved changes.
 */

export const LIST_URL = '/designer/'

export function editorUrl(id: number): string {
  return `${LIST_URL}?id=${id}`
}

/** The page id of an editor address, or null for the page list. */
export function editorIdOf(search: string): number | null {
  const id = new URLSearchParams(search).get('id') ?? ''
  return /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : null
}

const CHANGE_EVENT = 'designer:navigate'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

/** The current query string; re-renders on pushState navigations and on back/forward. */
export function useSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  )
}

/**
 * A guard the editor installs while it has unsaved changes: given where the operator is going, it
 * either lets the navigation happen (true) or takes it over (false), e.g. to ask first.
 */
export type LeaveGuard = (to: string) => boolean

let guard: LeaveGuard | null = null

export function setLeaveGuard(next: LeaveGuard | null): void {
  guard = next
}

function go(to: string): void {
  window.history.pushState(null, '', to)
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

/** In-app navigation; the leave guard may hold it. */
export function navigate(to: string): void {
  if (guard && !guard(to)) return
  go(to)
}

/** Navigation past the guard, once the operator has confirmed leaving. */
export function navigateAnyway(to: string): void {
  go(to)
}

/**
 * Back/forward has already changed the address when popstate fires, so a held navigation puts the
 * guarded address back and hands the target to the guard.
 */
if (typeof window !== 'undefined') {
  let current = window.location.pathname + window.location.search
  window.addEventListener(
    'popstate',
    (event) => {
      const to = window.location.pathname + window.location.search
      if (guard && to !== current && !guard(to)) {
        event.stopImmediatePropagation()
        window.history.pushState(null, '', current)
        return
      }
      current = to
    },
    // Capture on window runs before the subscribers above, so they never see the held address.
    { capture: true },
  )
  window.addEventListener(CHANGE_EVENT, () => {
    current = window.location.pathname + window.location.search
  })
}
