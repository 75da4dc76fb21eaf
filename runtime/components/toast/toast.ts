import { createStore } from 'zustand/vanilla'

export type ToastKind = 'success' | 'error' | 'warning' | 'info'

export interface ToastMessage {
  id: number
  kind: ToastKind
  message: string
}

interface ToastState {
  toasts: ToastMessage[]
}

/** Every toast disappears after 3 seconds (spec 8, 9). */
export const TOAST_DURATION_MS = 3000

/**
 * One store for the page: toasts are a browser-only concern, so unlike the user and global stores
 * there is nothing per-request to keep apart.
 */
export const toastStore = createStore<ToastState>()(() => ({ toasts: [] }))

let nextId = 1

function dismiss(id: number): void {
  toastStore.setState((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }))
}

function show(kind: ToastKind, message: string): void {
  // On the server nobody would ever see it, and it would linger in a process-wide store.
  if (typeof document === 'undefined') return
  const id = nextId++
  toastStore.setState((state) => ({ toasts: [...state.toasts, { id, kind, message }] }))
  setTimeout(() => dismiss(id), TOAST_DURATION_MS)
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
  info: (message: string) => show('info', message),
}
