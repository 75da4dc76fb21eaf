import { type FormEvent, useMemo, useState } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import type { PromotionDetail } from '../../../schemas/api/admin/activities.ts'
import type { FieldErrors } from '../../../schemas/api/field-errors.ts'
import { PROMOTION_LIMITS } from '../../../schemas/promotion-rules.ts'
import { now } from '../../../schemas/time.ts'
import { toast } from '../../../runtime/components/toast/toast.ts'
import { FieldsRefusal } from '../../api.ts'
import { FormError, FormField } from '../../kit/FormField.tsx'
import { PageHeader } from '../../kit/PageHeader.tsx'
import { useRemote } from '../../kit/use-remote.ts'
import { sessionEnded } from '../../shell/access.ts'
import { failureText } from '../../settings/forms.ts'
import { activityApi } from './api.ts'
import { GoodsSearch } from '../../kit/GoodsSearch.tsx'
import { PickButton } from '../../kit/PickButton.tsx'
import {
  blankPromotion,
  type PromotionForm,
  promotionBody,
  promotionFormErrors,
  promotionFromDetail,
} from './promotion-form.ts'
import { TierEditor } from './TierEditor.tsx'
import './activities.css'

/** 营销 › 满减满折 › 新建 / 编辑: loads the promotion (when editing), then the form. */
export function PromotionEditorPage() {
  const { id } = useParams()
  const promotionId = id && id !== 'new' ? Number(id) : null
  const detail = useRemote(
    () => (promotionId ? activityApi.promotion(promotionId) : Promise.resolve(null)),
    String(promotionId),
  )
  const title = promotionId ? '编辑满减满折' : '新建满减满折'
  return (
    <>
      <PageHeader
        crumbs={[{ label: '营销' }, { label: '满减满折', to: '/marketing/promotions' }, { label: title }]}
        title={title}
      />
      {detail.loading ? (
        <p className="ac-card pm-muted">加载中…</p>
      ) : detail.error ? (
        <FormError message={detail.error} />
      ) : (
        <PromotionEditor detail={detail.data ?? null} />
      )}
    </>
  )
}

/** The form: name, type, tag, tiers or 折, goods scope, time window; the shared rules before sending. */
export function PromotionEditor({ detail }: { detail: PromotionDetail | null }) {
  const navigate = useNavigate()
  const [form, setForm] = useState<PromotionForm>(() => (detail ? promotionFromDetail(detail) : blankPromotion(now())))
  const [tried, setTried] = useState(false)
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)
  const [formError, setFormError] = useState('')
  const localErrors = useMemo(() => promotionFormErrors(form), [form])
  const errors: FieldErrors = tried ? { ...serverErrors, ...localErrors } : {}
  const chosen = useMemo(() => new Set(form.goods.map((goods) => goods.id)), [form.goods])

  const update = (part: Partial<PromotionForm>) => {
    setForm((current) => ({ ...current, ...part }))
    setServerErrors({})
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setTried(true)
    setFormError('')
    if (Object.keys(localErrors).length > 0) {
      toast.error(`有${Object.keys(localErrors).length}处需要修改`)
      return
    }
    setBusy(true)
    try {
      const body = promotionBody(form)
      const saved = detail
        ? await activityApi.updatePromotion(detail.id, body)
        : await activityApi.createPromotion(body)
      toast.success(`已保存「${saved.marketing_name}」`)
      navigate('/marketing/promotions')
    } catch (failure) {
      if (sessionEnded(failure)) return
      if (failure instanceof FieldsRefusal) setServerErrors(failure.fields)
      else setFormError(failureText(failure))
      toast.error(failureText(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="ac-card pm-form" aria-label="满减满折活动" noValidate onSubmit={(event) => void submit(event)}>
      <FormField
        label="活动名称"
        value={form.marketing_name}
        maxLength={PROMOTION_LIMITS.nameMax + 10}
        placeholder="如 满200减30"
        error={errors.marketing_name}
        onChange={(value) => update({ marketing_name: value })}
      />
      <fieldset className="pm-radios">
        <legend className="dz-field__label">活动类型</legend>
        {(
          [
            ['full_reduction', '满减', '满减'],
            ['discount', '满折', '折扣'],
          ] as const
        ).map(([value, label, tag]) => (
          <label key={value} className="pm-radio">
            <input
              type="radio"
              name="promotion_type"
              checked={form.promotion_type === value}
              onChange={() =>
                update({
                  promotion_type: value,
                  // The badge follows the type while it still reads the other type's default.
                  promotion_tag:
                    form.promotion_tag === '满减' || form.promotion_tag === '折扣' ? tag : form.promotion_tag,
                })
              }
            />
            {label}
          </label>
        ))}
      </fieldset>
      <FormField
        label="活动标签"
        value={form.promotion_tag}
        help={`商品卡片与商品页上的小标签，最多${PROMOTION_LIMITS.tagMax}个字`}
        error={errors.promotion_tag}
        onChange={(value) => update({ promotion_tag: value })}
      />
      {form.promotion_type === 'full_reduction' ? (
        <TierEditor tiers={form.tiers} errors={errors} onChange={(tiers) => update({ tiers })} />
      ) : (
        <FormField
          label="折扣（折）"
          value={form.zhe}
          inputMode="decimal"
          placeholder="如 8.8"
          help="0.1 到 9.9 折，活动商品按此折扣计价"
          error={errors.discount}
          onChange={(value) => update({ zhe: value })}
        />
      )}
      <fieldset className="pm-radios">
        <legend className="dz-field__label">适用商品</legend>
        <label className="pm-radio">
          <input
            type="radio"
            name="use_bound"
            checked={form.use_bound === 'all'}
            onChange={() => update({ use_bound: 'all' })}
          />
          全部商品
        </label>
        <label className="pm-radio">
          <input
            type="radio"
            name="use_bound"
            checked={form.use_bound === 'goods'}
            onChange={() => update({ use_bound: 'goods' })}
          />
          指定商品
        </label>
      </fieldset>
      {form.use_bound === 'goods' && (
        <div className="pm-scope">
          <GoodsSearch
            label="添加活动商品"
            action={(goods) => (
              <PickButton
                name={goods.item_name}
                label="选择"
                taken={chosen.has(goods.id)}
                onPick={() =>
                  update({ goods: [...form.goods, { id: goods.id, item_name: goods.item_name, pic: goods.pic }] })
                }
              />
            )}
          />
          <ul className="pm-chosen" aria-label="已选商品">
            {form.goods.map((goods) => (
              <li key={goods.id}>
                {goods.item_name}
                <button
                  type="button"
                  className="dz-link dz-link--danger"
                  aria-label={`移除 ${goods.item_name}`}
                  onClick={() => update({ goods: form.goods.filter((g) => g.id !== goods.id) })}
                >
                  移除
                </button>
              </li>
            ))}
          </ul>
          {errors.goods_ids && <p className="dz-field__error">{errors.goods_ids}</p>}
        </div>
      )}
      <div className="pm-row">
        <FormField
          label="开始时间"
          type="datetime-local"
          value={form.starts}
          error={errors.starts_at}
          onChange={(value) => update({ starts: value })}
        />
        <FormField
          label="结束时间"
          type="datetime-local"
          value={form.ends}
          error={errors.ends_at}
          onChange={(value) => update({ ends: value })}
        />
      </div>
      <FormField
        label="活动说明"
        value={form.description}
        placeholder="选填，如 全场满200减30"
        error={errors.description}
        onChange={(value) => update({ description: value })}
      />
      <FormError message={formError} />
      <div className="pm-actions">
        <button type="submit" className="dz-btn dz-btn--primary" disabled={busy}>
          {busy ? '保存中…' : '保存'}
        </button>
        <button type="button" className="dz-btn" onClick={() => navigate('/marketing/promotions')}>
          取消
        </button>
      </div>
    </form>
  )
}
