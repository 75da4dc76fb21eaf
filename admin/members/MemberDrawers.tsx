import { useId, useRef, useState, type FormEvent } from 'react'
import type { GradeView, MemberDetail } from '../../schemas/api/admin/members.ts'
import { POINT_ADJUST_LIMITS, pointAdjustErrors } from '../../schemas/grade-rules.ts'
import { DesignerApiError } from '../../designer/api/client.ts'
import { toast } from '../../runtime/components/toast/toast.ts'
import { FieldsRefusal } from '../api.ts'
import { Drawer } from '../kit/Drawer.tsx'
import { FormError, FormField, SelectField } from '../kit/FormField.tsx'
import { hasErrors, refusal, useFocusFirst, useFocusInvalid, type Errors } from '../settings/forms.ts'
import { memberApi } from './api.ts'

/** A refused save's messages placed under its fields (or above the form). */
function placed<Field extends string>(failure: unknown): Errors<Field> | undefined {
  if (failure instanceof FieldsRefusal) return failure.fields as Errors<Field>
  return refusal<Field>(failure, {})
}

/** 修改等级: puts the member in a grade; an operator-set grade has no end date. */
export function GradeDrawer({
  open,
  member,
  grades,
  onClose,
  onDone,
}: {
  open: boolean
  member: MemberDetail
  grades: GradeView[]
  onClose: () => void
  onDone: () => void
}) {
  const [gradeId, setGradeId] = useState(String(member.grade_id))
  const [errors, setErrors] = useState<Errors<'grade_id'>>({})
  const [busy, setBusy] = useState(false)
  const formId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirst(formRef, open)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      const after = await memberApi.setGrade(member.id, Number(gradeId))
      toast.success(`已将会员等级改为「${after.grade_name}」`)
      onDone()
    } catch (failure) {
      const refused = placed<'grade_id'>(failure)
      if (refused) setErrors(refused)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Drawer
      title="修改会员等级"
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
        <SelectField
          label="会员等级"
          value={gradeId}
          onChange={setGradeId}
          error={errors.grade_id}
          help="运营设定的等级不会到期，直到再次修改"
        >
          {grades.map((grade) => (
            <option key={grade.id} value={grade.id}>
              {grade.name}
            </option>
          ))}
        </SelectField>
      </form>
    </Drawer>
  )
}

type PointField = 'amount' | 'reason'

/** 调整积分: adds or deducts points with a required reason, shown to the member in 我的积分. */
export function PointsDrawer({
  open,
  member,
  onClose,
  onDone,
}: {
  open: boolean
  member: MemberDetail
  onClose: () => void
  onDone: () => void
}) {
  const [direction, setDirection] = useState<'add' | 'deduct'>('add')
  const [form, setForm] = useState({ amount: '', reason: '' })
  const [errors, setErrors] = useState<Errors<PointField>>({})
  const [busy, setBusy] = useState(false)
  const formId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const focusInvalid = useFocusInvalid(formRef)
  useFocusFirst(formRef, open)

  const change = (field: PointField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const size = /^\d{1,9}$/.test(form.amount.trim()) ? Number(form.amount.trim()) : Number.NaN
    const body = { amount: direction === 'add' ? size : -size, reason: form.reason }
    const found = pointAdjustErrors(body) as Errors<PointField>
    setErrors(found)
    if (hasErrors(found)) return focusInvalid()
    setBusy(true)
    try {
      const { balance } = await memberApi.adjustPoints(member.id, { ...body, reason: body.reason.trim() })
      toast.success(`${direction === 'add' ? '已增加' : '已扣减'}${size}积分，当前积分${balance}`)
      onDone()
    } catch (failure) {
      const refused =
        failure instanceof DesignerApiError && failure.code === 'MEMBER_POINTS_NOT_ENOUGH'
          ? { amount: failure.message }
          : placed<PointField>(failure)
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
      title="调整积分"
      open={open}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="dz-btn" onClick={onClose}>
            取消
          </button>
          <button type="submit" form={formId} className="dz-btn dz-btn--primary" disabled={busy}>
            {busy ? '提交中…' : '确定'}
          </button>
        </>
      }
    >
      <form id={formId} ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <FormError message={errors.form} />
        <p className="mb-balance">
          当前积分 <strong>{member.points.toLocaleString('zh-CN')}</strong>
        </p>
        <fieldset className="mb-direction">
          <legend>调整方式</legend>
          <label>
            <input type="radio" name="direction" checked={direction === 'add'} onChange={() => setDirection('add')} />
            增加
          </label>
          <label>
            <input
              type="radio"
              name="direction"
              checked={direction === 'deduct'}
              onChange={() => setDirection('deduct')}
            />
            扣减
          </label>
        </fieldset>
        <FormField
          label="积分数量"
          value={form.amount}
          onChange={change('amount')}
          error={errors.amount}
          inputMode="numeric"
          maxLength={7}
          style={{ width: 160 }}
          help={`1-${POINT_ADJUST_LIMITS.amountMax}；扣减不能超过当前积分`}
        />
        <FormField
          label="原因"
          value={form.reason}
          onChange={change('reason')}
          error={errors.reason}
          maxLength={POINT_ADJUST_LIMITS.reasonMax}
          placeholder="如：客服补偿"
          help="必填；会员在「我的积分」中看到这条原因"
        />
      </form>
    </Drawer>
  )
}
