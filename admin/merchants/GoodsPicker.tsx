import { useId, useState } from 'react'
import type { GoodsListRow } from '../../schemas/api/admin/goods.ts'
import type { ShopGoodsView } from '../../schemas/api/admin/merchants.ts'
import { SHOP_LIMITS } from '../../schemas/shop-rules.ts'
import { adminApi } from '../api.ts'
import { sessionEnded } from '../shell/access.ts'
import { failureText } from '../settings/forms.ts'

/**
 * The goods a shop carries: a search of the company's goods (the goods list's search) to add
 * from, and the chosen ones with 移除. Goods belong to one shop: choosing goods of another shop
 * moves them here; removed goods go back to the platform (自营).
 */
export function GoodsPicker({
  value,
  onChange,
  error,
}: {
  value: ShopGoodsView[]
  onChange: (goods: ShopGoodsView[]) => void
  error?: string
}) {
  const [keywords, setKeywords] = useState('')
  const [found, setFound] = useState<GoodsListRow[] | null>(null)
  const [searching, setSearching] = useState(false)
  const [searchError, setSearchError] = useState('')
  const id = useId()
  const chosen = new Set(value.map((item) => item.id))

  async function search() {
    setSearching(true)
    setSearchError('')
    try {
      const answer = await adminApi.goods({ keywords: keywords.trim() || undefined, page: 1, pageSize: 10 })
      setFound(answer.list)
    } catch (failure) {
      if (!sessionEnded(failure)) setSearchError(failureText(failure))
    } finally {
      setSearching(false)
    }
  }

  return (
    <div className="mc-goods">
      <div className="mc-goods__search" role="search" aria-label="搜索商品">
        <label className="ac-filter">
          <span className="ac-filter__label">搜索商品</span>
          <input
            className="dz-input"
            value={keywords}
            maxLength={60}
            placeholder="商品名称或货号"
            onChange={(event) => setKeywords(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                void search()
              }
            }}
          />
        </label>
        <button type="button" className="dz-btn" disabled={searching} onClick={() => void search()}>
          {searching ? '搜索中…' : '搜索'}
        </button>
      </div>
      {searchError && (
        <p className="dz-field__error" role="alert">
          {searchError}
        </p>
      )}
      {found && (
        <ul className="mc-goods__list" aria-label="搜索结果">
          {found.length === 0 && <li className="dz-muted">没有找到商品</li>}
          {found.map((item) => (
            <li key={item.id}>
              {item.pic ? <img src={item.pic} alt="" /> : <span className="mc-goods__nopic" />}
              <span className="mc-goods__name">{item.item_name}</span>
              <button
                type="button"
                className="dz-link"
                disabled={chosen.has(item.id) || value.length >= SHOP_LIMITS.goodsMax}
                aria-label={`${chosen.has(item.id) ? '已添加' : '添加'} ${item.item_name}`}
                onClick={() => onChange([...value, { id: item.id, item_name: item.item_name, pic: item.pic }])}
              >
                {chosen.has(item.id) ? '已添加' : '添加'}
              </button>
            </li>
          ))}
        </ul>
      )}
      <h3 id={`${id}-chosen`} className="mc-goods__title">
        已选商品 <span className="dz-muted">{value.length} 件</span>
      </h3>
      <ul className="mc-goods__list" aria-labelledby={`${id}-chosen`} aria-describedby={`${id}-note`}>
        {value.length === 0 && <li className="dz-muted">还没有选择商品</li>}
        {value.map((item) => (
          <li key={item.id}>
            {item.pic ? <img src={item.pic} alt="" /> : <span className="mc-goods__nopic" />}
            <span className="mc-goods__name">{item.item_name}</span>
            <button
              type="button"
              className="dz-link dz-link--danger"
              aria-label={`移除 ${item.item_name}`}
              onClick={() => onChange(value.filter((other) => other.id !== item.id))}
            >
              移除
            </button>
          </li>
        ))}
      </ul>
      <p id={`${id}-note`} className={error ? 'dz-field__error' : 'dz-field__help'}>
        {error ||
          `每件商品只属于一个门店：选入其他门店的商品会移到本门店，移除的商品回到自营；最多${SHOP_LIMITS.goodsMax}件`}
      </p>
    </div>
  )
}
