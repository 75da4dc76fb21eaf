import { useCallback, useEffect, useState } from 'react'
import { hasUnsavedChanges } from '../store/autosave.ts'
import { navigateAnyway, setLeaveGuard } from './location.ts'

export interface LeaveGuard {
  /** True while the 有未保存的修改 confirm is up. */
  asking: boolean
  /** Runs `leave` at once when everything is saved, otherwise after the operator confirms. */
  request: (leave: () => void) => void
  confirm: () => void
  cancel: () => void
}

/**
 * Keeps unsaved changes from being lost by leaving: the browser's own prompt on reload or close
 * (beforeunload), and the editor's confirm for in-app navigation, back/forward and sign-out.
 */
export function useLeaveGuard(): LeaveGuard {
  const [pending, setPending] = useState<(() => void) | null>(null)

  const request = useCallback((leave: () => void) => {
    if (hasUnsavedChanges()) setPending(() => leave)
    else leave()
  }, [])

  useEffect(() => {
    function onBeforeUnload(event: BeforeUnloadEvent) {
      if (!hasUnsavedChanges()) return
      event.preventDefault()
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    setLeaveGuard((to) => {
      if (!hasUnsavedChanges()) return true
      setPending(() => () => navigateAnyway(to))
      return false
    })
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      setLeaveGuard(null)
    }
  }, [])

  const confirm = useCallback(() => {
    const leave = pending
    setPending(null)
    leave?.()
  }, [pending])

  const cancel = useCallback(() => setPending(null), [])

  return { asking: pending !== null, request, confirm, cancel }
}
