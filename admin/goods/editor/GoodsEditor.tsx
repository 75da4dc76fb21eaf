import { useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useNavigate } from 'react-router-dom'
import type { BrandView, CategoryNode } from '../../../schemas/api/admin/catalogue.ts'
import type { VipGradeOption } from '../../../schemas/api/admin/goods.ts'
import { toast } from '../../../runtime/components/toast/toast.ts'
import { adminApi, FieldsRefusal } from '../../api.ts'
import { FormError } from '../../kit/FormField.tsx'
import { useFocusInvalid } from '../../settings/forms.ts'
import { sessionEnded } from '../../shell/access.ts'
import { RichTextEditor } from '../rich-text/RichTextEditor.tsx'
import { BasicSection } from './BasicSection.tsx'
import { EditorNav } from './EditorNav.tsx'
import { EditorSection } from './EditorSection.tsx'
import type { GoodsForm } from './form-model.ts'
import { formToBody, memberPaths } from './form-to-body.ts'
import { ImagesField } from './ImagesField.tsx'
import { LeaveGuard } from './LeaveGuard.tsx'
import { SaleSection } from './SaleSection.tsx'
import { SpecSection } from './SpecSection.tsx'
import { StaffSection } from './StaffSection.tsx'
import { TypeSection } from './TypeSection.tsx'
import { useFieldErrors } from './use-field-errors.ts'
import { GOODS_LIMITS } from '../../../schemas/goods-rules.ts'

export const SECTIONS = [
  { id: 'gd-basic', label: '基本信息' },
  { id: 'gd-pics', label: '商品图片' },
  { id: 'gd-skus', label: '规格与库存' },
  { id: 'gd-detail', label: '商品详情' },
  { id: 'gd-type', label: '商品类型' },
  { id: 'gd-staff', label: '员工内购' },
  { id: 'gd-sale', label: '赠品与上架' },
] as const

/**
 * The goods form: the sections with their anchors, the field messages of the shared rules (on
 * leaving a field, and all of them on 保存 with the focus on the first), the server's refusals
 * under their fields, and 取消 / 保存 / 保存并上架 in a bar that stays at the bottom of the window.
 */
export function GoodsEditor({
  goodsId,
  initial,
  categories,
  brands,
  grades,
}: {
  goodsId: number | null
  initial: GoodsForm
  categories: CategoryNode[]
  brands: BrandView[]
  grades: VipGradeOption[]
}) {
  const navigate = useNavigate()
  const [form, setForm] = useState(initial)
  const [baseline, setBaseline] = useState(() => JSON.stringify(initial))
  const [saving, setSaving] = useState<'save' | 'onsale' | null>(null)
  const [formError, setFormError] = useState('')
  const formRef = useRef<HTMLFormElement>(null)
  const focusInvalid = useFocusInvalid(formRef)
  const { errors } = useMemo(() => formToBody(form, categories), [form, categories])
  const { messages, setSubmitted, setServer } = useFieldErrors(errors)
  const dirty = JSON.stringify(form) !== baseline

  function change(patch: Partial<GoodsForm>, ...paths: string[]) {
    setForm((previous) => ({ ...previous, ...patch }))
    for (const path of paths) messages.edited(path)
  }
  const section = { form, change, messages }

  async function save(onsale: boolean) {
    if (saving) return
    const { body, errors: problems } = formToBody(form, categories, onsale ? 'onsale' : form.approve_status)
    setSubmitted(true)
    setFormError('')
    const count = Object.keys(problems).length
    if (count > 0) {
      focusInvalid()
      toast.error(`商品信息有${count}处需要修改`)
      return
    }
    setSaving(onsale ? 'onsale' : 'save')
    try {
      if (goodsId === null) await adminApi.createGoods(body)
      else await adminApi.updateGoods(goodsId, body)
      toast.success('保存成功')
      // The form is clean before leaving, so the leave guard lets the list open.
      flushSync(() => setBaseline(JSON.stringify(form)))
      navigate('/goods')
    } catch (failure) {
      if (sessionEnded(failure)) return
      const message = failure instanceof Error ? failure.message : '保存失败，请重试'
      toast.error(message)
      if (failure instanceof FieldsRefusal) {
        setServer(memberPaths(failure.fields, body))
        focusInvalid()
      } else setFormError(message)
    } finally {
      setSaving(null)
    }
  }

  const picsError = messages.error('pics') ?? form.pics.map((_, index) => messages.error(`pics.${index}`)).find(Boolean)

  return (
    <div className="gd-editor">
      <EditorNav sections={SECTIONS} />
      <form
        ref={formRef}
        className="gd-editor__form"
        noValidate
        aria-label={goodsId === null ? '新增商品' : '编辑商品'}
        onSubmit={(event) => event.preventDefault()}
      >
        <FormError message={formError} />
        <BasicSection {...section} categories={categories} brands={brands} />
        <EditorSection id="gd-pics" title="商品图片">
          <ImagesField
            images={form.pics}
            max={GOODS_LIMITS.picsMax}
            error={picsError}
            onChange={(pics) => change({ pics }, 'pics', ...form.pics.map((_, index) => `pics.${index}`))}
          />
        </EditorSection>
        <SpecSection {...section} grades={grades} />
        <EditorSection id="gd-detail" title="商品详情">
          <RichTextEditor
            label="商品详情"
            value={form.description}
            error={messages.error('description')}
            onChange={(description) => change({ description }, 'description')}
          />
        </EditorSection>
        <TypeSection {...section} />
        <StaffSection {...section} />
        <SaleSection {...section} />
      </form>
      <footer className="gd-editor__footer">
        <span className="gd-editor__state" aria-live="polite">
          {dirty ? '有未保存的修改' : goodsId === null ? '' : '所有修改已保存'}
        </span>
        <button type="button" className="dz-btn" onClick={() => navigate('/goods')}>
          取消
        </button>
        <button type="button" className="dz-btn" disabled={saving !== null} onClick={() => void save(false)}>
          {saving === 'save' ? '保存中…' : '保存'}
        </button>
        <button
          type="button"
          className="dz-btn dz-btn--primary"
          disabled={saving !== null}
          onClick={() => void save(true)}
        >
          {saving === 'onsale' ? '保存中…' : '保存并上架'}
        </button>
      </footer>
      <LeaveGuard dirty={dirty && saving === null} />
    </div>
  )
}
