import { useEffect, useId, useRef, type ReactNode } from 'react'

/**
 * A panel sliding in from the right over the page, for a form or a record's detail: a modal
 * dialog that keeps focus inside, closes on Esc or 取消, and gives focus back where it was.
 */
export function Drawer({
  title,
  open,
  onClose,
  children,
  footer,
}: {
  title: string
  open: boolean
  onClose: () => void
  children: ReactNode
  footer?: ReactNode
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])

  return (
    <dialog
      ref={dialog}
      className="ac-drawer"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      {open && (
        <>
          <header className="ac-drawer__head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="dz-icon-btn" aria-label="关闭" onClick={onClose}>
              ×
            </button>
          </header>
          <div className="ac-drawer__body">{children}</div>
          {footer && <footer className="ac-drawer__foot">{footer}</footer>}
        </>
      )}
    </dialog>
  )
}
