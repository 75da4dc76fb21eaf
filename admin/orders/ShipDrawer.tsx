import { useId, useState } from 'react'
import { CARRIERS, WAYBILL_PATTERN, type CarrierCode } from '../../schemas/carriers.ts'
import { toast } from '../../runtime/components/toast/toast.ts'
import { adminApi } from '../api.ts'
import { Drawer } from '../kit/Drawer.tsx'

/** 发货: the carrier from the list and the waybill number (left empty, the server makes one). */
export function ShipDrawer({
  orderId,
  onClose,
  onShipped,
}: {
  orderId: string | null
  onClose: () => void
  onShipped: () => void
}) {
  const [corp, setCorp] = useState<CarrierCode>('SF')
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const ids = { corp: useId(), code: useId(), error: useId() }

  async function ship() {
    const waybill = code.trim()
    if (waybill && !WAYBILL_PATTERN.test(waybill)) return setError('运单号为6-32位字母、数字或 -')
    if (!orderId || busy) return
    setBusy(true)
    setError('')
    try {
      const shipped = await adminApi.ship(orderId, { delivery_corp: corp, ...(waybill && { delivery_code: waybill }) })
      toast.success(`已发货：${shipped.delivery_corp_name} ${shipped.delivery_code}`)
      setCode('')
      onShipped()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '发货失败，请重试')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Drawer
      title={`订单发货 ${orderId ?? ''}`}
      open={orderId !== null}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="dz-btn" onClick={onClose}>
            取消
          </button>
          <button type="button" className="dz-btn dz-btn--primary" onClick={() => void ship()} disabled={busy}>
            {busy ? '发货中…' : '确认发货'}
          </button>
        </>
      }
    >
      <div className="dz-field">
        <label className="dz-field__label" htmlFor={ids.corp}>
          物流公司
        </label>
        <select
          id={ids.corp}
          className="dz-input"
          value={corp}
          onChange={(e) => setCorp(e.target.value as CarrierCode)}
        >
          {(Object.entries(CARRIERS) as [CarrierCode, string][]).map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="dz-field">
        <label className="dz-field__label" htmlFor={ids.code}>
          运单号
        </label>
        <input
          id={ids.code}
          className="dz-input"
          value={code}
          maxLength={32}
          placeholder="不填则自动生成"
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
        />
        {error && (
          <p id={ids.error} className="dz-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </Drawer>
  )
}
