import { useEffect } from 'react'
import { useBlocker } from 'react-router-dom'
import { ConfirmDialog } from '../../../runtime/components/modal/ConfirmDialog.tsx'

export const LEAVE_MESSAGE = '有未保存的修改，确定离开吗？离开后这些修改将丢失。'

/**
 * Asks before leaving a form with unsaved changes: a console link or 取消 asks in a dialog, closing
 * or reloading the tab asks through the browser.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  )

  useEffect(() => {
    if (!dirty) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [dirty])

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="离开此页？"
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {LEAVE_MESSAGE}
    </ConfirmDialog>
  )
}
