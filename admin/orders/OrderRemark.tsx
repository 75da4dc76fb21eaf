import { useId, useState } from 'react'
import { OPERATOR_REMARK_MAX } from '../../schemas/api/admin/orders.ts'
import { toast } from '../../runtime/components/toast/toast.ts'
import { adminApi } from '../api.ts'

/** 运营备注: a note on the order only operators see, saved with 保存备注. */
export function OrderRemark({
  orderId,
  saved,
  mayEdit,
  onSaved,
}: {
  orderId: string
  saved: string
  mayEdit: boolean
  onSaved: (remark: string) => void
}) {
  const [text, setText] = useState(saved)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const ids = { field: useId(), help: useId(), error: useId() }
  const length = [...text.trim()].length

  if (!mayEdit)
    return (
      <dl className="ac-facts">
        <dt>运营备注</dt>
        <dd>{saved || '—'}</dd>
      </dl>
    )

  async function save() {
    if (busy) return
    if (length > OPERATOR_REMARK_MAX) return setError(`运营备注不能超过${OPERATOR_REMARK_MAX}个字`)
    setBusy(true)
    setError('')
    try {
      const result = await adminApi.setOrderRemark(orderId, text)
      setText(result.operator_remark)
      toast.success('运营备注已保存')
      onSaved(result.operator_remark)
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '保存失败，请重试')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="ac-remark">
      <label className="dz-field__label" htmlFor={ids.field}>
        运营备注
      </label>
      <textarea
        id={ids.field}
        className="dz-input"
        value={text}
        placeholder="仅运营人员可见，买家看不到"
        onChange={(event) => {
          setText(event.target.value)
          if (error) setError('')
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids.error} ${ids.help}` : ids.help}
      />
      <div className="ac-remark__row">
        <button
          type="button"
          className="dz-btn dz-btn--primary"
          disabled={busy || text.trim() === saved}
          onClick={() => void save()}
        >
          {busy ? '保存中…' : '保存备注'}
        </button>
        <span id={ids.help} className="dz-field__help">
          {length}/{OPERATOR_REMARK_MAX}
        </span>
      </div>
      {error && (
        <p id={ids.error} className="dz-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
