import { useId, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { COUPON_CARD_TYPE_LABELS, COUPON_SCOPE_LABELS } from '../../../schemas/api/admin/coupons.ts'
import { COUPON_LIMITS, couponErrors } from '../../../schemas/coupon-rules.ts'
import { chinaDate } from '../../../schemas/coupon-rules.ts'
import { toast } from '../../../runtime/components/toast/toast.ts'
import { FieldsRefusal } from '../../api.ts'
import { FormError, FormField, SelectField } from '../../kit/FormField.tsx'
import { sessionEnded } from '../../shell/access.ts'
import { failureText, useFocusInvalid } from '../../settings/forms.ts'
import { couponApi } from './api.ts'
import { bodyOfForm, type CouponFormState } from './form-model.ts'
import { CategoryScopePicker, GoodsScopePicker } from './ScopePicker.tsx'

type Errors = Partial<Record<string, string>>

function TextArea({
  label,
  value,
  onChange,
  error,
  help,
  maxLength,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  help?: string
  maxLength: number
}) {
  const id = useId()
  const described = error ? `${id}-error` : help ? `${id}-help` : undefined
  return (
    <div className="dz-field">
      <label className="dz-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="dz-input cp-textarea"
        rows={3}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.value)}
      />
      {help && !error && (
        <p id={`${id}-help`} className="dz-field__help">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="dz-field__error">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * 新增优惠券 / 编辑优惠券: the type and its value, the threshold, validity, quantity and per-member
 * limit, and where it applies. The rules of schemas/coupon-rules.ts run before sending and the
 * server's refusals land under the same fields. Once members hold copies, what a copy is worth
 * and where it applies stay fixed (the server refuses such changes too).
 */
export function CouponForm({
  couponId,
  initial,
  claimed = 0,
}: {
  couponId: number | null
  initial: CouponFormState
  /** Copies already received (editing): the quantity may not go below it. */
  claimed?: number
}) {
  const [form, setForm] = useState(initial)
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const focusInvalid = useFocusInvalid(formRef)
  const navigate = useNavigate()
  const scopeErrorId = useId()
  const locked = couponId !== null && claimed > 0
  const lockedHelp = locked ? '已有会员领取，不能修改' : undefined

  function set<K extends keyof CouponFormState>(field: K, value: CouponFormState[K]) {
    setForm((current) => ({ ...current, [field]: value }))
    const cleared = field === 'scope' || field === 'use_scope' ? 'use_scope_ids' : field
    setErrors((current) => ({ ...current, [cleared]: undefined, form: undefined }))
  }
  const text = (field: keyof CouponFormState) => (value: string) => set(field, value as never)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const body = bodyOfForm(form)
    const datesChanged = initial.begin_date !== form.begin_date || initial.end_date !== form.end_date
    const found = couponErrors(body, {
      claimed: couponId === null ? undefined : claimed,
      today: couponId === null || datesChanged ? chinaDate(Math.floor(Date.now() / 1000)) : undefined,
    })
    setErrors(found)
    if (Object.keys(found).length > 0) return focusInvalid()
    setBusy(true)
    try {
      const saved = couponId === null ? await couponApi.create(body) : await couponApi.update(couponId, body)
      toast.success(couponId === null ? `已新增优惠券「${saved.title}」` : '已保存')
      navigate('/marketing/coupons')
    } catch (failure) {
      if (sessionEnded(failure)) return
      if (failure instanceof FieldsRefusal) {
        setErrors(failure.fields)
        focusInvalid()
      } else {
        setErrors({ form: failureText(failure) })
        toast.error(failureText(failure))
      }
    } finally {
      setBusy(false)
    }
  }

  const relative = form.date_type === 'relative'

  return (
    <form ref={formRef} className="ac-card cp-form" noValidate onSubmit={(event) => void submit(event)}>
      <FormError message={errors.form} />
      <section className="cp-section" aria-labelledby="cp-basic">
        <h2 id="cp-basic" className="cp-section__title">
          基本信息
        </h2>
        <FormField
          label="标题"
          value={form.title}
          onChange={text('title')}
          error={errors.title}
          maxLength={COUPON_LIMITS.titleMax}
          placeholder="如：新人满100减10"
        />
        <SelectField
          label="优惠券类型"
          value={form.card_type}
          onChange={(value) => set('card_type', value as CouponFormState['card_type'])}
          error={errors.card_type}
          help={lockedHelp}
          disabled={locked}
        >
          {Object.entries(COUPON_CARD_TYPE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        {form.card_type === 'cash' && (
          <FormField
            label="减免金额（元）"
            value={form.reduce_cost}
            onChange={text('reduce_cost')}
            error={errors.reduce_cost}
            inputMode="decimal"
            maxLength={12}
            disabled={locked}
            placeholder="如：10"
          />
        )}
        {form.card_type === 'discount' && (
          <FormField
            label="折扣（折）"
            value={form.discount}
            onChange={text('discount')}
            error={errors.discount}
            inputMode="decimal"
            maxLength={3}
            disabled={locked}
            placeholder="如：8.8"
            help="0.1到9.9折，如 8.8 表示打八八折"
          />
        )}
        {form.card_type === 'gift' && (
          <FormField
            label="兑换内容"
            value={form.gift}
            onChange={text('gift')}
            error={errors.gift}
            maxLength={COUPON_LIMITS.giftMax}
            disabled={locked}
            placeholder="如：精美水杯一个"
          />
        )}
        <FormField
          label="使用门槛（元）"
          value={form.least_cost}
          onChange={text('least_cost')}
          error={errors.least_cost}
          inputMode="decimal"
          maxLength={12}
          disabled={locked}
          help={lockedHelp ?? '订单满此金额可用，0 表示无门槛'}
        />
        <TextArea
          label="使用说明"
          value={form.description}
          onChange={text('description')}
          error={errors.description}
          maxLength={COUPON_LIMITS.descriptionMax}
        />
        <TextArea
          label="使用须知"
          value={form.notice}
          onChange={text('notice')}
          error={errors.notice}
          maxLength={COUPON_LIMITS.noticeMax}
        />
      </section>

      <section className="cp-section" aria-labelledby="cp-issue">
        <h2 id="cp-issue" className="cp-section__title">
          发放规则
        </h2>
        <fieldset className="cp-fieldset">
          <legend className="dz-field__label">有效期</legend>
          <div className="cp-radios">
            {(
              [
                ['fixed', '固定日期'],
                ['relative', '领取后N天有效'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="cp-option">
                <input
                  type="radio"
                  name="date_type"
                  value={value}
                  checked={form.date_type === value}
                  onChange={() => set('date_type', value)}
                />
                {label}
              </label>
            ))}
          </div>
          <div className="cp-row">
            <FormField
              type="date"
              label={relative ? '领取开始日期' : '开始日期'}
              value={form.begin_date}
              onChange={text('begin_date')}
              error={errors.begin_date}
            />
            <FormField
              type="date"
              label={relative ? '领取结束日期' : '结束日期'}
              value={form.end_date}
              onChange={text('end_date')}
              error={errors.end_date}
            />
          </div>
          {relative && (
            <FormField
              label="领取后有效天数"
              value={form.fixed_term}
              onChange={text('fixed_term')}
              error={errors.fixed_term}
              inputMode="numeric"
              maxLength={3}
              help="从会员领取时起计算"
            />
          )}
        </fieldset>
        <div className="cp-row">
          <FormField
            label="发放总量"
            value={form.quantity}
            onChange={text('quantity')}
            error={errors.quantity}
            inputMode="numeric"
            maxLength={8}
            help={couponId !== null ? `已领取${claimed}张，发放总量不能少于此数` : '单位：张'}
          />
          <FormField
            label="每人限领"
            value={form.get_limit}
            onChange={text('get_limit')}
            error={errors.get_limit}
            inputMode="numeric"
            maxLength={3}
            help="单位：张"
          />
        </div>
        <SelectField
          label="使用范围"
          value={form.use_scope}
          onChange={(value) => {
            set('use_scope', value as CouponFormState['use_scope'])
            set('scope', [])
          }}
          disabled={locked}
          help={lockedHelp}
        >
          {Object.entries(COUPON_SCOPE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        {form.use_scope === 'goods' && (
          <GoodsScopePicker
            value={form.scope}
            onChange={(items) => set('scope', items)}
            disabled={locked}
            error={errors.use_scope_ids}
            errorId={scopeErrorId}
          />
        )}
        {form.use_scope === 'category' && (
          <CategoryScopePicker
            value={form.scope}
            onChange={(items) => set('scope', items)}
            disabled={locked}
            error={errors.use_scope_ids}
            errorId={scopeErrorId}
          />
        )}
        {errors.use_scope_ids && (
          <p id={scopeErrorId} className="dz-field__error" role="alert">
            {errors.use_scope_ids}
          </p>
        )}
        <FormField
          label="适用说明"
          value={form.object_use_for}
          onChange={text('object_use_for')}
          error={errors.object_use_for}
          maxLength={COUPON_LIMITS.objectUseForMax}
          placeholder="选填，如：全场通用"
        />
      </section>

      <div className="cp-actions">
        <button type="submit" className="dz-btn dz-btn--primary" disabled={busy}>
          {busy ? '保存中…' : '保存'}
        </button>
        <button type="button" className="dz-btn" onClick={() => navigate('/marketing/coupons')}>
          取消
        </button>
      </div>
    </form>
  )
}
