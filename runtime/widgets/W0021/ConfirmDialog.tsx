import { useEffect, useId, useRef, type KeyboardEvent } from 'react'
import { createPortal } from 'react-dom'
import './confirm-dialog.css'

export interface ConfirmDialogProps {
  title: string
  message: string
  onCancel: () => void
  onOk: () => void
  cancelText?: string
  okText?: string
}

/**
 * A small modal confirm (spec 2.8 dialog: width 416, 30% from the top). Focus moves to 确定 on
 * open, Tab stays inside, Escape cancels, and focus returns to where it was when it closes.
 */
export function ConfirmDialog({ title, message, onCancel, onOk, cancelText = '取消', okText = '确定' }: ConfirmDialogProps) {
  const titleId = useId()
  const messageId = useId()
  const boxRef = useRef<HTMLDivElement>(null)
  const okRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    okRef.current?.focus()
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
      previous?.focus?.()
    }
  }, [])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onCancel()
      return
    }
    if (event.key !== 'Tab') return
    const buttons = boxRef.current?.querySelectorAll<HTMLButtonElement>('button')
    if (!buttons || buttons.length === 0) return
    const first = buttons[0]
    const last = buttons[buttons.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return createPortal(
    <div className="mf-w0021-dialog__mask">
      <div
        ref={boxRef}
        className="mf-w0021-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="mf-w0021-dialog__title">
          {title}
        </h2>
        <p id={messageId} className="mf-w0021-dialog__message">
          {message}
        </p>
        <div className="mf-w0021-dialog__actions">
          <button type="button" className="mf-w0021-dialog__cancel" onClick={onCancel}>
            {cancelText}
          </button>
          <button ref={okRef} type="button" className="mf-w0021-dialog__ok" onClick={onOk}>
            {okText}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  )
}
