import { useEffect, useState, type FormEvent } from 'react'
import { MODULE_NAME_MAX, MODULE_NAME_REQUIRED, type CombinedModule } from '../../../schemas/api/combined-modules.ts'
import { Modal } from '../../../runtime/components/modal/Modal.tsx'
import { designerApi } from '../../api/client.ts'
import { sessionExpired } from '../access/access-store.ts'
import { FormField } from '../pages/FormField.tsx'
import { PageFormFooter } from '../pages/PageFormParts.tsx'

export interface RenameModuleDialogProps {
  /** The module being renamed; null while closed. */
  module: CombinedModule | null
  onClose: () => void
  onRenamed: (module: CombinedModule) => void
}

/** 重命名 of a combined module: its name, required, up to 30 characters. */
export function RenameModuleDialog({ module, onClose, onRenamed }: RenameModuleDialogProps) {
  const [name, setName] = useState('')
  const [error, setError] = useState('')
  const [serverError, setServerError] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!module) return
    setName(module.name)
    setError('')
    setServerError('')
    setBusy(false)
  }, [module])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!module || busy) return
    const trimmed = name.trim()
    setError(trimmed ? '' : MODULE_NAME_REQUIRED)
    if (!trimmed) return
    setBusy(true)
    try {
      onRenamed(await designerApi.renameModule(module.id, trimmed))
    } catch (failure) {
      if (sessionExpired(failure)) return
      setServerError(failure instanceof Error ? failure.message : '保存失败')
      setBusy(false)
    }
  }

  return (
    <Modal
      open={module !== null}
      title="重命名组合模块"
      width={440}
      height="auto"
      onClose={onClose}
      className="dz-dialog"
    >
      <form className="dz-form" onSubmit={submit} noValidate>
        <FormField label="名称" error={error}>
          {(props) => (
            <input
              {...props}
              className="dz-input"
              value={name}
              maxLength={MODULE_NAME_MAX}
              placeholder={MODULE_NAME_REQUIRED}
              onChange={(event) => setName(event.target.value)}
              autoFocus
            />
          )}
        </FormField>
        <PageFormFooter serverError={serverError} busy={busy} label="保存" busyLabel="保存中…" onClose={onClose} />
      </form>
    </Modal>
  )
}
