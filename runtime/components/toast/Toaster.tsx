import { useStore } from 'zustand'
import { toastStore, type ToastKind } from './toast.ts'
import './toast.css'

const ICONS: Record<ToastKind, string> = { success: '✓', error: '✕', warning: '!', info: 'i' }

/**
 * Renders the current toasts; mount once near the root of the page. Errors are alerts so screen
 * readers interrupt with them; the rest are polite status messages.
 */
export function Toaster() {
  const toasts = useStore(toastStore, (state) => state.toasts)
  return (
    <div className="mf-toaster" aria-live="polite">
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
