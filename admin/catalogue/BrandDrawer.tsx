import { useId, useRef, useState, type FormEvent } from 'react'
import { BRAND_NAME_MAX, type BrandView } from '../../schemas/api/admin/catalogue.ts'
import { toast } from '../../runtime/components/toast/toast.ts'
import { adminApi } from '../api.ts'
import { Drawer } from '../kit/Drawer.tsx'
import { FormError, FormField } from '../kit/FormField.tsx'
import { hasErrors, refusal, useFocusFirst, useFocusInvalid, type Errors } from '../settings/forms.ts'
import { ImagePicker } from './ImagePicker.tsx'

type Field = 'name' | 'logo' | 'sort'

const FIELDS = {
  BRAND_NAME_REQUIRED: 'name',
  BRAND_NAME_TOO_LONG: 'name',
  BRAND_NAME_TAKEN: 'name',
  CATALOGUE_IMAGE_INVALID: 'logo',
} as const

export const BRAND_NAME_MESSAGE = '请输入品牌名称'
export const BRAND_SORT_MESSAGE = '排序须为0-999999的整数'
const SORT_MAX = 999_999

/** The form's checks, the server's rules mirrored so a mistake is shown before anything is sent. */
export function checkBrandForm(form: { name: string; sort: string }): Errors<Field> {
  const name = form.name.trim()
  const sort = form.sort.trim()
  return {
    name: !name
      ? BRAND_NAME_MESSAGE
      : [...name].length > BRAND_NAME_MAX
        ? `品牌名称不能超过${BRAND_NAME_MAX}个字`
        : undefined,
    sort: sort === '' || (/^\d+$/.test(sort) && Number(sort) <= SORT_MAX) ? undefined : BRAND_SORT_MESSAGE,
  }
}

/** 新增品牌 / 编辑品牌: the name (unique in the shop), the logo and the sort weight. */
export function BrandDrawer({
  open,
  brand,
  onClose,
  onDone,
}: {
  open: boolean
  /** The brand being edited; null for a new one. */
  brand: BrandView | null
  onClose: () => void
  onDone: () => void
}) {
  const [form, setForm] = useState({ name: brand?.name ?? '', sort: String(brand?.sort ?? 0) })
  const [logo, setLogo] = useState(brand?.logo ?? '')
  const [errors, setErrors] = useState<Errors<Field>>({})
  const [busy, setBusy] = useState(false)
  const formId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const focusInvalid = useFocusInvalid(formRef)
  useFocusFirst(formRef, open)

  const change = (field: 'name' | 'sort') => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const found = checkBrandForm(form)
    setErrors(found)
    if (hasErrors(found)) return focusInvalid()
    setBusy(true)
    const body = { name: form.name.trim(), logo, sort: Number(form.sort.trim() || 0) }
    try {
      if (brand) await adminApi.updateBrand(brand.id, body)
      else await adminApi.createBrand(body)
      toast.success(brand ? '已保存' : `已新增品牌「${body.name}」`)
      onDone()
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

  return (
    <Drawer
      title={brand ? `编辑品牌 ${brand.name}` : '新增品牌'}
      open={open}
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
        <FormField
          label="品牌名称"
          value={form.name}
          onChange={change('name')}
          error={errors.name}
          maxLength={BRAND_NAME_MAX}
          placeholder="如：华为、Apple"
          help="商城内不能重名"
        />
        <ImagePicker
          label="品牌 Logo"
          shape="wide"
          value={logo}
          onChange={(url) => {
            setLogo(url)
            setErrors((current) => ({ ...current, logo: undefined }))
          }}
          error={errors.logo}
          help="选填；显示在商品列表的品牌筛选中，建议 200×100 像素、透明或白色背景"
        />
        <FormField
          label="排序"
          value={form.sort}
          onChange={change('sort')}
          error={errors.sort}
          inputMode="numeric"
          maxLength={6}
          style={{ width: 160 }}
          help="数字越小越靠前"
        />
      </form>
    </Drawer>
  )
}
