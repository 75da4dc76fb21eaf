import { useId, useRef, useState, type FormEvent } from 'react'
import { CATEGORY_NAME_MAX, type CategoryNode } from '../../schemas/api/admin/catalogue.ts'
import { toast } from '../../runtime/components/toast/toast.ts'
import { adminApi } from '../api.ts'
import { Drawer } from '../kit/Drawer.tsx'
import { FormError, FormField } from '../kit/FormField.tsx'
import { hasErrors, refusal, useFocusFirst, useFocusInvalid, type Errors } from '../settings/forms.ts'
import { ImagePicker } from './ImagePicker.tsx'

type Field = 'name' | 'image'

const FIELDS = {
  CATEGORY_NAME_REQUIRED: 'name',
  CATEGORY_NAME_TOO_LONG: 'name',
  CATEGORY_NAME_TAKEN: 'name',
  CATALOGUE_IMAGE_INVALID: 'image',
} as const

export const CATEGORY_NAME_MESSAGE = '请输入分类名称'

/** What the drawer is for: a new category under `parent` (null: a top one), or editing `node`. */
export type CategoryDialog =
  | { mode: 'create'; parent: CategoryNode | null; path: string }
  | { mode: 'edit'; node: CategoryNode; path: string }

/** 新增分类 / 编辑分类: the name, the picture the shop's category page shows, and whether shoppers see it. */
export function CategoryDrawer({
  dialog,
  onClose,
  onDone,
}: {
  dialog: CategoryDialog | null
  onClose: () => void
  onDone: (node: CategoryNode) => void
}) {
  const node = dialog?.mode === 'edit' ? dialog.node : null
  const [name, setName] = useState(node?.category_name ?? '')
  const [image, setImage] = useState(node?.image_url ?? '')
  const [shown, setShown] = useState(node ? node.is_show === 1 : true)
  const [errors, setErrors] = useState<Errors<Field>>({})
  const [busy, setBusy] = useState(false)
  const formId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const focusInvalid = useFocusInvalid(formRef)
  useFocusFirst(formRef, dialog !== null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy || !dialog) return
    const trimmed = name.trim()
    const found: Errors<Field> = {
      name: !trimmed
        ? CATEGORY_NAME_MESSAGE
        : [...trimmed].length > CATEGORY_NAME_MAX
          ? `分类名称不能超过${CATEGORY_NAME_MAX}个字`
          : undefined,
    }
    setErrors(found)
    if (hasErrors(found)) return focusInvalid()
    setBusy(true)
    const body = { category_name: trimmed, image_url: image, is_show: shown ? 1 : 0 } as const
    try {
      const saved =
        dialog.mode === 'edit'
          ? await adminApi.updateCategory(dialog.node.id, body)
          : await adminApi.createCategory({ ...body, parent_id: dialog.parent?.id ?? null })
      toast.success(dialog.mode === 'edit' ? '已保存' : `已新增分类「${saved.category_name}」`)
      onDone(saved)
    } catch (failure) {
      const refused = refusal<Field>(failure, FIELDS)
      if (refused) {
        setErrors(refused)
        focusInvalid()
      }
    } finally {
      setBusy(false)
    }
  }

  const title = !dialog
    ? ''
    : dialog.mode === 'edit'
      ? `编辑分类 ${dialog.node.category_name}`
      : dialog.parent
        ? `添加子分类 到 ${dialog.parent.category_name}`
        : '新增一级分类'

  return (
    <Drawer
      title={title}
      open={dialog !== null}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="dz-btn" onClick={onClose}>
            取消
          </button>
          <button type="submit" form={formId} className="dz-btn dz-btn--primary" disabled={busy}>
            {busy ? '保存中…' : '保存'}
          </button>
        </>
      }
    >
      <form id={formId} ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <FormError message={errors.form} />
        <dl className="cg-facts">
          <dt>上级分类</dt>
          <dd>{dialog?.path || '无（一级分类）'}</dd>
        </dl>
        <FormField
          label="分类名称"
          value={name}
          onChange={(value) => {
            setName(value)
            setErrors((current) => ({ ...current, name: undefined }))
          }}
          error={errors.name}
          maxLength={CATEGORY_NAME_MAX}
          placeholder="如：手机、笔记本电脑"
          help={`最多${CATEGORY_NAME_MAX}个字，同一级下不能重名`}
        />
        <ImagePicker
          label="分类图片"
          value={image}
          onChange={(url) => {
            setImage(url)
            setErrors((current) => ({ ...current, image: undefined }))
          }}
          error={errors.image}
          help="选填；显示在商城的分类页，建议 200×200 像素的正方形图片"
        />
        <label className="cg-check">
          <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} />
          在商城显示
        </label>
        <p className="dz-field__help cg-check__help">
          隐藏后，该分类及其子分类不出现在商城的分类菜单中，按该分类筛选不到商品；商品本身仍可通过链接访问。
        </p>
      </form>
    </Drawer>
  )
}
