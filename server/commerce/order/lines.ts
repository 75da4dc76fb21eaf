/** Lines after-sales and ratings are about: bought goods, not gifts or a membership grade. */
export const isGoodsLine = (item: { goods_id: number | null; is_gift: number }) =>
  item.goods_id !== null && item.is_gift === 0
