import { useId } from 'react'

/**
 * The base of the element ids a widget's markup names (its tabs and their panels, its menu),
 * taken from the widget's uuid: the widget's markup is then the same rendered alone as inside a
 * page, which lets the server write markup it rendered once (kept-markup.tsx) for the browser to
 * hydrate. React's id (from the widget's place in the tree) stands in where a widget has no uuid.
 */
export function useWidgetIds(uuid: string | undefined): string {
  const placeId = useId()
  return uuid ? `mf-${uuid}` : placeId
}
