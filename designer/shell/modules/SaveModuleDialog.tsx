import { useEffect, useState } from 'react'
import { editorStore } from '../../store/editor-store.ts'
import { ModuleNameDialog, useModuleNameForm } from './module-name-form.tsx'
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
  const form = useModuleNameForm()
  const { reset } = form
  const [picture, setPicture] = useState<Picture>({ state: 'drawing' })

  useEffect(() => {
    if (!panelUuid) return
    reset('')
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
  }, [panelUuid, reset])

  const submit = form.submit(async (name) => {
    if (!panelUuid || picture.state === 'drawing') return false
    const panel = savablePanel(editorStore.getState(), panelUuid)
    if (!panel) {
      onClose()
      return true
    }
    const saved = await saveModule(name, panel, picture.state === 'ready' ? picture.blob : null)
    if (saved) onClose()
    return saved !== null
  })

  return (
    <ModuleNameDialog
      open={panelUuid !== null}
      title="保存为组合模块"
      width={480}
      className="dz-module-dialog"
      form={form}
      onSubmit={submit}
      onClose={onClose}
    >
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
    </ModuleNameDialog>
  )
}
