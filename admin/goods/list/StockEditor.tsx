import { useId, useState, type FormEvent } from 'react'
import { GOODS_LIMITS } from '../../../schemas/goods-rules.ts'
import { toast } from '../../../runtime/components/toast/toast.ts'
import { DesignerApiError } from '../../../designer/api/client.ts'
import { adminApi } from '../../api.ts'
import { sessionEnded } from '../../shell/access.ts'

export const STOCK_MESSAGE = `库存须为0到${GOODS_LIMITS.storeMax}的整数`

/**
 * One SKU's stock with 修改: an inline field that sets the new stock only if it is still the one
 * shown (PATCH …/stock, mode set, expected). When orders or someone else changed it meanwhile, the
 * server answers 409 with the current stock: the message says so and the list is reloaded.
 */
export function StockEditor({
  skuId,
  store,
  label,
  editable,
  onSaved,
  onStale,
}: {
  skuId: number
  store: number
  /** Whose stock: '纯棉T恤' or '纯棉T恤 白色 L', for the controls' names. */
  label: string
  editable: boolean
  onSaved: (store: number) => void
  /** The stock changed on the server: reload what shows it. */
  onStale: () => void
}) {
  const [editing, setEditing] = useState(false)
  const [value, setValue] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const id = useId()

  function open() {
    setValue(String(store))
    setError('')
    setEditing(true)
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    const text = value.trim()
    if (!/^\d+$/.test(text) || Number(text) > GOODS_LIMITS.storeMax) {
      setError(STOCK_MESSAGE)
      return
    }
    const next = Number(text)
    if (next === store) {
      setEditing(false)
      return
    }
    setBusy(true)
    try {
      const answer = await adminApi.patchStock(skuId, { mode: 'set', value: next, expected: store })
      setEditing(false)
      toast.success('库存已更新')
      onSaved(answer.store)
    } catch (failure) {
      if (sessionEnded(failure)) return
      setError(failure instanceof Error ? failure.message : '修改失败，请重试')
      if (failure instanceof DesignerApiError && failure.status === 409) onStale()
    } finally {
      setBusy(false)
    }
  }

  if (!editing)
    return (
      <span className="gd-stock">
        <span className={store === 0 ? 'gd-stock__zero' : undefined}>{store}</span>
        {editable && (
          <button type="button" className="dz-link gd-stock__edit" aria-label={`修改库存 ${label}`} onClick={open}>
            修改
          </button>
        )}
      </span>
    )

  return (
    <form className="gd-stock-form" onSubmit={save} aria-label={`修改库存 ${label}`}>
      <div className="gd-stock-form__row">
        <input
          id={id}
          className="dz-input gd-stock-form__input"
          inputMode="numeric"
          value={value}
          aria-label={`${label} 库存`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoFocus
          onChange={(event) => {
            setValue(event.target.value)
            setError('')
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setEditing(false)
          }}
        />
        <button type="submit" className="dz-link dz-link--strong" disabled={busy}>
          保存
        </button>
        <button type="button" className="dz-link" onClick={() => setEditing(false)}>
          取消
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="dz-field__error gd-stock-form__error" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
