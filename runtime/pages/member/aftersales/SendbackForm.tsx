import { useId, useState, type FormEvent } from 'react'
import { useRevalidator } from 'react-router-dom'
import { ApiError } from '../../../api/api-error.ts'
import { RETURN_CARRIERS, sendbackAftersales, type ReturnCarrierCode } from '../../../api/aftersales.ts'
import { getApi } from '../../../api/index.ts'
import { Button } from '../../../components/button/Button.tsx'
import { toast } from '../../../components/toast/toast.ts'
import { checkCarrier, checkWaybill } from './sendback.ts'

type Errors = { corp?: string; code?: string; form?: string }

/**
 * 寄回商品: once the shop agrees to a return, the member names the carrier and the waybill number.
 * Each field is checked when it loses focus and again on submit (spec 4: validation on blur).
 */
export function SendbackForm({ bn }: { bn: string }) {
  const revalidator = useRevalidator()
  const [corp, setCorp] = useState('')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const ids = { corp: useId(), code: useId(), corpError: useId(), codeError: useId() }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const found: Errors = { corp: checkCarrier(corp) ?? undefined, code: checkWaybill(code) ?? undefined }
    setErrors(found)
    if (found.corp || found.code) return
    setBusy(true)
    try {
      await sendbackAftersales(getApi(), { bn, corpCode: corp as ReturnCarrierCode, logiNo: code.trim() })
      toast.success('退货物流已提交')
      await revalidator.revalidate()
    } catch (failure) {
      setErrors({ form: failure instanceof ApiError ? failure.message : '提交失败，请稍后重试' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="mf-as-sendback" onSubmit={submit} noValidate aria-label="寄回商品">
      <p className="mf-as-sendback__note">请将商品妥善包装后寄回，并如实填写退货物流信息。商家确认收货后将为您办理退款。</p>
      <div className="mf-as-sendback__row">
        <div className="mf-as-sendback__field">
          <label htmlFor={ids.corp}>物流公司</label>
          <select
            id={ids.corp}
            className="mf-as-select"
            value={corp}
            aria-invalid={errors.corp ? true : undefined}
            aria-describedby={errors.corp ? ids.corpError : undefined}
            onChange={(event) => {
              setCorp(event.target.value)
              setErrors((current) => ({ ...current, corp: undefined, form: undefined }))
            }}
            onBlur={() => setErrors((current) => ({ ...current, corp: checkCarrier(corp) ?? undefined }))}
          >
            <option value="">请选择物流公司</option>
            {RETURN_CARRIERS.map((carrier) => (
              <option key={carrier.code} value={carrier.code}>
                {carrier.name}
              </option>
            ))}
          </select>
          <p className="mf-as-error" id={ids.corpError} role="alert">
            {errors.corp}
          </p>
        </div>
        <div className="mf-as-sendback__field">
          <label htmlFor={ids.code}>运单号</label>
          <input
            id={ids.code}
            className="mf-as-input"
            value={code}
            maxLength={32}
            autoComplete="off"
            spellCheck={false}
            placeholder="请输入快递运单号"
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={errors.code ? ids.codeError : undefined}
            onChange={(event) => {
              setCode(event.target.value)
              setErrors((current) => ({ ...current, code: undefined, form: undefined }))
            }}
            onBlur={() => code && setErrors((current) => ({ ...current, code: checkWaybill(code) ?? undefined }))}
          />
          <p className="mf-as-error" id={ids.codeError} role="alert">
            {errors.code}
          </p>
        </div>
        <Button type="primary" htmlType="submit" disabled={busy} className="mf-as-sendback__submit">
          {busy ? '正在提交…' : '提交物流信息'}
        </Button>
      </div>
      {errors.form && (
        <p className="mf-as-error" role="alert">
          {errors.form}
        </p>
      )}
    </form>
  )
}
