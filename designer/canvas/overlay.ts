import { html, nothing, render } from 'lit-html'
import { styleMap } from 'lit-html/directives/style-map.js'
import type { Guide, Rect } from './snapping.ts'

/**
 * The canvas overlay: snap guides while a widget is dragged or resized, and the drop indicator
 * while a palette entry is dragged over the stage. It is drawn with lit-html straight into its
 * host element, at most once per animation frame, so pointer moves never re-render React.
 * Coordinates are stage pixels (the canvas zoom scales the whole stage, overlay included).
 */

export interface DropIndicator {
  /** Where the new widget would land (its default size at the drop point). */
  ghost: Rect | null
  /** The free panel the pointer is over, if any. */
  panel: Rect | null
  /** The panel does not take this widget type. */
  refused: boolean
  /** What the indicator says: the widget's name, or why it is refused. */
  label: string
  /** The insertion line between two widgets of the page's stack (height 0), if the drop snaps to one. */
  line: Rect | null
}

export interface OverlayState {
  guides: readonly Guide[]
  drop: DropIndicator | null
}

export interface Overlay {
  /** Replaces part of what is drawn; the drawing happens on the next animation frame. */
  update(patch: Partial<OverlayState>): void
  /** Removes everything at once (a gesture ended). */
  clear(): void
}

const EMPTY: OverlayState = { guides: [], drop: null }

const px = (value: number) => `${value}px`

const box = (rect: Rect) => ({ left: px(rect.x), top: px(rect.y), width: px(rect.width), height: px(rect.height) })

function guideStyle(guide: Guide) {
  return guide.orientation === 'vertical'
    ? { left: px(guide.position), top: px(guide.start), height: px(guide.end - guide.start) }
    : { top: px(guide.position), left: px(guide.start), width: px(guide.end - guide.start) }
}

function view(state: OverlayState) {
  const { drop } = state
  return html`${state.guides.map((guide) => html`<div class="dz-guide dz-guide--${guide.orientation}" style=${styleMap(guideStyle(guide))}></div>`)}${
    drop
      ? html`${drop.panel ? html`<div class="dz-drop-panel${drop.refused ? ' is-refused' : ''}" style=${styleMap(box(drop.panel))}></div>` : nothing}${
          drop.ghost && !drop.refused
            ? html`<div class="dz-drop-ghost" style=${styleMap(box(drop.ghost))}><span class="dz-drop-label">${drop.label}</span></div>`
            : nothing
        }${drop.line && !drop.refused ? html`<div class="dz-drop-line" style=${styleMap({ left: px(drop.line.x), top: px(drop.line.y), width: px(drop.line.width) })}></div>` : nothing}${drop.refused && drop.panel ? html`<div class="dz-drop-refusal" style=${styleMap({ left: px(drop.panel.x), top: px(drop.panel.y) })}>${drop.label}</div>` : nothing}`
      : nothing
  }`
}

const nextFrame: (draw: () => void) => void =
  typeof requestAnimationFrame === 'function' ? (draw) => requestAnimationFrame(draw) : (draw) => setTimeout(draw, 16)

export function createOverlay(host: HTMLElement): Overlay {
  let state = EMPTY
  let scheduled = false
  const draw = () => {
    scheduled = false
    render(view(state), host)
  }
  return {
    update(patch) {
      state = { ...state, ...patch }
      if (scheduled) return
      scheduled = true
      nextFrame(draw)
    },
    clear() {
      state = EMPTY
      render(view(state), host)
    },
  }
}
