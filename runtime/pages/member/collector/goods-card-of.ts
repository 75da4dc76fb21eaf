import type { ItemCard } from '../../../api/catalogue.ts'
import type { GoodsCardItem } from '../../../components/goods-card/GoodsCard.tsx'

/**
 * The shared goods card's fields for a favourite or footprint, at the price the member pays now.
 * Goods taken off the shelf stay listed but greyed as 已失效 so the member can clear them.
 */
export function goodsCardOf(item: ItemCard, price: number): GoodsCardItem {
  return {
    item_id: item.item_id,
    item_name: item.item_name || item.title,
    imgUrl: item.imgUrl || item.image_default_id,
    price,
    market_price: item.market_price,
    promotions: item.promotions,
    valid_lucky: item.valid_lucky === 1 || item.approve_status === 'instock' ? 1 : 0,
  }
}

/** What the member pays now: a running activity's price, else the member price, else the list price. */
export function payablePrice(item: Pick<ItemCard, 'activity_price' | 'member_price' | 'price'>): number {
  return item.activity_price ?? (item.member_price > 0 ? item.member_price : item.price)
}
