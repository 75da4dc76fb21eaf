/**
 * The widget component contract (ARCHITECTURE "runtime/"): design = inside the designer's canvas
 * (no navigation, no claims, no fetching), preview = the designer's preview (live look, links
 * inert), render = the storefront.
 */
export type WidgetMode = 'design' | 'preview' | 'render'

export interface WidgetProps<S, D> {
  /** The widget object of the descriptor, all its fields. */
  settings: S
  /** Its resolved `data` list. */
  data: D
  mode: WidgetMode
}
