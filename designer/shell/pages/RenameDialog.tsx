import { useEffect, useState, type FormEvent } from 'react'
import type { DesignerTemplate, UpdateTemplateBody } from '../../../schemas/api/designer.ts'
import { Modal } from '../../../runtime/components/modal/Modal.tsx'
import { designerApi } from '../../api/client.ts'
import { sessionExpired } from '../access/access-store.ts'
import { normalisePath, pathError, titleError } from './page-form.ts'
import { PageFormFooter, PagePathField, PageTitleField } from './PageFormParts.tsx'

export interface RenameDialogProps {
  /** The page being renamed; null while closed. */
  template: DesignerTemplate | null
  onClose: () => void
  onRenamed: (template: DesignerTemplate) => void
}

/** 重命名: the page title, and for a product page its /product/ path too. */
export function RenameDialog({ template, onClose, onRenamed }: RenameDialogProps) {
  const [title, setTitle] = useState('')
  const [path, setPath] = useState('')
  const [errors, setErrors] = useState<{ title?: string; path?: string; server?: string }>({})
  const [busy, setBusy] = useState(false)
  const product = template?.page_name === 'product'

  useEffect(() => {
    if (!template) return
    setTitle(template.template_title)
    setPath(template.page_path ?? '')
    setErrors({})
    setBusy(false)
  }, [template])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!template || busy) return
    const found = { title: titleError(title), path: product ? pathError(path) : '' }
    setErrors(found)
    if (found.title || found.path) return
    const body: UpdateTemplateBody = { template_title: title.trim() }
    if (product && normalisePath(path) !== template.page_path) body.page_path = normalisePath(path)
    setBusy(true)
    try {
      onRenamed(await designerApi.updateTemplate(template.id, body))
    } catch (error) {
      if (sessionExpired(error)) return
      setErrors({ server: error instanceof Error ? error.message : '保存失败' })
      setBusy(false)
    }
  }

  return (
    <Modal open={template !== null} title="重命名" width={440} height="auto" onClose={onClose} className="dz-dialog">
      <form className="dz-form" onSubmit={submit} noValidate>
        <PageTitleField value={title} error={errors.title} onChange={setTitle} />
        {product && (
          <PagePathField value={path} error={errors.path} help="修改路径后，旧地址将无法访问" onChange={setPath} />
        )}
        <PageFormFooter serverError={errors.server} busy={busy} label="保存" busyLabel="保存中…" onClose={onClose} />
      </form>
    </Modal>
  )
}
