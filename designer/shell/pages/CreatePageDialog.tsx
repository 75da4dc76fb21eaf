import { useEffect, useState, type FormEvent } from 'react'
import { PAGE_NAME_LABELS, type DesignerTemplate, type EditablePageName } from '../../../schemas/api/designer.ts'
import { Modal } from '../../../runtime/components/modal/Modal.tsx'
import { designerApi } from '../../api/client.ts'
import { sessionExpired } from '../access/access-store.ts'
import { normalisePath, pathError, titleError } from './page-form.ts'
import { PageFormFooter, PagePathField, PageTitleField } from './PageFormParts.tsx'

export interface CreatePageDialogProps {
  open: boolean
  onClose: () => void
  onCreated: (template: DesignerTemplate) => void
}

const KINDS: ReadonlyArray<{ value: EditablePageName; note: string }> = [
  { value: 'custom', note: '活动页、专题页，地址为 /custompage?pageid=编号' },
  { value: 'product', note: '自定义地址的页面，地址为 /product/路径' },
]

/** 新建页面: a custom page, or a product page with its own /product/ path. */
export function CreatePageDialog({ open, onClose, onCreated }: CreatePageDialogProps) {
  const [kind, setKind] = useState<EditablePageName>('custom')
  const [title, setTitle] = useState('')
  const [path, setPath] = useState('')
  const [errors, setErrors] = useState<{ title?: string; path?: string; server?: string }>({})
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!open) return
    setKind('custom')
    setTitle('')
    setPath('')
    setErrors({})
    setBusy(false)
  }, [open])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = { title: titleError(title), path: kind === 'product' ? pathError(path) : '' }
    setErrors(found)
    if (found.title || found.path || busy) return
    setBusy(true)
    try {
      const template = await designerApi.createTemplate({
        page_name: kind,
        template_title: title.trim(),
        ...(kind === 'product' ? { page_path: normalisePath(path) } : {}),
      })
      onClose()
      onCreated(template)
    } catch (error) {
      if (sessionExpired(error)) return
      setErrors({ server: error instanceof Error ? error.message : '创建失败' })
      setBusy(false)
    }
  }

  return (
    <Modal open={open} title="新建页面" width={480} height="auto" onClose={onClose} className="dz-dialog">
      <form className="dz-form" onSubmit={submit} noValidate>
        <fieldset className="dz-form__kinds">
          <legend className="dz-field__label">页面类型</legend>
          {KINDS.map((option) => (
            <label key={option.value} className={`dz-kind${kind === option.value ? ' is-checked' : ''}`}>
              <input
                type="radio"
                name="page_name"
                value={option.value}
                checked={kind === option.value}
                onChange={() => setKind(option.value)}
              />
              <span className="dz-kind__title">{PAGE_NAME_LABELS[option.value]}</span>
              <span className="dz-kind__note">{option.note}</span>
            </label>
          ))}
        </fieldset>
        <PageTitleField value={title} error={errors.title} placeholder="例如：双十一会场" onChange={setTitle} />
        {kind === 'product' && (
          <PagePathField
            value={path}
            error={errors.path}
            help="小写字母、数字、- 和 _，可用 / 分隔多级"
            onChange={setPath}
          />
        )}
        <PageFormFooter
          serverError={errors.server}
          busy={busy}
          label="创建并编辑"
          busyLabel="创建中…"
          onClose={onClose}
        />
      </form>
    </Modal>
  )
}
