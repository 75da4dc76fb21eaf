import type { CollectedGoods, CollectedShop } from '../../../api/member.ts'

/** A favourite as member/collect/item answers it. */
export function collectedGoods(overrides: Partial<CollectedGoods> = {}): CollectedGoods {
  return {
    item_id: 7,
    item_name: '星河 67W 氮化镓快充充电器套装',
    title: '星河 67W 氮化镓快充充电器套装',
    imgUrl: '/uploads/goods/7-1.svg',
    image_default_id: '/uploads/goods/7-1.svg',
    price: 9900,
    market_price: 14900,
    member_price: 9405,
    activity_price: null,
    approve_status: 'onsale',
    valid_lucky: 0,
    distributor_id: 0,
    promotions: [],
    fav_id: 5,
    item_price: 9405,
    created: 1795276800,
    ...overrides,
  }
}

export function collectedShop(overrides: Partial<CollectedShop> = {}): CollectedShop {
  return {
    fav_id: 1,
    distributor_id: 1,
    name: 'mallfront 北京三里屯旗舰店',
    logo: '/uploads/shops/1-logo.svg',
    province: '北京市',
    city: '北京市',
    area: '朝阳区',
    address: '三里屯路 19 号院',
    status: 'active',
    tagList: [{ tag_id: 1, tag_name: '旗舰店', tag_color: '' }],
    created: 1795276800,
    ...overrides,
  }
}
