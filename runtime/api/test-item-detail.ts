import type { ItemDetail, SpecItem } from '../../schemas/api/goods.ts'
import type { PointItemDetail, PointSpecItem } from '../../schemas/api/pointitems.ts'

/** One variant as the goods detail answers it, for tests; money in cents. */
export function specItem(overrides: Partial<SpecItem> = {}): SpecItem {
  return {
    item_id: 11,
    sku_id: 11,
    bn: '',
    store: 10,
    price: 1000,
    market_price: 0,
    member_price: 1000,
    act_price: null,
    staff_price: null,
    item_spec: [],
    spec_desc: '',
    item_image_url: '',
    spec_image_url: '',
    ...overrides,
  }
}

/** The goods detail answer (GET goods/items/{id}) of a single-variant item on sale, for tests. */
export function itemDetail(overrides: Partial<ItemDetail> = {}): ItemDetail {
  return {
    item_id: 1,
    itemId: 1,
    goods_id: 1,
    item_name: '测试商品',
    title: '测试商品',
    sub_title: '',
    brief: '',
    brand: '',
    bn: '',
    distributor_id: 0,
    category_id: 1,
    main_category_id: null,
    category_path: [],
    tags: [],
    pics: [],
    imgUrl: '',
    image: '',
    image_default_id: '',
    price: 1000,
    market_price: 0,
    member_price: 1000,
    act_price: null,
    staff_price: null,
    store: 10,
    sales: 0,
    unit: '',
    approve_status: 'onsale',
    is_gift: 0,
    nospec: 1,
    item_type: 'normal',
    point: 0,
    product_type: 'normal',
    staff_goods: 0,
    valid_lucky: 0,
    default_sku_id: 11,
    item_spec_desc: [],
    spec_items: [specItem()],
    activity_type: null,
    activity_info: null,
    promotion_activity: [],
    vipgrade_guide_title: null,
    description: '',
    ...overrides,
  }
}

/** A points-mall goods detail: the goods detail with a points price on the goods and on each variant. */
export function pointItemDetail(
  overrides: Omit<Partial<PointItemDetail>, 'spec_items'> & { spec_items?: Partial<PointSpecItem>[] } = {},
): PointItemDetail {
  const { spec_items: variants = [{}], ...fields } = overrides
  return {
    ...itemDetail({ item_type: 'point' }),
    ...fields,
    spec_items: variants.map((variant) => ({ ...specItem(), point: 0, ...variant })),
  }
}
