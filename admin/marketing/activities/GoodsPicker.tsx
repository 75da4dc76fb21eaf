import { useState } from 'react'
import type { GoodsListRow } from '../../../schemas/api/admin/goods.ts'
import { toast } from '../../../runtime/components/toast/toast.ts'
import { money } from '../../kit/format.ts'
import { sessionEnded } from '../../shell/access.ts'
import { failureText } from '../../settings/forms.ts'
import { activityApi } from './api.ts'

/**
 * Searches the company's goods (商品 list) and offers each found goods with a button: 选择 adds it
 * (the promotion's goods scope) or 添加规格 opens its SKUs (the seckill editor). Keyboard usable:
 * Enter in the box searches.
 */
export function GoodsPicker({
  label,
  actionLabel,
  chosen,
  onPick,
}: {
  label: string
  actionLabel: string
  /** Goods already chosen: their button reads 已选择 and is disabled. */
  chosen?: ReadonlySet<number>
  onPick: (goods: GoodsListRow) => void
}) {
  const [keywords, setKeywords] = useState('')
  const [found, setFound] = useState<GoodsListRow[] | null>(null)
  const [busy, setBusy] = useState(false)

  async function search() {
    setBusy(true)
    try {
      setFound((await activityApi.goods(keywords.trim())).list)
    } catch (failure) {
      if (!sessionEnded(failure)) toast.error(failureText(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="pm-picker" role="group" aria-label={label}>
      <div className="pm-picker__bar">
        <input
          className="dz-input"
          aria-label={`${label}：商品名称或货号`}
          placeholder="商品名称或货号"
          value={keywords}
          maxLength={60}
          onChange={(event) => setKeywords(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              void search()
            }
          }}
        />
        <button type="button" className="dz-btn" disabled={busy} onClick={() => void search()}>
          搜索商品
        </button>
      </div>
      {found && (
        <ul className="pm-picker__list" aria-label="搜索结果">
          {found.length === 0 && <li className="pm-muted">没有找到商品</li>}
          {found.map((goods) => {
            const taken = chosen?.has(goods.id) ?? false
            return (
              <li key={goods.id} className="pm-picker__row">
                {goods.pic ? (
                  <img src={goods.pic} alt="" className="pm-thumb" loading="lazy" />
                ) : (
                  <span className="pm-thumb" />
                )}
                <span className="pm-picker__name">{goods.item_name}</span>
                <span className="ac-num">
                  {goods.price_min === goods.price_max ? money(goods.price_min) : `${money(goods.price_min)}起`}
                </span>
                <button
                  type="button"
                  className="dz-link"
                  disabled={taken}
                  aria-label={`${taken ? '已选择' : actionLabel} ${goods.item_name}`}
                  onClick={() => onPick(goods)}
                >
                  {taken ? '已选择' : actionLabel}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
