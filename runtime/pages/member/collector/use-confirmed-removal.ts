import { useState } from 'react'
import { useRevalidator } from 'react-router-dom'
import { toast } from '../../../components/toast/toast.ts'

/**
 * A removal that asks first: `ask(target)` opens the confirm dialog, `confirm()` runs the call,
 * shows the success toast and reads the page's data again. A failure keeps the dialog open; the
 * API client has already shown the server's message.
 */
export function useConfirmedRemoval<T>(remove: (target: T) => Promise<unknown>, successMessage: string) {
  const revalidator = useRevalidator()
  const [target, setTarget] = useState<T | null>(null)
  const [busy, setBusy] = useState(false)

  async function confirm() {
    if (target === null || busy) return
    setBusy(true)
    try {
      await remove(target)
      toast.success(successMessage)
      setTarget(null)
      void revalidator.revalidate()
    } catch {
      // Shown by the API client.
    } finally {
      setBusy(false)
    }
  }

  return { target, busy, ask: (next: T) => setTarget(next), cancel: () => setTarget(null), confirm }
}
