import { useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import {
  applyAftersales,
  modifyAftersales,
  type AftersalesReasons,
  type AftersalesType,
  type AftersalesView,
} from '../../../api/aftersales.ts'
import { getApi } from '../../../api/index.ts'
import type { OrderDetail, OrderLine } from '../../../api/orders.ts'
import { Button } from '../../../components/button/Button.tsx'
import { LinkButton } from '../../../components/button/LinkButton.tsx'
import { FormRow, fieldsPass } from '../../../components/form/FormRow.tsx'
import { useFormFields } from '../../../components/form/use-form-fields.ts'
import { PhotoUploader } from '../../../components/photo-upload/PhotoUploader.tsx'
import { SafeImage } from '../../../components/goods-card/SafeImage.tsx'
import { QuantityInput } from '../../../components/quantity-input/QuantityInput.tsx'
import { toast } from '../../../components/toast/toast.ts'
import { formatPrice } from '../../../../schemas/money.ts'
import { specText } from '../orders/order-lines.ts'
import { orderDetailHref } from '../orders/trade-tabs.ts'
import { useFormSubmit } from '../orders/use-form-submit.ts'
import {
  APPLY_RULES,
  DESCRIPTION_MAX,
  TYPE_HINTS,
  TYPE_LABELS,
  aftersalesDetailHref,
  allowedTypes,
  charCount,
  eligibleLines,
  estimateRefund,
  type ApplyDraft,
  type ApplyField,
  maxRefundable,
  reasonsFor,
} from './apply-rules.ts'

/**
 * A page change is a full page load (spec 2.5): the success toast is given a moment to be read
 * before the application's page replaces this one. The form stays busy meanwhile.
 */
export const SUCCESS_PAUSE_MS = 800

/** Evidence photos an application takes (spec: up to 3). */
export const EVIDENCE_MAX = 3

export interface ApplyFormProps {
  order: OrderDetail
  reasons: AftersalesReasons
  /** The line named in the address, preselected when it may be applied for. */
  lineId: number | null
  /** The application being changed, if any. */
  editing: AftersalesView | null
}

function initialLine(
  lines: OrderLine[],
  order: OrderDetail,
  lineId: number | null,
  editing: AftersalesView | null,
): OrderLine | undefined {
  if (editing) return order.items.find((line) => line.id === editing.order_item_id)
  return lines.find((line) => line.id === lineId) ?? lines[0]
}

function initialType(types: AftersalesType[], editing: AftersalesView | null): AftersalesType {
  if (editing && types.includes(editing.aftersales_type)) return editing.aftersales_type
  // Goods on the way or received are usually sent back; before shipping there is nothing to return.
  return types.includes('REFUND_GOODS') ? 'REFUND_GOODS' : 'ONLY_REFUND'
}

/** A line as the form shows it: picture, name, spec and what was paid. */
function LineSummary({ line }: { line: OrderLine }) {
  return (
    <span className="mf-as-line">
      <SafeImage className="mf-as-line__pic" src={line.pic} alt="" width={64} height={64} />
      <span className="mf-as-line__info">
        <span className="mf-as-line__name">{line.title}</span>
        {line.spec_desc && <span className="mf-as-line__spec">{specText(line.spec_desc)}</span>}
      </span>
      <span className="mf-as-line__price">
        {formatPrice(line.price)} <span className="mf-as-line__num">× {line.num}</span>
      </span>
    </span>
  )
}

/**
 * 申请售后: the line, 售后类型 (only those the order's state allows), 申请数量 (1 to what is left),
 * 退款原因 from the server's list, 问题描述, and an estimate of the refund. Submitting opens the
 * application's page; a refusal is shown as the server words it.
 */
export function ApplyForm({ order, reasons, lineId, editing }: ApplyFormProps) {
  const navigate = useNavigate()
  const lines = eligibleLines(order)
  const types = allowedTypes(order)
  const [line, setLine] = useState(() => initialLine(lines, order, lineId, editing))
  const [type, setType] = useState<AftersalesType>(() => initialType(types, editing))
  const [num, setNum] = useState(() => editing?.num ?? 1)
  const fields = useFormFields<ApplyField, ApplyDraft>(
    { reason: editing?.reason ?? '', description: editing?.description ?? '' },
    APPLY_RULES,
  )
  const { reason, description } = fields.values
  const [photos, setPhotos] = useState<string[]>(() => editing?.evidence_pic ?? [])
  const [uploading, setUploading] = useState(false)
  /** What stops the form as a whole: an upload still running, the server's refusal. */
  const { error, setError, busy, send } = useFormSubmit()
  const form = useRef<HTMLFormElement>(null)

  if (!line) {
    return (
      <div className="mf-as-apply__none" role="status">
        <p className="mf-as-apply__none-title">该订单暂无可申请售后的商品</p>
        <p className="mf-as-apply__none-hint">商品已全部申请售后，或订单已超过售后申请期限。</p>
        <LinkButton to={orderDetailHref(order.order_id)} type="primary">
          返回订单详情
        </LinkButton>
      </div>
    )
  }

  const max = maxRefundable(line, editing && editing.order_item_id === line.id ? editing : undefined)
  const options = reasonsFor(reasons, type)
  const length = charCount(description)

  function pickLine(next: OrderLine) {
    setLine(next)
    setNum(1)
    setError('')
  }

  function pickType(next: AftersalesType) {
    setType(next)
    // Reasons differ per type: a reason of the other type must be chosen again.
    if (!reasonsFor(reasons, next).includes(reason)) fields.change('reason', '')
    setError('')
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy || !line) return
    if (uploading) {
      setError('图片正在上传，请稍候')
      return
    }
    setError('')
    if (!fieldsPass(form.current, fields)) return
    // A refusal shows the server's own words (the API client has shown them in a toast too).
    await send(async () => {
      const text = description.trim()
      if (editing) {
        const changed = await modifyAftersales(getApi(), {
          bn: editing.aftersales_bn,
          num,
          type,
          reason,
          description: text,
          photos,
        })
        toast.success('售后申请已修改')
        setTimeout(() => navigate(aftersalesDetailHref(changed.aftersales_bn)), SUCCESS_PAUSE_MS)
      } else {
        const created = await applyAftersales(getApi(), {
          orderId: order.order_id,
          orderItemId: line.id,
          num,
          type,
          reason,
          description: text,
          photos,
        })
        toast.success('售后申请已提交')
        setTimeout(() => navigate(aftersalesDetailHref(created.aftersales_bn)), SUCCESS_PAUSE_MS)
      }
    }, true)
  }

  return (
    <form
      ref={form}
      className="mf-as-apply"
      onSubmit={submit}
      noValidate
      aria-label={editing ? '修改售后申请' : '售后申请'}
    >
      <FormRow look="account" label="售后商品" group>
        {({ labelId }) =>
          lines.length > 1 && !editing ? (
            <div className="mf-as-lines" role="radiogroup" aria-labelledby={labelId}>
              {lines.map((candidate) => (
                <label
                  key={candidate.id}
                  className={`mf-as-lines__item${candidate.id === line.id ? ' is-checked' : ''}`}
                >
                  <input
                    type="radio"
                    name="order_item"
                    value={candidate.id}
                    checked={candidate.id === line.id}
                    onChange={() => pickLine(candidate)}
                    aria-label={`${candidate.title}${candidate.spec_desc ? ` ${specText(candidate.spec_desc)}` : ''}`}
                  />
                  <LineSummary line={candidate} />
                </label>
              ))}
            </div>
          ) : (
            <div className="mf-as-lines__single">
              <LineSummary line={line} />
            </div>
          )
        }
      </FormRow>

      <FormRow look="account" label="售后类型" group>
        {({ labelId }) => (
          <div className="mf-as-types" role="radiogroup" aria-labelledby={labelId}>
            {types.map((value) => (
              <label key={value} className={`mf-as-type${type === value ? ' is-checked' : ''}`}>
                <input
                  type="radio"
                  name="aftersales_type"
                  value={value}
                  checked={type === value}
                  onChange={() => pickType(value)}
                />
                <span className="mf-as-type__name">{TYPE_LABELS[value]}</span>
                <span className="mf-as-type__hint">{TYPE_HINTS[value]}</span>
              </label>
            ))}
            {!types.includes('REFUND_GOODS') && <p className="mf-as-field__note">商品尚未发货，只能申请仅退款。</p>}
          </div>
        )}
      </FormRow>

      <FormRow look="account" label="申请数量" group>
        {() => (
          <div className="mf-as-field__inline">
            <QuantityInput value={Math.min(num, max)} min={1} max={max} onChange={setNum} label="申请数量" />
            <span className="mf-as-field__note">最多可申请{max}件</span>
          </div>
        )}
      </FormRow>

      <FormRow look="account" label="退款原因" required field="reason" error={fields.errors.reason}>
        {({ input }) => (
          <select
            {...input}
            className="mf-as-select"
            value={reason}
            required
            onChange={(event) => {
              fields.change('reason', event.target.value)
              setError('')
            }}
            onBlur={() => fields.blur('reason')}
          >
            <option value="">请选择退款原因</option>
            {options.map((text) => (
              <option key={text} value={text}>
                {text}
              </option>
            ))}
          </select>
        )}
      </FormRow>

      <FormRow look="account" label="问题描述" field="description" error={fields.errors.description}>
        {({ input }) => (
          <>
            <textarea
              {...input}
              className="mf-as-textarea"
              rows={4}
              value={description}
              placeholder="请描述您遇到的问题，便于商家尽快处理"
              aria-describedby={[input['aria-describedby'], `${input.id}-count`].filter(Boolean).join(' ')}
              aria-invalid={input['aria-invalid'] || (length > DESCRIPTION_MAX ? true : undefined)}
              onChange={(event) => {
                fields.change('description', event.target.value)
                setError('')
              }}
              onBlur={() => fields.blur('description')}
            />
            <p className={`mf-char-count${length > DESCRIPTION_MAX ? ' is-over' : ''}`} id={`${input.id}-count`}>
              {length}/{DESCRIPTION_MAX}
            </p>
          </>
        )}
      </FormRow>

      <FormRow look="account" label="凭证图片" group>
        {() => (
          <PhotoUploader
            max={EVIDENCE_MAX}
            value={photos}
            onChange={setPhotos}
            label="上传凭证"
            disabled={busy}
            onBusyChange={setUploading}
          />
        )}
      </FormRow>

      <FormRow look="account" label="退款金额" group>
        {() => (
          <>
            <p className="mf-as-refund">
              预计{' '}
              <strong className="mf-as-refund__amount">{formatPrice(estimateRefund(line, Math.min(num, max)))}</strong>
            </p>
            <p className="mf-as-field__note">
              按该商品实付金额计算，最终以商家审核后的退款金额为准；退款将原路退回您的支付账户。
            </p>
          </>
        )}
      </FormRow>

      <FormRow look="account">
        {() => (
          <>
            {error && (
              <p className="mf-as-error" role="alert">
                {error}
              </p>
            )}
            <div className="mf-as-apply__buttons">
              <Button type="primary" htmlType="submit" disabled={busy}>
                {busy ? '正在提交…' : editing ? '提交修改' : '提交申请'}
              </Button>
              <LinkButton to={editing ? aftersalesDetailHref(editing.aftersales_bn) : orderDetailHref(order.order_id)}>
                取消
              </LinkButton>
            </div>
          </>
        )}
      </FormRow>
    </form>
  )
}
