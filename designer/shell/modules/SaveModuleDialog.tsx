import { useEffect, useState, type FormEvent } from 'react'
import { MODULE_NAME_MAX, MODULE_NAME_REQUIRED } from '../../../schemas/api/combined-modules.ts'
import { Modal } from '../../../runtime/components/modal/Modal.tsx'
import { sessionExpired } from '../access/access-store.ts'
import { editorStore } from '../../store/editor-store.ts'
import { FormField } from '../pages/FormField.tsx'
import { PageFormFooter } from '../pages/PageFormParts.tsx'
import { panelPicture, savablePanel, saveModule } from './save-module.ts'
import './modules.css'

export interface SaveModuleDialogProps {
  /** The free panel to save; null while closed. */
  panelUuid: string | null
  onClose: () => void
}

type Picture = { state: 'drawing' } | { state: 'ready'; blob: Blob; url: string } | { state: 'failed' }

/**
 * 保存为组合模块: a name (required, up to 30 characters) and the preview picture drawn from the
 * panel on the canvas, shown as it will be saved. 保存 uploads the picture, then saves the module.
 */
export function SaveModuleDialog({ panelUuid, onClose }: SaveModuleDialogProps) {
  const [name, setName] = useState('')
  const [error, setError] = useState('')
  const [serverError, setServerError] = useState('')
  const [busy, setBusy] = useState(false)
  const [picture, setPicture] = useState<Picture>({ state: 'drawing' })

  useEffect(() => {
    if (!panelUuid) return
    setName('')
    setError('')
    setServerError('')
    setBusy(false)
    setPicture({ state: 'drawing' })
    let current = true
    let url = ''
    void panelPicture(panelUuid).then((blob) => {
      if (!current) return
      if (!blob) return setPicture({ state: 'failed' })
      url = URL.createObjectURL(blob)
      setPicture({ state: 'ready', blob, url })
    })
    return () => {
      current = false
      if (url) URL.revokeObjectURL(url)
    }
  }, [panelUuid])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!panelUuid || busy || picture.state === 'drawing') return
    const trimmed = name.trim()
    setError(trimmed ? '' : MODULE_NAME_REQUIRED)
    if (!trimmed) return
    const panel = savablePanel(editorStore.getState(), panelUuid)
    if (!panel) return onClose()
    setBusy(true)
    setServerError('')
    try {
      const saved = await saveModule(trimmed, panel, picture.state === 'ready' ? picture.blob : null)
      if (saved) onClose()
      else setBusy(false)
    } catch (failure) {
      if (sessionExpired(failure)) return
      setServerError(failure instanceof Error ? failure.message : '保存失败')
      setBusy(false)
    }
  }

  return (
    <Modal
      open={panelUuid !== null}
      title="保存为组合模块"
      width={480}
      height="auto"
      onClose={onClose}
      className="dz-dialog dz-module-dialog"
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
        <figure className="dz-module-dialog__preview">
          {picture.state === 'ready' && <img src={picture.url} alt="组合模块预览图" />}
          <figcaption className="dz-field__help" aria-live="polite">
            {picture.state === 'drawing'
              ? '正在生成预览图…'
              : picture.state === 'ready'
                ? '预览图（保存时上传到图片库）'
                : '预览图生成失败，保存时将提示组合模块图片保存失败'}
          </figcaption>
        </figure>
        <PageFormFooter serverError={serverError} busy={busy} label="保存" busyLabel="保存中…" onClose={onClose} />
      </form>
    </Modal>
  )
}
