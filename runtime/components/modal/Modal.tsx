import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { lockBodyScroll } from './scroll-lock.ts'
import './modal.css'

/** A closed dialog stays in the document this long (its fade-out) before it is destroyed. */
export const DESTROY_DELAY_MS = 300

export type CloseReason = 'icon' | 'mask' | 'cancel' | 'ok' | 'escape'

export interface ModalProps {
  open: boolean
  title?: ReactNode
  /** Defaults 800 × 600 (spec 2.8). */
  width?: number
  height?: number | 'auto'
  /** Clicking the mask closes only when this is on. */
  maskClosable?: boolean
  /** Custom placement of the box, e.g. the confirm dialog's 30% from the top. */
  top?: string
  footer?: ReactNode
  className?: string
  onClose: (reason: CloseReason) => void
  children?: ReactNode
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** role=dialog aria-modal: locks body scroll, traps focus, restores both when it closes. */
export function Modal({
  open,
  title,
  width = 800,
  height = 600,
  maskClosable = false,
  top,
  footer,
  className,
  onClose,
  children,
}: ModalProps) {
  const [mounted, setMounted] = useState(open)
  const box = useRef<HTMLDivElement>(null)
  const titleId = useId()

  useEffect(() => {
    if (open) {
      setMounted(true)
      return
    }
    const timer = setTimeout(() => setMounted(false), DESTROY_DELAY_MS)
    return () => clearTimeout(timer)
  }, [open])

  useEffect(() => {
    if (!open) return
    const unlock = lockBodyScroll()
    const opener = document.activeElement as HTMLElement | null
    const first = box.current?.querySelector<HTMLElement>(FOCUSABLE)
    ;(first ?? box.current)?.focus()
    return () => {
      unlock()
      opener?.focus?.()
    }
  }, [open])

  if (!(open || mounted) || typeof document === 'undefined') return null

  function trapFocus(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose('escape')
      return
    }
    if (event.key !== 'Tab' || !box.current) return
    const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    if (items.length === 0) {
      event.preventDefault()
      return
    }
    const firstItem = items[0]!
    const lastItem = items[items.length - 1]!
    if (event.shiftKey && document.activeElement === firstItem) {
      event.preventDefault()
      lastItem.focus()
    } else if (!event.shiftKey && document.activeElement === lastItem) {
      event.preventDefault()
      firstItem.focus()
    }
  }

  const style: CSSProperties = { width, height, ...(top ? { top, transform: 'translateX(-50%)' } : {}) }
  return createPortal(
    <div className={`mf-modal${open ? ' is-open' : ' is-closing'}${className ? ` ${className}` : ''}`}>
      <div className="mf-modal__mask" aria-hidden="true" onClick={() => maskClosable && onClose('mask')} />
      <div
        ref={box}
        className="mf-modal__box"
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        tabIndex={-1}
        style={style}
        onKeyDown={trapFocus}
      >
        {title && (
          <h2 className="mf-modal__title" id={titleId}>
            {title}
          </h2>
        )}
        <button type="button" className="mf-modal__close" aria-label="关闭" onClick={() => onClose('icon')}>
          ×
        </button>
        <div className="mf-modal__body">{children}</div>
        {footer && <div className="mf-modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  )
}
