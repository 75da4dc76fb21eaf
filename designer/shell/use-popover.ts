import { useCallback, useEffect, useId, useRef, useState } from 'react'

/**
 * A popover of the top bar: whether it is open, the host element holding its button and panel,
 * and the panel's id. It closes on a click outside the host or on Escape (focus goes back to its
 * button). `buttonProps` go on the button that opens and closes it.
 */
export function usePopover() {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const panelId = useId()
  const close = useCallback(() => setOpen(false), [])

  useEffect(() => {
    if (!open) return
    function onPointer(event: PointerEvent) {
      if (root.current && !root.current.contains(event.target as Node)) close()
    }
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      event.stopPropagation()
      close()
      root.current?.querySelector<HTMLElement>('[aria-expanded]')?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey, true)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey, true)
    }
  }, [open, close])

  return {
    open,
    close,
    root,
    panelId,
    buttonProps: { 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen((value) => !value) },
  }
}
