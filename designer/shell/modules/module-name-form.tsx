import { useCallback, useState, type FormEvent, type ReactNode } from 'react'
import { Modal } from '../../../runtime/components/modal/Modal.tsx'
import { MODULE_NAME_MAX, MODULE_NAME_REQUIRED } from '../../../schemas/api/combined-modules.ts'
import { sessionExpired } from '../access/access-store.ts'
import { FormField } from '../pages/FormField.tsx'
import { PageFormFooter } from '../pages/PageFormParts.tsx'

/**
 * The name form both combined-module dialogs share (保存为组合模块, 重命名): the name, its
 * required-field message, the server's refusal and the busy state while the request runs.
 */

export interface ModuleNameForm {
  name: string
  setName: (name: string) => void
  error: string
  serverError: string
  busy: boolean
  /** Back to a fresh form showing `name`. */
  reset: (name: string) => void
  /** The submit handler: checks the name, then runs `save` with it trimmed; `save` answers whether the dialog is done. */
  submit: (save: (name: string) => Promise<boolean>) => (event: FormEvent<HTMLFormElement>) => Promise<void>
}

export function useModuleNameForm(): ModuleNameForm {
  const [name, setName] = useState('')
  const [error, setError] = useState('')
  const [serverError, setServerError] = useState('')
  const [busy, setBusy] = useState(false)

  const reset = useCallback((initial: string) => {
    setName(initial)
    setError('')
    setServerError('')
    setBusy(false)
  }, [])

  const submit = (save: (name: string) => Promise<boolean>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const trimmed = name.trim()
    setError(trimmed ? '' : MODULE_NAME_REQUIRED)
    if (!trimmed) return
    setBusy(true)
    setServerError('')
    try {
      if (!(await save(trimmed))) setBusy(false)
    } catch (failure) {
      if (sessionExpired(failure)) return
      setServerError(failure instanceof Error ? failure.message : '保存失败')
      setBusy(false)
    }
  }

  // A name typed after the refusal takes the message away.
  const typeName = (value: string) => {
    setName(value)
    if (value.trim()) setError('')
  }

  return { name, setName: typeName, error, serverError, busy, reset, submit }
}

export interface ModuleNameDialogProps {
  open: boolean
  title: string
  width: number
  className?: string
  form: ModuleNameForm
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>
  onClose: () => void
  /** What the dialog shows under the name (the preview picture). */
  children?: ReactNode
}

/** A dialog of a module name form: 名称, what the dialog adds, and 保存 / 取消 with the server's refusal. */
export function ModuleNameDialog({
  open,
  title,
  width,
  className,
  form,
  onSubmit,
  onClose,
  children,
}: ModuleNameDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      height="auto"
      onClose={onClose}
      className={className ? `dz-dialog ${className}` : 'dz-dialog'}
    >
      <form className="dz-form" onSubmit={onSubmit} noValidate>
        <ModuleNameField form={form} />
        {children}
        <PageFormFooter
          serverError={form.serverError}
          busy={form.busy}
          label="保存"
          busyLabel="保存中…"
          onClose={onClose}
        />
      </form>
    </Modal>
  )
}

/** The 名称 field of a module name form. */
function ModuleNameField({ form }: { form: ModuleNameForm }) {
  return (
    <FormField label="名称" error={form.error}>
      {(props) => (
        <input
          {...props}
          className="dz-input"
          value={form.name}
          maxLength={MODULE_NAME_MAX}
          placeholder={MODULE_NAME_REQUIRED}
          onChange={(event) => form.setName(event.target.value)}
          autoFocus
        />
      )}
    </FormField>
  )
}
