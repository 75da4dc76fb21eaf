import type { CollectedGoods, CollectedShop } from '../../../api/member.ts'
import { itemCard } from '../../../api/test-item-card.ts'

/** A favourite as member/collect/item answers it. */
export function collectedGoods(overrides: Partial<CollectedGoods> = {}): CollectedGoods {
  const card = itemCard()
  return { ...card, fav_id: 5, item_image: card.imgUrl, item_price: 9405, created: 1795276800, ...overrides }
}

export function collectedShop(overrides: Partial<CollectedShop> = {}): CollectedShop {
  return {
    fav_id: 1,
    distributor_id: 1,
    company_id: 1,
    name: 'mallfront 北京三里屯旗舰店',
    logo: '/uploads/shops/1-logo.svg',
    banner: '',
    province: '北京市',
    city: '北京市',
    area: '朝阳区',
    address: '三里屯路 19 号院',
    phone: '',
    status: 'active',
    tagList: [{ tag_id: 1, tag_name: '旗舰店', tag_color: '' }],
    created: 1795276800,
    ...overrides,
  }
}
