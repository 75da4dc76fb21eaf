import { useId } from 'react'
import type { ShopGoodsView } from '../../schemas/api/admin/merchants.ts'
import { SHOP_LIMITS } from '../../schemas/shop-rules.ts'
import { GoodsSearch } from '../kit/GoodsSearch.tsx'
import { PickButton } from '../kit/PickButton.tsx'

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
  const id = useId()
  const chosen = new Set(value.map((item) => item.id))

  return (
    <div className="mc-goods">
      <GoodsSearch
        label="搜索商品"
        action={(item) => (
          <PickButton
            name={item.item_name}
            label="添加"
            taken={chosen.has(item.id)}
            takenLabel="已添加"
            disabled={value.length >= SHOP_LIMITS.goodsMax}
            onPick={() => onChange([...value, { id: item.id, item_name: item.item_name, pic: item.pic }])}
          />
        )}
      />
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
