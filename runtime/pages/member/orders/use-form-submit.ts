import { useState } from 'react'
import { ApiError } from '../../../api/api-error.ts'

/**
 * A member form's sending: one call at a time, the form busy meanwhile, and what stops it (the
 * server's refusal, or a general word) kept for the form's alert. After a success that leaves the
 * page (`stayBusy`), the form stays busy so it cannot be sent twice.
 */
export function useFormSubmit() {
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  async function send(task: () => Promise<void>, stayBusy: boolean): Promise<void> {
    setBusy(true)
    setError('')
    try {
      await task()
      if (!stayBusy) setBusy(false)
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : '提交失败，请稍后重试')
      setBusy(false)
    }
  }

  return { error, setError, busy, send }
}
