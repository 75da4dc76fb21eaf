import { useEffect, useRef } from 'react'
import { useStore } from 'zustand'
import { toastStore, type ToastKind } from './toast.ts'
import './toast.css'

const ICONS: Record<ToastKind, string> = { success: '✓', error: '✕', warning: '!', info: 'i' }

/**
 * Renders the current toasts; mount once near the root of the page. Errors are alerts so screen
 * readers interrupt with them; the rest are polite status messages. Once a toast comes the list
 * becomes a manual popover, shown again with every new toast, so it sits above any modal dialog opened before it (a
 * dialog's backdrop would otherwise cover it).
 */
export function Toaster() {
  const toasts = useStore(toastStore, (state) => state.toasts)
  const list = useRef<HTMLDivElement>(null)
  const newest = toasts.at(-1)?.id

  useEffect(() => {
    const element = list.current
    if (!element || newest === undefined || typeof element.showPopover !== 'function') return
    if (element.popover !== 'manual') element.popover = 'manual'
    else if (element.matches(':popover-open')) element.hidePopover()
    element.showPopover()
  }, [newest])

  return (
    <div ref={list} className="mf-toaster" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`mf-toast mf-toast--${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
          <span className="mf-toast__icon" aria-hidden="true">
            {ICONS[t.kind]}
          </span>
          <span className="mf-toast__text">{t.message}</span>
        </div>
      ))}
    </div>
  )
}
