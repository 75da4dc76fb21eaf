import { keyOfPointer } from '../../schemas/hints/walk.ts'
import type { HintSet } from '../../schemas/hints/types.ts'

/** The tab holding a field: the tab of the hint its pointer falls under (settings when none does). */
export function tabOfPath(hints: HintSet, path: string): 'settings' | 'style' {
  const key = keyOfPointer(path, Object.keys(hints.fields))
  return key ? hints.fields[key].tab : 'settings'
}

const attribute = (path: string) => path.replace(/["\\]/g, '\\$&')

/**
 * Focuses the control of `path` inside `container`, or the nearest one above it (a list item's
 * buttons, the list, the object holding the field) when the exact path has no control. Closed
 * sections on the way are opened; '' (the widget itself) focuses the first field. Returns whether
 * anything was focused.
 */
export function focusField(container: HTMLElement, path: string): boolean {
  let current = path
  for (;;) {
    const candidates = container.querySelectorAll<HTMLElement>(`[data-field-path="${attribute(current)}"]`)
    const enabled = [...candidates].filter((element) => !(element as HTMLButtonElement).disabled)
    // A list of plain values gives an item's 上移 / 下移 buttons the item's path too: its field comes first.
    const target = enabled.find((element) => element.matches('input, select, textarea')) ?? enabled[0]
    if (target) {
      for (
        let section = target.closest('details');
        section;
        section = section.parentElement?.closest('details') ?? null
      )
        section.open = true
      target.focus()
      target.scrollIntoView?.({ block: 'nearest' })
      return true
    }
    if (current === '') {
      // The widget itself (the canvas's 编辑): its first field.
      const first = container.querySelector<HTMLElement>('[data-field-path]:not(:disabled)')
      first?.focus()
      return first !== null
    }
    current = current.slice(0, current.lastIndexOf('/'))
  }
}
