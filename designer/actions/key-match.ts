import type { KeyBinding } from './types.ts'

/** The parts of a key press the bindings look at. */
export type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>

/** The key as bindings name it: single characters in lower case (Shift+Z arrives as 'Z'). */
export function bindingKey(event: KeyPress): string {
  return event.key.length === 1 ? event.key.toLowerCase() : event.key
}

/**
 * Whether a key press is this binding. Alt matches only the bindings that ask for it (Alt+arrows
 * resize), so every other Alt combination stays the browser's.
 */
export function matchesBinding(binding: KeyBinding, event: KeyPress): boolean {
  if ((binding.alt ?? false) !== event.altKey || binding.key !== bindingKey(event)) return false
  if ((binding.mod ?? false) !== (event.ctrlKey || event.metaKey)) return false
  return binding.shift === undefined || binding.shift === event.shiftKey
}
