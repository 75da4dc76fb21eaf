import type { Kysely, Transaction } from 'kysely'
import { writeAtomically } from '../../db/group-commit.ts'
import type { CartType, Database } from '../../db/types.ts'
import { badRequest, notFound } from '../../lib/errors.ts'
import { activePromotions, activeSeckillItems } from '../goods/activity-repo.ts'
import { parseIds } from '../collect/id-list.ts'
import { MAX_QUANTITY, stockRefusal } from '../checkout/quantity.ts'
import { lockMember } from '../member-lock.ts'
import { parseCartParams, parseFlag, parsePromotionChoice } from './params.ts'
import { coversGoods, giftRuleOf, toPromotionRules } from './promotions.ts'
import { cartQuantity } from './quantity.ts'
import * as repo from './repo.ts'
import { CART_LIMIT, goodsGone, lineNotFound, purchaseRefusal } from './rules.ts'
import type { AddBody, BatchInput, CartInfo, CheckInput, CheckReadyInput, DeleteInput, FastbuyResult, GiftBody, NumInput, TotalCart } from '../../../schemas/api/cart.ts'
import { cartInfo } from './view.ts'

const quantityTooLarge = () => badRequest('购买数量无效', 'QUANTITY_INVALID')

/** Refuses `num` units of a SKU with `store` in stock, with the spec's stock messages. */
function checkStock(store: number, num: number): void {
  const refused = stockRefusal(store, num)
  if (refused) throw refused
}

/**
 * The SKU a request names. sku_id wins; a goods id names its SKU only when it has just one (a
 * goods with variants needs sku_id: '请选择规格'). As ECShopX clients do, item_id may also be the
 * id of the only SKU of a goods without variants.
 */
async function resolveSku(db: Kysely<Database>, itemId: number | undefined, skuId: number | undefined): Promise<repo.SkuRow> {
  if (skuId !== undefined) {
    const sku = await repo.findSku(db, skuId)
    if (!sku || (itemId !== undefined && itemId !== sku.goods_id && itemId !== sku.sku_id)) throw goodsGone()
    return sku
  }
  if (itemId === undefined) throw badRequest('缺少必填参数：item_id', 'VALIDATION')
  if (await repo.goodsExists(db, itemId)) {
    const skuIds = await repo.skuIdsOfGoods(db, itemId)
    if (skuIds.length === 0) throw goodsGone()
    if (skuIds.length > 1) throw badRequest('请选择规格', 'SPEC_REQUIRED')
    const sku = await repo.findSku(db, skuIds[0]!)
    if (!sku) throw goodsGone()
    return sku
  }
  const sku = await repo.findSku(db, itemId)
  if (!sku || (await repo.skuIdsOfGoods(db, sku.goods_id)).length !== 1) throw goodsGone()
  return sku
}

/** Sets a line's quantity within stock, or refuses with the stock that is left. */
async function setQuantity(trx: Transaction<Database>, memberId: number, line: { id: number; skuId: number }, quantity: number, options: { check: boolean; now: number }) {
  if (!(await repo.setQuantityWithinStock(trx, memberId, line.id, quantity, options))) checkStock(await repo.currentStore(trx, line.skuId), quantity)
}

/**
 * Replaces the member's one "buy now" line. The stock just read decides: a buy-now line takes no
 * stock (the order does, conditionally), so reading it again under the lock would add nothing.
 */
async function addFastbuy(db: Kysely<Database>, memberId: number, sku: repo.SkuRow, num: number, now: number): Promise<FastbuyResult> {
  checkStock(sku.store, num)
  return writeAtomically(db, async (trx) => {
    await lockMember(trx, memberId)
    await repo.deleteFastbuy(trx, memberId)
    const cartId = await repo.insertLine(trx, {
      memberId,
      cartType: 'fastbuy',
      distributorId: sku.distributor_id,
      goodsId: sku.goods_id,
      skuId: sku.sku_id,
      quantity: num,
      relPromotionId: 0,
      now,
    })
    return { cart_id: cartId, cart_type: 'fastbuy' as const, item_id: sku.goods_id, sku_id: sku.sku_id, num, distributor_id: sku.distributor_id }
  })
}

/**
 * POST cart. 'cart' adds to the member's line of that SKU (checking it) up to the stock; 'fastbuy'
 * replaces the member's one "buy now" line and leaves the cart alone. The line is filed under
 * the goods' own shop whatever distributor_id the client sends.
 */
export async function addToCart(db: Kysely<Database>, memberId: number, input: AddBody, now: number): Promise<CartInfo | FastbuyResult> {
  const cartType: CartType = input.cart_type ?? input.mode ?? 'cart'
  const num = cartQuantity(input.num ?? input.quantity ?? '1')
  const sku = await resolveSku(db, input.item_id, input.sku_id)
  const refused = purchaseRefusal(sku, cartType)
  if (refused) throw refused
  if (cartType === 'fastbuy') return addFastbuy(db, memberId, sku, num, now)
  if ((await activeSeckillItems(db, [sku.goods_id], now)).length > 0) throw badRequest('秒杀商品请直接购买', 'SECKILL_GOODS')

  await writeAtomically(db, async (trx) => {
    await lockMember(trx, memberId)
    const existing = await repo.findLine(trx, memberId, 'cart', sku.distributor_id, sku.sku_id, 0)
    const total = (existing?.quantity ?? 0) + num
    checkStock(await repo.currentStore(trx, sku.sku_id), total)
    if (total > MAX_QUANTITY) throw quantityTooLarge()
    if (existing) return setQuantity(trx, memberId, { id: existing.id, skuId: sku.sku_id }, total, { check: true, now })
    if ((await repo.countLines(trx, memberId, 'cart')) >= CART_LIMIT) throw badRequest('购物车已满', 'CART_FULL')
    await repo.insertLine(trx, { memberId, cartType: 'cart', distributorId: sku.distributor_id, goodsId: sku.goods_id, skuId: sku.sku_id, quantity: num, relPromotionId: 0, now })
  })
  return cartInfo(db, memberId, 'cart', now)
}

/** Refuses a new quantity for a line: gifts stay within their promotion's gift count, goods within what can be bought. */
async function checkNewQuantity(trx: Transaction<Database>, row: repo.CartRow, num: number): Promise<void> {
  if (row.rel_promotion_id > 0) {
    const promotion = await repo.findPromotion(trx, row.rel_promotion_id)
    const gift = promotion ? giftRuleOf(promotion.rule)?.gifts.find((g) => g.sku_id === row.sku_id) : undefined
    if (!gift) throw badRequest('该赠品已不可领取', 'GIFT_UNAVAILABLE')
    if (num > gift.num) throw badRequest(`该赠品最多可领${gift.num}件`, 'GIFT_LIMIT')
  } else {
    const refused = purchaseRefusal(row, 'cart')
    if (refused) throw refused
  }
  checkStock(row.store, num)
}

/** The member's cart lines among `cartIds`; any id that is not one of them is a 404. */
async function ownLines(trx: Kysely<Database>, memberId: number, cartIds: number[]): Promise<repo.CartRow[]> {
  const rows = await repo.cartRows(trx, memberId, 'cart', cartIds)
  if (rows.length !== new Set(cartIds).size) throw lineNotFound()
  return rows
}

/** PUT cartupdate/num. */
export async function updateQuantity(db: Kysely<Database>, memberId: number, input: NumInput, now: number): Promise<CartInfo> {
  if (input.cart_id === undefined) throw badRequest('缺少必填参数：cart_id', 'VALIDATION')
  const raw = input.num ?? input.quantity
  if (raw === undefined) throw badRequest('缺少必填参数：num', 'VALIDATION')
  const num = cartQuantity(raw)
  const cartId = input.cart_id
  await db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId)
    const [row] = await ownLines(trx, memberId, [cartId])
    await checkNewQuantity(trx, row!, num)
    await setQuantity(trx, memberId, { id: cartId, skuId: row!.sku_id }, num, { check: false, now })
  })
  return cartInfo(db, memberId, 'cart', now)
}

/** PUT cartupdate/checkstatus: the listed lines, or every line when no cart_id is sent. */
export async function updateChecked(db: Kysely<Database>, memberId: number, input: CheckInput, now: number): Promise<CartInfo> {
  const checked = parseFlag(input.is_checked)
  if (checked === undefined) throw badRequest('缺少必填参数：is_checked', 'VALIDATION')
  const ids = parseIds('cart_id', input.cart_id, input['cart_id[]'])
  await db.transaction().execute(async (trx) => {
    if (ids.length > 0) await ownLines(trx, memberId, ids)
    await repo.setChecked(trx, memberId, 'cart', ids.length > 0 ? ids : 'all', checked, now)
  })
  return cartInfo(db, memberId, 'cart', now)
}

/**
 * POST cartupdate/batch (PUT cartupdate, /cart.update): every line is checked before anything is
 * written, and all changes land in one transaction, so one bad line leaves the cart as it was.
 */
export async function updateBatch(db: Kysely<Database>, memberId: number, input: BatchInput, now: number): Promise<CartInfo> {
  const params = parseCartParams(input.cart_params)
  const changes = params.map((param) => {
    const raw = param.num ?? param.quantity
    return {
      cartId: param.cart_id,
      skuId: param.sku_id,
      quantity: raw === undefined ? undefined : cartQuantity(raw),
      checked: parseFlag(param.is_checked),
      promotion: parsePromotionChoice(param.selected_promotion),
    }
  })
  const ids = changes.map((change) => change.cartId)
  if (new Set(ids).size !== ids.length) throw badRequest('同一购物车商品不能重复提交', 'VALIDATION')

  await db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId)
    const rows = new Map((await ownLines(trx, memberId, ids)).map((row) => [row.cart_id, row]))
    const rules = toPromotionRules(await activePromotions(trx, [...new Set([...rows.values()].map((row) => row.goods_id))], now))
    for (const change of changes) {
      const row = rows.get(change.cartId)!
      if (change.skuId !== undefined && change.skuId !== row.sku_id) throw lineNotFound()
      if (typeof change.promotion === 'number') {
        const rule = rules.find((r) => r.id === change.promotion)
        if (row.rel_promotion_id > 0 || !rule || !coversGoods(rule, row.goods_id)) throw badRequest('该促销活动不适用于此商品', 'PROMOTION_NOT_APPLICABLE')
      }
      if (change.quantity !== undefined && change.quantity !== row.quantity) await checkNewQuantity(trx, row, change.quantity)
    }
    for (const change of changes) {
      const row = rows.get(change.cartId)!
      if (change.quantity !== undefined && change.quantity !== row.quantity) {
        await setQuantity(trx, memberId, { id: row.cart_id, skuId: row.sku_id }, change.quantity, { check: false, now })
      }
      if (change.checked !== undefined || change.promotion !== undefined) {
        await repo.updateLine(trx, memberId, row.cart_id, { is_checked: change.checked, selected_promotion: change.promotion }, now)
      }
    }
  })
  return cartInfo(db, memberId, 'cart', now)
}

/** DELETE cartdel (/cart.del). */
export async function deleteLines(db: Kysely<Database>, memberId: number, input: DeleteInput, now: number): Promise<CartInfo> {
  const ids = parseIds('cart_id', input.cart_id, input['cart_id[]'])
  if (ids.length === 0) throw badRequest('请选择要删除的商品', 'VALIDATION')
  await db.transaction().execute(async (trx) => {
    await ownLines(trx, memberId, ids)
    await repo.deleteLines(trx, memberId, ids)
  })
  return cartInfo(db, memberId, 'cart', now)
}

/**
 * POST cart/gift (/cart.addGift): puts a gift of a running 满赠 promotion in the cart, priced 0,
 * when the member's checked lines reach its threshold; at most the promotion's gift count.
 */
export async function addGift(db: Kysely<Database>, memberId: number, input: GiftBody, now: number): Promise<CartInfo> {
  const num = cartQuantity(input.quantity ?? input.gift_num ?? input.num ?? '1')
  const promotionId = input.rel_promotion_id
  await db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId)
    const promotion = await repo.findPromotion(trx, promotionId)
    if (!promotion || promotion.status !== 'active' || promotion.starts_at > now || promotion.ends_at <= now) {
      throw notFound('促销活动不存在或已结束', 'PROMOTION_NOT_FOUND')
    }
    if (promotion.promotion_type !== 'gift') throw badRequest('该活动不是满赠活动', 'NOT_GIFT_PROMOTION')
    const gift = giftRuleOf(promotion.rule)?.gifts.find((g) => g.sku_id === input.sku_id)
    if (!gift) throw badRequest('该商品不是此活动的赠品', 'NOT_A_GIFT')
    if (num > gift.num) throw badRequest(`该赠品最多可领${gift.num}件`, 'GIFT_LIMIT')
    const current = await cartInfo(trx, memberId, 'cart', now)
    const earned = current.cartInfo.resultCartData.some((group) => group.gifts.some((g) => g.rel_promotion_id === promotionId && g.sku_id === input.sku_id))
    if (!earned) throw badRequest('未满足满赠条件，暂不能领取赠品', 'GIFT_CONDITION_NOT_MET')
    const sku = await repo.findSku(trx, input.sku_id)
    if (!sku) throw goodsGone()
    checkStock(sku.store, num)
    const existing = await repo.findLine(trx, memberId, 'cart', sku.distributor_id, sku.sku_id, promotionId)
    if (existing) return setQuantity(trx, memberId, { id: existing.id, skuId: sku.sku_id }, num, { check: true, now })
    if ((await repo.countLines(trx, memberId, 'cart')) >= CART_LIMIT) throw badRequest('购物车已满', 'CART_FULL')
    await repo.insertLine(trx, { memberId, cartType: 'cart', distributorId: sku.distributor_id, goodsId: sku.goods_id, skuId: sku.sku_id, quantity: num, relPromotionId: promotionId, now })
  })
  return cartInfo(db, memberId, 'cart', now)
}

/** GET cartcount: units and lines in the cart (gifts left out), whatever their state. */
export async function countCart(db: Kysely<Database>, memberId: number): Promise<{ item_count: number; cart_count: number }> {
  const { quantity, lines } = await repo.cartCount(db, memberId)
  return { item_count: quantity, cart_count: lines }
}

/** /cart.total: the totals of the checked, valid lines. */
export async function cartTotal(db: Kysely<Database>, memberId: number, cartType: CartType, now: number): Promise<TotalCart> {
  return (await cartInfo(db, memberId, cartType, now)).cartInfo.totalCart
}

/** /cart.check: whether the checked lines can go to checkout now (something checked, enough stock). */
export async function checkReady(db: Kysely<Database>, memberId: number, input: CheckReadyInput, now: number) {
  const mode: CartType = input.mode ?? input.cart_type ?? 'cart'
  const info = await cartInfo(db, memberId, mode, now)
  const counted = info.cartInfo.resultCartData.flatMap((group) => group.cartitemlist).filter((line) => line.valid && line.is_checked && !line.is_gift)
  if (counted.length === 0) throw badRequest(mode === 'fastbuy' ? '请先选择要购买的商品' : '请选择要结算的商品', 'NOTHING_CHECKED')
  for (const line of counted) checkStock(line.store, line.quantity)
  return { status: true, mode, totalCart: info.cartInfo.totalCart }
}
