import type { ItemCard } from '../../schemas/api/goods.ts'

/** A goods card as the server answers it (goods lists, favourites, footprints), for tests; money in cents. */
export function itemCard(overrides: Partial<ItemCard> = {}): ItemCard {
  return {
    item_id: 7,
    goods_id: 7,
    item_name: '星河 67W 氮化镓快充充电器套装',
    title: '星河 67W 氮化镓快充充电器套装',
    sub_title: '',
    brand: '',
    imgUrl: '/uploads/goods/7-1.svg',
    image_default_id: '/uploads/goods/7-1.svg',
    pics: ['/uploads/goods/7-1.svg'],
    price: 9900,
    market_price: 14900,
    member_price: 9405,
    activity_price: null,
    activity_type: null,
    staff_price: null,
    store: 100,
    sales: 0,
    approve_status: 'onsale',
    item_type: 'normal',
    product_type: 'normal',
    staff_goods: 0,
    valid_lucky: 0,
    is_gift: 0,
    nospec: 1,
    distributor_id: 0,
    promotions: [],
    point: 0,
    ...overrides,
  }
}
