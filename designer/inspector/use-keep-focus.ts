import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * Keeps the keyboard in the inspector when what it shows changes under the focus: choosing a
 * widget in the page's widget list, or 页面设置, replaces the form, and the focused control goes
 * with it. The focus then moves to the inspector's tab panel instead of falling back to the page
 * (where the canvas's keys would act on the widget). A focus the operator moved away, or dropped
 * by clicking empty space, is left alone.
 */
export function useKeepFocus(panel: RefObject<HTMLElement | null>, shown: unknown): void {
  const inside = useRef(false)

  useEffect(() => {
    const root = panel.current
    if (!root) return
    const onFocusIn = (event: FocusEvent) => {
      inside.current = root.contains(event.target as Node)
    }
    const onFocusOut = (event: FocusEvent) => {
      const target = event.target as Node
      if (event.relatedTarget || !root.contains(target)) return
      // Removed with its form: still ours to restore. Blurred in place (a click on nothing): not.
      queueMicrotask(() => {
        if (target.isConnected) inside.current = false
      })
    }
    document.addEventListener('focusin', onFocusIn)
    root.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('focusin', onFocusIn)
      root.removeEventListener('focusout', onFocusOut)
    }
  }, [panel])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` is the trigger: the inspector shows another form.
  useLayoutEffect(() => {
    const root = panel.current
    const active = document.activeElement
    if (!inside.current || !root || (active && active !== document.body)) return
    root.querySelector<HTMLElement>('[role="tabpanel"]')?.focus({ preventScroll: true })
  }, [shown, panel])
}
