import { useRef, type FormEvent } from 'react'
import { useRevalidator } from 'react-router-dom'
import { RETURN_CARRIERS, sendbackAftersales, type ReturnCarrierCode } from '../../../api/aftersales.ts'
import { getApi } from '../../../api/index.ts'
import { Button } from '../../../components/button/Button.tsx'
import { FormRow, fieldsPass } from '../../../components/form/FormRow.tsx'
import { useFormFields } from '../../../components/form/use-form-fields.ts'
import { toast } from '../../../components/toast/toast.ts'
import { SENDBACK_RULES, type SendbackDraft, type SendbackField } from './sendback.ts'
import { useFormSubmit } from '../orders/use-form-submit.ts'

const EMPTY: SendbackDraft = { corp: '', code: '' }

/**
 * 寄回商品: once the shop agrees to a return, the member names the carrier and the waybill number.
 * Each field is checked when it loses focus and again on submit (spec 4: validation on blur); an
 * empty waybill is only asked for on submit, so tabbing past it does not scold.
 */
export function SendbackForm({ bn }: { bn: string }) {
  const revalidator = useRevalidator()
  const fields = useFormFields<SendbackField, SendbackDraft>(EMPTY, SENDBACK_RULES, ['code'])
  const { corp, code } = fields.values
  /** The server's refusal. */
  const { error, setError, busy, send } = useFormSubmit()
  const form = useRef<HTMLFormElement>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setError('')
    if (!fieldsPass(form.current, fields)) return
    await send(async () => {
      await sendbackAftersales(getApi(), { bn, corpCode: corp as ReturnCarrierCode, logiNo: code.trim() })
      toast.success('退货物流已提交')
      await revalidator.revalidate()
    }, false)
  }

  return (
    <form ref={form} className="mf-as-sendback" onSubmit={submit} noValidate aria-label="寄回商品">
      <p className="mf-as-sendback__note">
        请将商品妥善包装后寄回，并如实填写退货物流信息。商家确认收货后将为您办理退款。
      </p>
      <div className="mf-as-sendback__row">
        <FormRow look="account" label="物流公司" field="corp" error={fields.errors.corp}>
          {({ input }) => (
            <select
              {...input}
              className="mf-as-select"
              value={corp}
              onChange={(event) => {
                fields.change('corp', event.target.value)
                setError('')
              }}
              onBlur={() => fields.blur('corp')}
            >
              <option value="">请选择物流公司</option>
              {RETURN_CARRIERS.map((carrier) => (
                <option key={carrier.code} value={carrier.code}>
                  {carrier.name}
                </option>
              ))}
            </select>
          )}
        </FormRow>
        <FormRow look="account" label="运单号" field="code" error={fields.errors.code}>
          {({ input }) => (
            <input
              {...input}
              className="mf-as-input"
              value={code}
              maxLength={32}
              autoComplete="off"
              spellCheck={false}
              placeholder="请输入快递运单号"
              onChange={(event) => {
                fields.change('code', event.target.value)
                setError('')
              }}
              onBlur={() => code && fields.blur('code')}
            />
          )}
        </FormRow>
        <Button type="primary" htmlType="submit" disabled={busy} className="mf-as-sendback__submit">
          {busy ? '正在提交…' : '提交物流信息'}
        </Button>
      </div>
      {error && (
        <p className="mf-as-error" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
