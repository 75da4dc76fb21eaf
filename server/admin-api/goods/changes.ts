import type { FieldChange } from '../../../schemas/api/admin/audit-log.ts'
import {
  ITEM_TYPE_LABELS,
  PRODUCT_TYPE_LABELS,
  type GoodsDetail,
  type SkuView,
} from '../../../schemas/api/admin/goods.ts'
import { formatPoints, formatPrice } from '../../../schemas/money.ts'
import { changedFields } from '../audit.ts'

const yesNo = (flag: boolean) => (flag ? '是' : '否')
const shelf = (status: string) => (status === 'onsale' ? '上架' : '下架')

const skuLine = (sku: SkuView) =>
  `${sku.spec_desc || '默认规格'} ${formatPrice(sku.price)} 库存${sku.store} 货号${sku.bn}` +
  (sku.staff_price === null ? '' : ` 员工价${formatPrice(sku.staff_price)}`) +
  sku.member_prices.map((row) => ` 等级${row.grade_id}会员价${formatPrice(row.price)}`).join('')

/** The goods as the audit log words it: the editor's fields with readable values. */
function auditView(goods: GoodsDetail) {
  return {
    item_name: goods.item_name,
    sub_title: goods.sub_title,
    brand: goods.brand_name,
    category: goods.category_name,
    tags: goods.tags.join('、'),
    pics: goods.pics,
    item_type: ITEM_TYPE_LABELS[goods.item_type],
    point_price: goods.item_type === 'point' ? formatPoints(goods.point_price) : '',
    price: formatPrice(goods.price),
    market_price: formatPrice(goods.market_price),
    staff_price: goods.staff_price === null ? '' : formatPrice(goods.staff_price),
    staff_goods: yesNo(goods.staff_goods),
    product_type: PRODUCT_TYPE_LABELS[goods.product_type],
    is_gift: yesNo(goods.is_gift),
    approve_status: shelf(goods.approve_status),
    specs: goods.spec_groups.map((group) => `${group.name}：${group.values.map((v) => v.name).join('/')}`).join('；'),
    skus: goods.skus.map(skuLine),
    unit: goods.unit,
    sort: goods.sort,
  }
}

const LABELS = {
  item_name: '商品名称',
  sub_title: '副标题',
  brand: '品牌',
  category: '类目',
  tags: '标签',
  pics: '商品图片',
  item_type: '商品类型',
  point_price: '积分价格',
  price: '价格',
  market_price: '划线价',
  staff_price: '员工价',
  staff_goods: '员工商品',
  product_type: '员工商品类型',
  is_gift: '赠品',
  approve_status: '上下架',
  specs: '规格',
  skus: 'SKU',
  unit: '单位',
  sort: '排序',
} as const

/** What an edit changed, with Chinese labels; the detail HTML is named, not copied. */
export function goodsChanges(before: GoodsDetail, after: GoodsDetail): FieldChange[] {
  const changes = changedFields(auditView(before), auditView(after), LABELS)
  if (before.description !== after.description)
    changes.push({
      field: '商品详情',
      before: `${before.description.length}字符`,
      after: `${after.description.length}字符`,
    })
  return changes
}

export const shelfLabel = shelf
