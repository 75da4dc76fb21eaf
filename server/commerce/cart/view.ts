import type { Kysely } from 'kysely'
import type { CartType, Database } from '../../db/types.ts'
import { activePromotions } from '../goods/repo/activities.ts'
import { parseNumberList, parseStringList } from '../goods/json-list.ts'
import { findBuyer } from '../vip/buyer.ts'
import { cartUnitPrice } from '../pricing/unit-price.ts'
import {
  applyPromotions,
  giftSkuIds,
  promotionFor,
  promotionsCovering,
  toPromotionRules,
  type PromotionOutcome,
  type PromotionRule,
} from '../pricing/promotions.ts'
import { cartRows, findSkus, memberPrices, shopNames, specValues, type CartRow, type SkuRow } from './repo.ts'
import { purchaseRefusal } from './rules.ts'
import type { CartAnswer, CartGroup, CartLine, TotalCart } from '../../../schemas/api/cart.ts'
import { withEcshopxCart } from './ecshopx-view.ts'
import { PLATFORM_SHOP_NAME } from '../distributor/service.ts'

const COLOR_GROUPS = new Set(['颜色', '色号'])
const SIZE_GROUPS = new Set(['尺码', '尺寸'])

/** Everything the cart needs besides its rows, read once per request. */
interface CartContext {
  cartType: CartType
  unitPrice: (row: CartRow) => number
  rules: PromotionRule[]
  specs: Map<number, { name: string; group: string }>
  shops: Map<number, string>
  giftSkus: Map<number, SkuRow>
}

const sum = (values: readonly number[]) => values.reduce((acc, v) => acc + v, 0)
const imageOf = (sku: Pick<SkuRow, 'image_url' | 'image_default_id' | 'pics'>) =>
  sku.image_url || sku.image_default_id || parseStringList(sku.pics)[0] || ''

function specInfo(row: CartRow, specs: CartContext['specs']): CartLine['spec_info'] {
  const values = parseNumberList(row.spec_value_ids)
    .map((id) => specs.get(id))
    .filter((v) => v !== undefined)
  return {
    color: values.find((v) => COLOR_GROUPS.has(v.group))?.name ?? '',
    size: values.find((v) => SIZE_GROUPS.has(v.group))?.name ?? '',
    desc: row.spec_desc || values.map((v) => `${v.group}:${v.name}`).join(' '),
  }
}

/** Per line of the cart: its unit price and, for bought lines, whether it counts. */
interface Priced {
  row: CartRow
  unit: number
  isGift: boolean
  refusal: string
}

/** Runs the promotions over one shop's checked, valid bought lines; returns per-cart-id discounts. */
function promoteShop(
  lines: Priced[],
  rules: PromotionRule[],
): { outcome: PromotionOutcome; discountOf: Map<number, number> } {
  const counted = lines.filter((line) => !line.isGift && line.refusal === '' && line.row.is_checked === 1)
  const outcome = applyPromotions(
    counted.map((line) => ({
      goods_id: line.row.goods_id,
      sku_id: line.row.sku_id,
      num: line.row.quantity,
      amount: line.unit * line.row.quantity,
      selected_promotion: line.row.selected_promotion,
    })),
    rules,
  )
  return { outcome, discountOf: new Map(counted.map((line, i) => [line.row.cart_id, outcome.discounts[i]!])) }
}

/** Why a gift line does not count (its promotion's condition or stock), or ''. */
function giftRefusal(row: CartRow, earned: PromotionOutcome['gifts']): string {
  const gift = earned.find((g) => g.promotion_id === row.rel_promotion_id && g.sku_id === row.sku_id)
  if (!gift) return '未满足满赠条件'
  if (row.quantity > gift.num) return `该赠品最多可领${gift.num}件`
  if (row.store < row.quantity) return '赠品库存不足'
  return ''
}

function toLine(line: Priced, discount: number, context: CartContext): CartLine {
  const { row } = line
  const covering = promotionsCovering(context.rules, row.goods_id)
  const itemFee = line.unit * row.quantity
  return {
    cart_id: row.cart_id,
    cart_type: row.cart_type,
    sku_id: row.sku_id,
    item_id: row.goods_id,
    goods_id: row.goods_id,
    distributor_id: row.line_distributor_id,
    shop_id: row.line_distributor_id,
    is_checked: row.is_checked === 1,
    goodspromotion: line.isGift
      ? []
      : covering.map((p) => ({
          promotion_id: p.id,
          promotion_type: p.promotion_type,
          promotion_tag: p.promotion_tag,
          marketing_name: p.marketing_name,
        })),
    selected_promotion: line.isGift
      ? null
      : promotionFor({ goods_id: row.goods_id, selected_promotion: row.selected_promotion }, context.rules),
    price: line.unit,
    // SKUs without their own market price show the goods'.
    market_price: row.market_price || row.goods_market_price,
    point: row.item_type === 'point' ? row.point_price : 0,
    quantity: row.quantity,
    num: row.quantity,
    item_fee: itemFee,
    discount_price: discount,
    total_fee: itemFee - discount,
    store: row.store,
    spec_info: specInfo(row, context.specs),
    item_spec_desc: row.spec_desc,
    title: row.item_name,
    item_name: row.item_name,
    pics: parseStringList(row.pics),
    imgUrl: imageOf(row),
    bn: row.bn,
    approve_status: row.approve_status,
    item_type: row.item_type,
    is_gift: line.isGift,
    rel_promotion_id: row.rel_promotion_id,
    valid: line.refusal === '',
    invalid_reason: line.refusal,
  }
}

function giftOptions(outcome: PromotionOutcome, context: CartContext): CartGroup['gifts'] {
  return outcome.gifts.flatMap((gift) => {
    const sku = context.giftSkus.get(gift.sku_id)
    if (!sku) return []
    return [
      {
        rel_promotion_id: gift.promotion_id,
        marketing_name: context.rules.find((rule) => rule.id === gift.promotion_id)?.marketing_name ?? '',
        sku_id: sku.sku_id,
        item_id: sku.goods_id,
        title: sku.item_name,
        imgUrl: imageOf(sku),
        item_spec_desc: sku.spec_desc,
        gift_num: gift.num,
        store: sku.store,
      },
    ]
  })
}

const totalsOf = (groups: CartGroup[]): TotalCart => {
  const counted = groups.flatMap((g) => g.cartitemlist).filter((line) => line.valid && line.is_checked && !line.is_gift)
  const itemFee = sum(groups.map((g) => g.item_fee))
  const discountFee = sum(groups.map((g) => g.discount_fee))
  return {
    totalQuantity: sum(counted.map((line) => line.quantity)),
    number: counted.length,
    item_fee: itemFee,
    discount_fee: discountFee,
    total_fee: itemFee - discountFee,
  }
}

/** Assembles the answer from the rows and what was read for them; pure. */
export function assembleCart(rows: CartRow[], context: CartContext): CartAnswer {
  const priced: Priced[] = rows.map((row) => {
    const isGift = row.rel_promotion_id > 0
    return {
      row,
      isGift,
      unit: isGift ? 0 : context.unitPrice(row),
      refusal: isGift ? '' : (purchaseRefusal(row, context.cartType)?.message ?? ''),
    }
  })
  const shopIds = [...new Set(rows.map((row) => row.line_distributor_id))]
  const promoted = new Map(
    shopIds.map((shopId) => [
      shopId,
      promoteShop(
        priced.filter((line) => line.row.line_distributor_id === shopId),
        context.rules,
      ),
    ]),
  )
  // A gift is earned by the lines of whichever shop sells the goods that reach the threshold.
  const earned = [...promoted.values()].flatMap((p) => p.outcome.gifts)
  for (const line of priced) if (line.isGift) line.refusal = giftRefusal(line.row, earned)

  const groups: CartGroup[] = shopIds.map((shopId) => {
    const { outcome, discountOf } = promoted.get(shopId)!
    const lines = priced
      .filter((line) => line.row.line_distributor_id === shopId)
      .map((line) => toLine(line, discountOf.get(line.row.cart_id) ?? 0, context))
    const counted = lines.filter((line) => line.valid && line.is_checked && !line.is_gift)
    const itemFee = sum(counted.map((line) => line.item_fee))
    const discountFee = sum(counted.map((line) => line.discount_price))
    return {
      shop_id: shopId,
      distributor_id: shopId,
      shop_name: shopId === 0 ? PLATFORM_SHOP_NAME : (context.shops.get(shopId) ?? ''),
      cartitemlist: lines,
      item_fee: itemFee,
      discount_fee: discountFee,
      total_fee: itemFee - discountFee,
      promotions: outcome.applied,
      gifts: giftOptions(outcome, context),
    }
  })
  const validGroups = groups
    .map((group) => ({ ...group, cartitemlist: group.cartitemlist.filter((line) => line.valid) }))
    .filter((group) => group.cartitemlist.length > 0)
  return withEcshopxCart({
    cartInfo: {
      resultCartData: groups,
      totalCart: totalsOf(groups),
      valid_cart: validGroups,
      invalid_cart: groups.flatMap((group) => group.cartitemlist.filter((line) => !line.valid)),
    },
  })
}

/** The member's cart (or "buy now" line) as it stands now: current prices, stock and promotions. */
export async function cartInfo(
  db: Kysely<Database>,
  memberId: number,
  cartType: CartType,
  now: number,
): Promise<CartAnswer> {
  const rows = await cartRows(db, memberId, cartType)
  const goodsIds = [...new Set(rows.map((row) => row.goods_id))]
  const [buyer, promotionRows, specs, shops] = await Promise.all([
    findBuyer(db, memberId, now),
    activePromotions(db, goodsIds, now),
    specValues(db, [...new Set(rows.flatMap((row) => parseNumberList(row.spec_value_ids)))]),
    shopNames(
      db,
      rows.map((row) => row.line_distributor_id),
    ),
  ])
  const rules = toPromotionRules(promotionRows)
  const viewer = buyer?.viewer ?? null
  const [explicit, giftSkus] = await Promise.all([
    viewer
      ? memberPrices(
          db,
          rows.map((row) => row.sku_id),
          viewer.gradeId,
        )
      : Promise.resolve(new Map<number, number>()),
    findSkus(db, giftSkuIds(rules)),
  ])
  return assembleCart(rows, {
    cartType,
    unitPrice: (row) => cartUnitPrice(row, viewer, explicit),
    rules,
    specs: new Map(specs.map((v) => [v.id, { name: v.spec_value_name, group: v.spec_name }])),
    shops,
    giftSkus,
  })
}
