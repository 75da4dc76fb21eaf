import { type ReactNode, useState } from 'react'
import type { GoodsListRow } from '../../schemas/api/admin/goods.ts'
import { adminApi } from '../api.ts'
import { sessionEnded } from '../shell/access.ts'
import { failureText } from '../settings/forms.ts'
import { money } from './format.ts'
import './goods-search.css'

/**
 * A search of the company's goods (the 商品 list, on and off the shelf) by name or 货号, every
 * goods found shown with its picture and price and the caller's `action` (a 选择 button, a
 * checkbox…). Enter in the box searches; a failure is said under it.
 */
export function GoodsSearch({
  label,
  action,
}: {
  /** Names the group; the box is 商品名称或货号 inside it. */
  label: string
  action: (goods: GoodsListRow) => ReactNode
}) {
  const [keywords, setKeywords] = useState('')
  const [found, setFound] = useState<GoodsListRow[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  async function search() {
    setBusy(true)
    setError('')
    try {
      const answer = await adminApi.goods({
        keywords: keywords.trim() || undefined,
        page: 1,
        pageSize: 20,
        status: 'all',
      })
      setFound(answer.list)
    } catch (failure) {
      if (!sessionEnded(failure)) setError(failureText(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="ac-goods-search" role="group" aria-label={label}>
      <div className="ac-goods-search__bar">
        <input
          className="dz-input"
          aria-label="商品名称或货号"
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
          {busy ? '搜索中…' : '搜索商品'}
        </button>
      </div>
      {error && (
        <p className="dz-field__error" role="alert">
          {error}
        </p>
      )}
      {found && (
        <ul className="ac-goods-search__list" aria-label="商品搜索结果">
          {found.length === 0 && <li className="dz-muted">没有找到商品</li>}
          {found.map((goods) => (
            <li key={goods.id} className="ac-goods-search__row">
              {goods.pic ? (
                <img src={goods.pic} alt="" className="ac-goods-search__thumb" loading="lazy" />
              ) : (
                <span className="ac-goods-search__thumb" />
              )}
              <span className="ac-goods-search__name">{goods.item_name}</span>
              <span className="ac-num">
                {goods.price_min === goods.price_max ? money(goods.price_min) : `${money(goods.price_min)}起`}
              </span>
              {action(goods)}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
