import type { FocusEvent } from 'react'
import { editorStore } from '../store/editor-store.ts'

/**
 * Focus and selection on the canvas are one thing (issue 27 item 7): a frame that takes the
 * keyboard focus selects its widget, and a widget selected while the keyboard is on the canvas
 * (or in the palette that just added it) takes the focus. These are the DOM helpers for it.
 */

/** The canvas's root (the scrolling workspace around the page). */
export const CANVAS_SELECTOR = '.dz-canvas'
/** The palette, whose Enter adds a widget that then takes the focus. */
const PALETTE_SELECTOR = '.dz-palette'

/** The frame of a widget on the canvas. */
export function frameOf(uuid: string, root: ParentNode = document): HTMLElement | null {
  return root.querySelector<HTMLElement>(`.dz-stage .dz-frame[data-uuid="${uuid.replace(/["\\]/g, '\\$&')}"]`)
}

/** Moves the focus to a widget's frame; false when it is not on the canvas. */
export function focusFrame(uuid: string): boolean {
  const frame = frameOf(uuid)
  frame?.focus({ preventScroll: true })
  return frame !== null
}

/** Focuses the canvas itself (nothing selected): it takes the focus without being a tab stop. */
export function focusCanvas(): boolean {
  const canvas = document.querySelector<HTMLElement>(CANVAS_SELECTOR)
  if (!canvas) return false
  if (!canvas.hasAttribute('tabindex')) canvas.tabIndex = -1
  canvas.focus({ preventScroll: true })
  return true
}

/** Whether the focused element just went away (a frame switched between its plain and draggable form). */
export const focusLost = (): boolean => !document.activeElement || document.activeElement === document.body

/** Whether a widget selected now takes the focus: the keyboard is on the canvas, nowhere, or in the palette. */
export function focusFollowsSelection(): boolean {
  const active = document.activeElement
  return !active || active === document.body || active.closest(`${CANVAS_SELECTOR}, ${PALETTE_SELECTOR}`) !== null
}

// A press on a frame focuses it before its click selects it. Selecting on that focus would swap the
// plain frame for the draggable one under the pointer, and the click would land on the stage; the
// click selects instead, and the new frame takes the focus then.
let pressing = false
let tracking = false

/** Starts watching pointer presses (once per document). */
export function trackPresses(): void {
  if (tracking || typeof document === 'undefined') return
  tracking = true
  const down = () => {
    pressing = true
  }
  const up = () => {
    pressing = false
  }
  document.addEventListener('pointerdown', down, true)
  document.addEventListener('mousedown', down, true)
  document.addEventListener('pointerup', up, true)
  document.addEventListener('mouseup', up, true)
  document.addEventListener('pointercancel', up, true)
  // A release the document missed (outside the window) ends with the next key or drag.
  document.addEventListener('keydown', up, true)
  document.addEventListener('dragend', up, true)
}

/** A frame's focus handler: the widget whose frame takes the keyboard focus is the selected one. */
export function selectOnFocus(event: FocusEvent<HTMLElement>): void {
  if (event.target !== event.currentTarget || pressing) return
  const uuid = event.currentTarget.dataset.uuid
  const editor = editorStore.getState()
  if (uuid && editor.mode === 'design' && editor.selectedId !== uuid) editor.select(uuid)
}
