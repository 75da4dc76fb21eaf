import { CANVAS_SELECTOR } from '../canvas/frame-focus.ts'
import type { ActionScope } from './types.ts'

/** The inspector (属性设置) on the right. */
export const INSPECTOR_SELECTOR = '.dzi'

/** Where a key press happened, as the actions' scopes see it. */
export interface KeyPlace {
  /** On the canvas: a widget's frame or a button of it, the canvas itself, or no focus at all. */
  canvas: boolean
  /** On a widget's frame itself. */
  frame: boolean
  inspector: boolean
  /** Typed into a field (input, textarea, select, editable text). */
  field: boolean
  /** Inside a dialog, or while a modal one is open: the keys are the dialog's. */
  dialog: boolean
}

const FIELDS = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]'

/** Where a key press with this target happened. */
export function keyPlace(target: EventTarget | null): KeyPlace {
  const element = target instanceof Element ? target : null
  const nowhere = !element || element === document.body || element === document.documentElement
  return {
    canvas: nowhere || element.closest(CANVAS_SELECTOR) !== null,
    frame: !!element?.classList.contains('dz-frame') && element.hasAttribute('data-uuid'),
    inspector: !!element?.closest(INSPECTOR_SELECTOR),
    field:
      !!element && (element.closest(FIELDS) !== null || (element instanceof HTMLElement && element.isContentEditable)),
    dialog: !!element?.closest('[role="dialog"]') || document.querySelector('[aria-modal="true"]') !== null,
  }
}

/** A press with no focus anywhere: on the canvas, in no field. */
export const NOWHERE: KeyPlace = { canvas: true, frame: false, inspector: false, field: false, dialog: false }

/** Whether an action of `scope` applies at `place`. */
export function inScope(scope: ActionScope, place: KeyPlace): boolean {
  if (scope === 'canvas') return place.canvas
  if (scope === 'frame') return place.frame
  if (scope === 'inspector') return place.inspector
  return true
}
