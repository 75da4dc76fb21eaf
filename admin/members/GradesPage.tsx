import { useId, useRef, useState, type FormEvent } from 'react'
import type { GradeView } from '../../schemas/api/admin/members.ts'
import { centsToYuan, yuanToCents } from '../../schemas/goods-rules.ts'
import { discountLabel, GRADE_LIMITS, type GradeField, gradeErrors } from '../../schemas/grade-rules.ts'
import { toast } from '../../runtime/components/toast/toast.ts'
import { FieldsRefusal } from '../api.ts'
import { type Column, DataTable } from '../kit/DataTable.tsx'
import { Drawer } from '../kit/Drawer.tsx'
import { FormError, FormField } from '../kit/FormField.tsx'
import { money } from '../kit/format.ts'
import { PageHeader } from '../kit/PageHeader.tsx'
import { useRemote } from '../kit/use-remote.ts'
import { hasErrors, refusal, useFocusFirst, useFocusInvalid, type Errors } from '../settings/forms.ts'
import { memberApi } from './api.ts'
import './members.css'

type Form = Record<
  'name' | 'discount' | 'price' | 'valid_days' | 'guide_title' | 'description' | 'background_color',
  string
>

const formOf = (grade: GradeView): Form => ({
  name: grade.name,
  discount: String(grade.discount),
  price: centsToYuan(grade.price),
  valid_days: String(grade.valid_days),
  guide_title: grade.guide_title,
  description: grade.description,
  background_color: grade.background_color,
})

const whole = (text: string) => (/^\s*-?\d{1,9}\s*$/.test(text) ? Number(text) : Number.NaN)

/** The form as the save body, with what cannot be read as a number marked so the rules refuse it. */
function bodyOf(form: Form) {
  return {
    name: form.name,
    discount: whole(form.discount),
    price: yuanToCents(form.price) ?? Number.NaN,
    valid_days: whole(form.valid_days),
    guide_title: form.guide_title,
    description: form.description,
    background_color: form.background_color.trim(),
  }
}

function GradeDrawer({
  grade,
  open,
  onClose,
  onDone,
}: {
  grade: GradeView
  open: boolean
  onClose: () => void
  onDone: () => void
}) {
  const [form, setForm] = useState<Form>(formOf(grade))
  const [errors, setErrors] = useState<Errors<GradeField>>({})
  const [busy, setBusy] = useState(false)
  const formId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const focusInvalid = useFocusInvalid(formRef)
  useFocusFirst(formRef, open)
  const isDefault = grade.is_default === 1

  const change = (field: keyof Form) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const body = bodyOf(form)
    const found = gradeErrors(body, isDefault) as Errors<GradeField>
    setErrors(found)
    if (hasErrors(found)) return focusInvalid()
    setBusy(true)
    try {
      const saved = await memberApi.saveGrade(grade.id, body)
      toast.success(`已保存会员等级「${saved.name}」，商城已同步`)
      onDone()
    } catch (failure) {
      const refused =
        failure instanceof FieldsRefusal ? (failure.fields as Errors<GradeField>) : refusal<GradeField>(failure, {})
      if (refused) {
        setErrors(refused)
        focusInvalid()
      }
    } finally {
      setBusy(false)
    }
  }

  const preview = whole(form.discount)
  return (
    <Drawer
      title={`编辑会员等级 ${grade.name}`}
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
          label="等级名称"
          value={form.name}
          onChange={change('name')}
          error={errors.name}
          maxLength={GRADE_LIMITS.nameMax}
          help="商城内不能重名"
        />
        <FormField
          label="会员折扣（%）"
          value={form.discount}
          onChange={change('discount')}
          error={errors.discount}
          inputMode="numeric"
          maxLength={3}
          style={{ width: 160 }}
          help={`优惠的百分比，0 表示无折扣；当前：${Number.isNaN(preview) ? '—' : discountLabel(preview)}`}
        />
        <FormField
          label="购买价格（元）"
          value={form.price}
          onChange={change('price')}
          error={errors.price}
          inputMode="decimal"
          maxLength={9}
          style={{ width: 160 }}
          disabled={isDefault}
          help={isDefault ? '默认等级是新会员的等级，不能购买' : '0 表示不能购买，只能由运营设定'}
        />
        <FormField
          label="有效天数"
          value={form.valid_days}
          onChange={change('valid_days')}
          error={errors.valid_days}
          inputMode="numeric"
          maxLength={4}
          style={{ width: 160 }}
          help="购买后多少天内有效"
        />
        <FormField
          label="引导文案"
          value={form.guide_title}
          onChange={change('guide_title')}
          error={errors.guide_title}
          maxLength={GRADE_LIMITS.guideTitleMax}
          placeholder="如：开通黄金会员，本单预计可省"
          help="显示在商品详情页，引导会员开通此等级"
        />
        <FormField
          label="等级说明"
          value={form.description}
          onChange={change('description')}
          error={errors.description}
          maxLength={GRADE_LIMITS.descriptionMax}
        />
        <FormField
          label="背景色"
          value={form.background_color}
          onChange={change('background_color')}
          error={errors.background_color}
          maxLength={7}
          placeholder="#C9A063"
          style={{ width: 160 }}
          help="会员卡背景色，留空用默认色"
        />
      </form>
    </Drawer>
  )
}

/** 会员 › 会员等级: the grades from lowest to highest with their discounts and prices; editing one reaches the shop at once. */
export function GradesPage() {
  const grades = useRemote(() => memberApi.grades(), 'grades')
  const [editing, setEditing] = useState<GradeView | null>(null)
  const [round, setRound] = useState(0)

  const columns: Column<GradeView>[] = [
    {
      key: 'name',
      header: '等级名称',
      cell: (grade) => (
        <span className="mb-grade">
          <span
            className="mb-grade__swatch"
            aria-hidden="true"
            style={grade.background_color ? { background: grade.background_color } : undefined}
          />
          {grade.name} {grade.is_default === 1 && <span className="ac-status">默认</span>}
        </span>
      ),
    },
    { key: 'discount', header: '会员折扣', width: 100, cell: (grade) => discountLabel(grade.discount) },
    {
      key: 'price',
      header: '购买价格',
      numeric: true,
      width: 110,
      cell: (grade) => (grade.price > 0 ? money(grade.price) : '不可购买'),
    },
    { key: 'days', header: '有效天数', numeric: true, width: 90, cell: (grade) => grade.valid_days },
    { key: 'guide', header: '引导文案', cell: (grade) => grade.guide_title || '—' },
    { key: 'members', header: '会员数', numeric: true, width: 80, cell: (grade) => grade.member_count },
    {
      key: 'actions',
      header: '操作',
      width: 70,
      cell: (grade) => (
        <button
          type="button"
          className="dz-link"
          aria-label={`编辑 ${grade.name}`}
          onClick={() => {
            setRound((n) => n + 1)
            setEditing(grade)
          }}
        >
          编辑
        </button>
      ),
    },
  ]

  return (
    <>
      <PageHeader crumbs={[{ label: '会员', to: '/members' }, { label: '会员等级' }]} title="会员等级" />
      <section className="ac-card" aria-label="会员等级">
        <DataTable
          caption="会员等级"
          columns={columns}
          rows={grades.data}
          rowKey={(grade) => grade.id}
          loading={grades.loading}
          error={grades.error}
          onRetry={grades.reload}
          empty="还没有会员等级"
        />
      </section>
      {editing && (
        <GradeDrawer
          key={round}
          grade={editing}
          open
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null)
            grades.reload()
          }}
        />
      )}
    </>
  )
}
