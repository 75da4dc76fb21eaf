import { useState } from 'react'
import { Modal } from '../../runtime/components/modal/Modal.tsx'
import { MOD } from '../actions/platform.ts'

export interface ConflictDialogProps {
  open: boolean
  /** Loads the server's draft in place of the operator's (which stays one undo away). */
  onReload: () => Promise<void>
  /** Saves the operator's version over the server's. */
  onOverwrite: () => void
}

/**
 * A save was refused (409): someone saved this page in another tab or as another operator since
 * this editor loaded it. Nothing is lost either way, and the dialog says how.
 */
export function ConflictDialog({ open, onReload, onOverwrite }: ConflictDialogProps) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  async function reload() {
    setBusy(true)
    setError('')
    try {
      await onReload()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '加载失败')
    } finally {
      setBusy(false)
    }
  }

  return (
    // Closing without choosing would leave the editor unable to save, so the dialog insists.
    <Modal
      open={open}
      title="页面已被其他人修改"
      width={480}
      height="auto"
      onClose={() => undefined}
      className="dz-dialog dz-dialog--conflict"
    >
      <div className="dz-conflict">
        <p>在您编辑期间，这个页面已在其他窗口或由其他运营人员保存过，您最近的修改还没有保存。请选择：</p>
        <dl className="dz-conflict__choices">
          <dt>重新加载</dt>
          <dd>载入服务器上的最新版本。您的版本不会丢失：按一次「撤销」（{MOD}+Z）即可恢复。</dd>
          <dt>覆盖保存</dt>
          <dd>用您当前的版本覆盖服务器上的版本，对方的修改将被替换。</dd>
        </dl>
        {error && (
          <p className="dz-form__error" role="alert">
            {error}
          </p>
        )}
        <div className="dz-form__footer">
          <button type="button" className="dz-btn" disabled={busy} onClick={() => void reload()}>
            {busy ? '加载中…' : '重新加载'}
          </button>
          <button type="button" className="dz-btn dz-btn--primary" disabled={busy} onClick={onOverwrite}>
            覆盖保存
          </button>
        </div>
      </div>
    </Modal>
  )
}
