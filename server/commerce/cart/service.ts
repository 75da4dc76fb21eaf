import type { Kysely, Transaction } from 'kysely'
import { writeAtomically } from '../../db/group-commit.ts'
import type { CartType, Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { activePromotions, activeSeckillItems } from '../goods/repo/activities.ts'
import { parseIds } from '../collect/id-list.ts'
import { lockMember } from '../member/repo.ts'
import { parseCartParams, parseFlag, parsePromotionChoice } from './params.ts'
import { coversGoods, giftRuleOf, toPromotionRules } from '../pricing/promotions.ts'
import { cartQuantity, MAX_QUANTITY, stockRefusal } from '../pricing/quantity.ts'
import * as repo from './repo.ts'
import { CART_LIMIT, goodsGone, lineNotFound, purchaseRefusal } from './rules.ts'
import type {
  AddBody,
  BatchInput,
  CartAnswer,
  CheckInput,
  CheckReadyInput,
  DeleteInput,
  FastbuyResult,
  GiftBody,
  NumInput,
  TotalCart,
} from '../../../schemas/api/cart.ts'
import { cartInfo } from './view.ts'
import { withEcshopxCart } from './ecshopx-view.ts'

const quantityTooLarge = () => fail('QUANTITY_INVALID')

/** Refuses `num` units of a SKU with `store` in stock, with the spec's stock messages. */
function checkStock(store: number, num: number): void {
  const refused = stockRefusal(store, num)
  if (refused) throw refused
}

/**
 * The SKU a request names. sku_id wins. Without it, item_id is a goods id or, as ECShopX clients
 * send a variant picked on the item page, a SKU id. A goods id names its SKU only when it has just
 * one (a goods with variants alone: '请选择规格'). When the id is both a goods and a SKU of other
 * goods, the request's distributor_id decides: the SKU when its shop is the one named and the
 * goods' is not (or the goods has variants, which no goods id alone can add), else the goods.
 */
async function resolveSku(
  db: Kysely<Database>,
  itemId: number | undefined,
  skuId: number | undefined,
  distributorId?: number,
): Promise<repo.SkuRow> {
  if (skuId !== undefined) {
    const sku = await repo.findSku(db, skuId)
    if (!sku || (itemId !== undefined && itemId !== sku.goods_id && itemId !== sku.sku_id)) throw goodsGone()
    return sku
  }
  if (itemId === undefined) throw fail('MISSING_PARAMETER', { field: 'item_id' })
  const [goodsSkuIds, skuById] = await Promise.all([repo.skuIdsOfGoods(db, itemId), repo.findSku(db, itemId)])
  const onlySkuId = goodsSkuIds.length === 1 ? goodsSkuIds[0]! : undefined
  const ofGoods =
    onlySkuId === undefined ? undefined : onlySkuId === skuById?.sku_id ? skuById : await repo.findSku(db, onlySkuId)
  const picked = skuById && skuById.sku_id !== ofGoods?.sku_id ? skuById : undefined
  if (ofGoods && picked)
    return picked.distributor_id === distributorId && ofGoods.distributor_id !== distributorId ? picked : ofGoods
  if (ofGoods) return ofGoods
  // The id of goods with variants is a SKU only for a client that says which shop it buys from.
  if (picked && (goodsSkuIds.length === 0 || picked.distributor_id === distributorId)) return picked
  if (goodsSkuIds.length > 1) throw fail('SPEC_REQUIRED')
  throw goodsGone()
}

/** Sets a line's quantity within stock, or refuses with the stock that is left. */
async function setQuantity(
  trx: Transaction<Database>,
  memberId: number,
  line: { id: number; skuId: number },
  quantity: number,
  options: { check: boolean; now: number },
) {
  if (!(await repo.setQuantityWithinStock(trx, memberId, line.id, quantity, options)))
    checkStock(await repo.currentStore(trx, line.skuId), quantity)
}

/** Sets the cart's existing line of the SKU to `quantity`, or adds the line while the cart has room. */
async function putLine(
  trx: Transaction<Database>,
  memberId: number,
  sku: Pick<repo.SkuRow, 'distributor_id' | 'goods_id' | 'sku_id'>,
  existing: { id: number } | undefined,
  quantity: number,
  relPromotionId: number,
  now: number,
): Promise<void> {
  if (existing)
    return setQuantity(trx, memberId, { id: existing.id, skuId: sku.sku_id }, quantity, { check: true, now })
  if ((await repo.countLines(trx, memberId, 'cart')) >= CART_LIMIT) throw fail('CART_FULL')
  await repo.insertLine(trx, {
    memberId,
    cartType: 'cart',
    distributorId: sku.distributor_id,
    goodsId: sku.goods_id,
    skuId: sku.sku_id,
    quantity,
    relPromotionId,
    now,
  })
}

/**
 * Replaces the member's one "buy now" line. The stock just read decides: a buy-now line takes no
 * stock (the order does, conditionally), so reading it again under the lock would add nothing.
 */
async function addFastbuy(
  db: Kysely<Database>,
  memberId: number,
  sku: repo.SkuRow,
  num: number,
  now: number,
): Promise<FastbuyResult> {
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
    return {
      cart_id: cartId,
      cart_type: 'fastbuy' as const,
      item_id: sku.goods_id,
      sku_id: sku.sku_id,
      num,
      distributor_id: sku.distributor_id,
    }
  })
}

/**
 * POST cart. 'cart' adds to the member's line of that SKU (checking it) up to the stock; 'fastbuy'
 * replaces the member's one "buy now" line and leaves the cart alone. The line is filed under
 * the goods' own shop whatever distributor_id the client sends.
 */
export async function addToCart(
  db: Kysely<Database>,
  memberId: number,
  input: AddBody,
  now: number,
): Promise<CartAnswer | FastbuyResult> {
  const cartType: CartType = input.cart_type ?? input.mode ?? 'cart'
  const num = cartQuantity(input.num ?? input.quantity ?? '1')
  const sku = await resolveSku(db, input.item_id, input.sku_id, input.distributor_id)
  const refused = purchaseRefusal(sku, cartType)
  if (refused) throw refused
  if (cartType === 'fastbuy') return addFastbuy(db, memberId, sku, num, now)
  if ((await activeSeckillItems(db, [sku.goods_id], now)).length > 0) throw fail('SECKILL_GOODS')

  await writeAtomically(db, async (trx) => {
    await lockMember(trx, memberId)
    const existing = await repo.findLine(trx, memberId, 'cart', sku.distributor_id, sku.sku_id, 0)
    const total = (existing?.quantity ?? 0) + num
    checkStock(await repo.currentStore(trx, sku.sku_id), total)
    if (total > MAX_QUANTITY) throw quantityTooLarge()
    await putLine(trx, memberId, sku, existing, total, 0, now)
  })
  // ECShopX answers an add with the cart of the goods' shop; our own client reads the whole cartInfo.
  return withEcshopxCart(await cartInfo(db, memberId, 'cart', now), sku.distributor_id)
}

/** Refuses a new quantity for a line: gifts stay within their promotion's gift count, goods within what can be bought. */
async function checkNewQuantity(trx: Transaction<Database>, row: repo.CartRow, num: number): Promise<void> {
  if (row.rel_promotion_id > 0) {
    const promotion = await repo.findPromotion(trx, row.rel_promotion_id)
    const gift = promotion ? giftRuleOf(promotion.rule)?.gifts.find((g) => g.sku_id === row.sku_id) : undefined
    if (!gift) throw fail('GIFT_UNAVAILABLE')
    if (num > gift.num) throw fail('GIFT_LIMIT', { num: gift.num })
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
export async function updateQuantity(
  db: Kysely<Database>,
  memberId: number,
  input: NumInput,
  now: number,
): Promise<CartAnswer> {
  if (input.cart_id === undefined) throw fail('MISSING_PARAMETER', { field: 'cart_id' })
  const raw = input.num ?? input.quantity
  if (raw === undefined) throw fail('MISSING_PARAMETER', { field: 'num' })
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
export async function updateChecked(
  db: Kysely<Database>,
  memberId: number,
  input: CheckInput,
  now: number,
): Promise<CartAnswer> {
  const checked = parseFlag(input.is_checked)
  if (checked === undefined) throw fail('MISSING_PARAMETER', { field: 'is_checked' })
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
export async function updateBatch(
  db: Kysely<Database>,
  memberId: number,
  input: BatchInput,
  now: number,
): Promise<CartAnswer> {
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
  if (new Set(ids).size !== ids.length) throw fail('CART_LINE_REPEATED')

  await db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId)
    const rows = new Map((await ownLines(trx, memberId, ids)).map((row) => [row.cart_id, row]))
    const rules = toPromotionRules(
      await activePromotions(trx, [...new Set([...rows.values()].map((row) => row.goods_id))], now),
    )
    for (const change of changes) {
      const row = rows.get(change.cartId)!
      if (change.skuId !== undefined && change.skuId !== row.sku_id) throw lineNotFound()
      if (typeof change.promotion === 'number') {
        const rule = rules.find((r) => r.id === change.promotion)
        if (row.rel_promotion_id > 0 || !rule || !coversGoods(rule, row.goods_id))
          throw fail('PROMOTION_NOT_APPLICABLE')
      }
      if (change.quantity !== undefined && change.quantity !== row.quantity)
        await checkNewQuantity(trx, row, change.quantity)
    }
    for (const change of changes) {
      const row = rows.get(change.cartId)!
      if (change.quantity !== undefined && change.quantity !== row.quantity) {
        await setQuantity(trx, memberId, { id: row.cart_id, skuId: row.sku_id }, change.quantity, { check: false, now })
      }
      if (change.checked !== undefined || change.promotion !== undefined) {
        await repo.updateLine(
          trx,
          memberId,
          row.cart_id,
          { is_checked: change.checked, selected_promotion: change.promotion },
          now,
        )
      }
    }
  })
  return cartInfo(db, memberId, 'cart', now)
}

/** DELETE cartdel (/cart.del). */
export async function deleteLines(
  db: Kysely<Database>,
  memberId: number,
  input: DeleteInput,
  now: number,
): Promise<CartAnswer> {
  const ids = parseIds('cart_id', input.cart_id, input['cart_id[]'])
  if (ids.length === 0) throw fail('CART_NOTHING_SELECTED')
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
export async function addGift(
  db: Kysely<Database>,
  memberId: number,
  input: GiftBody,
  now: number,
): Promise<CartAnswer> {
  const num = cartQuantity(input.quantity ?? input.gift_num ?? input.num ?? '1')
  const promotionId = input.rel_promotion_id
  await db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId)
    const promotion = await repo.findPromotion(trx, promotionId)
    if (promotion?.status !== 'active' || promotion.starts_at > now || promotion.ends_at <= now) {
      throw fail('PROMOTION_NOT_FOUND')
    }
    if (promotion.promotion_type !== 'gift') throw fail('NOT_GIFT_PROMOTION')
    const gift = giftRuleOf(promotion.rule)?.gifts.find((g) => g.sku_id === input.sku_id)
    if (!gift) throw fail('NOT_A_GIFT')
    if (num > gift.num) throw fail('GIFT_LIMIT', { num: gift.num })
    const current = await cartInfo(trx, memberId, 'cart', now)
    const earned = current.cartInfo.resultCartData.some((group) =>
      group.gifts.some((g) => g.rel_promotion_id === promotionId && g.sku_id === input.sku_id),
    )
    if (!earned) throw fail('GIFT_CONDITION_NOT_MET')
    const sku = await repo.findSku(trx, input.sku_id)
    if (!sku) throw goodsGone()
    checkStock(sku.store, num)
    const existing = await repo.findLine(trx, memberId, 'cart', sku.distributor_id, sku.sku_id, promotionId)
    await putLine(trx, memberId, sku, existing, num, promotionId, now)
  })
  return cartInfo(db, memberId, 'cart', now)
}

/** GET cartcount: units and lines in the cart (gifts left out), whatever their state. */
export async function countCart(
  db: Kysely<Database>,
  memberId: number,
): Promise<{ item_count: number; cart_count: number }> {
  const { quantity, lines } = await repo.cartCount(db, memberId)
  return { item_count: quantity, cart_count: lines }
}

/** /cart.total: the totals of the checked, valid lines. */
export async function cartTotal(
  db: Kysely<Database>,
  memberId: number,
  cartType: CartType,
  now: number,
): Promise<TotalCart> {
  return (await cartInfo(db, memberId, cartType, now)).cartInfo.totalCart
}

/** /cart.check: whether the checked lines can go to checkout now (something checked, enough stock). */
export async function checkReady(db: Kysely<Database>, memberId: number, input: CheckReadyInput, now: number) {
  const mode: CartType = input.mode ?? input.cart_type ?? 'cart'
  const info = await cartInfo(db, memberId, mode, now)
  const counted = info.cartInfo.resultCartData
    .flatMap((group) => group.cartitemlist)
    .filter((line) => line.valid && line.is_checked && !line.is_gift)
  if (counted.length === 0) throw fail(mode === 'fastbuy' ? 'FASTBUY_NOTHING_CHECKED' : 'NOTHING_CHECKED')
  for (const line of counted) checkStock(line.store, line.quantity)
  return { status: true, mode, totalCart: info.cartInfo.totalCart }
}
