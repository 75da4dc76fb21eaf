import type { PromotionType } from '../../db/types.ts'
import { allocate } from './allocate.ts'

/**
 * The promotion engine (满减, 折扣, 满赠), pure so the cart and the checkout price a basket the
 * same way. Each line joins at most one promotion: the one the shopper picked when it still
 * covers the line's goods, else the first (lowest id) that covers it. A promotion is measured on
 * the amount of the lines that joined it, and what it takes off is spread over those lines in
 * proportion to their amounts, so the parts are whole cents, add up exactly to the promotion's
 * discount and never exceed a line's own amount.
 */

/** A running promotion as its table has it, once per goods it covers (goods_id null when store-wide). */
export interface PromotionRow {
  id: number
  goods_id: number | null
  use_bound: 'all' | 'goods'
  promotion_type: PromotionType
  promotion_tag: string
  marketing_name: string
  /** The rule JSON, read by type: tiers, discount, or gift threshold and gifts. */
  rule: string
}

export interface PromotionRule {
  id: number
  promotion_type: PromotionType
  promotion_tag: string
  marketing_name: string
  /** Goods it covers; null when it covers every goods (use_bound 'all'). */
  goods_ids: number[] | null
  /** full_reduction: thresholds and what each takes off, cents. */
  tiers: { full: number; minus: number }[]
  /** discount: percent off (12 means 8.8折). */
  discount: number
  /** gift: the threshold and what it hands out. */
  gift: { full: number; gifts: { sku_id: number; num: number }[] } | null
}

export interface PromotionLine {
  goods_id: number
  sku_id: number
  num: number
  /** What the line costs at the shopper's unit price, cents. */
  amount: number
  selected_promotion: number | null
}

export interface AppliedPromotion {
  promotion_id: number
  promotion_type: PromotionType
  promotion_tag: string
  marketing_name: string
  /** What it takes off, cents (0 for a gift promotion). */
  discount_fee: number
}

export interface PromotionOutcome {
  /** Per line, cents the promotions take off; 0 ≤ discount ≤ amount. */
  discounts: number[]
  /** Per line, the promotion it joined (null when none covers it). */
  joined: (number | null)[]
  /** Gifts earned by gift promotions whose threshold the lines reach. */
  gifts: { promotion_id: number; sku_id: number; num: number }[]
  /** Promotions that took something off or earned a gift, by id. */
  applied: AppliedPromotion[]
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0

function parseRule(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json)
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

const field = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined

function tiersOf(rule: Record<string, unknown>): PromotionRule['tiers'] {
  if (!Array.isArray(rule.tiers)) return []
  return rule.tiers.flatMap((tier: unknown) => {
    const full = field(tier, 'full')
    const minus = field(tier, 'minus')
    return isCount(full) && isCount(minus) && minus > 0 ? [{ full, minus }] : []
  })
}

function giftOf(rule: Record<string, unknown>): PromotionRule['gift'] {
  if (!isCount(rule.full) || !Array.isArray(rule.gifts)) return null
  const gifts = rule.gifts.flatMap((gift: unknown) => {
    const skuId = field(gift, 'sku_id')
    const num = field(gift, 'num')
    return isCount(skuId) && skuId > 0 && isCount(num) && num > 0 ? [{ sku_id: skuId, num }] : []
  })
  return gifts.length > 0 ? { full: rule.full, gifts } : null
}

function discountOf(rule: Record<string, unknown>): number {
  return isCount(rule.discount) && rule.discount > 0 && rule.discount < 100 ? rule.discount : 0
}

/**
 * Running promotions as rules, from the rows `activePromotions` answers (one per promotion and
 * covered goods). A rule JSON that cannot be read gives a promotion that takes nothing off.
 */
export function toPromotionRules(rows: readonly PromotionRow[]): PromotionRule[] {
  const byId = new Map<number, PromotionRule>()
  for (const row of rows) {
    let rule = byId.get(row.id)
    if (!rule) {
      const parsed = parseRule(row.rule)
      rule = {
        id: row.id,
        promotion_type: row.promotion_type,
        promotion_tag: row.promotion_tag,
        marketing_name: row.marketing_name,
        goods_ids: row.use_bound === 'all' ? null : [],
        tiers: row.promotion_type === 'full_reduction' ? tiersOf(parsed) : [],
        discount: row.promotion_type === 'discount' ? discountOf(parsed) : 0,
        gift: row.promotion_type === 'gift' ? giftOf(parsed) : null,
      }
      byId.set(row.id, rule)
    }
    if (rule.goods_ids && row.goods_id !== null && !rule.goods_ids.includes(row.goods_id))
      rule.goods_ids.push(row.goods_id)
  }
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

/** The gift rule of a promotion's rule JSON; null when it hands out nothing. */
export function giftRuleOf(json: string): PromotionRule['gift'] {
  return giftOf(parseRule(json))
}

/** SKUs the gift promotions may hand out. */
export function giftSkuIds(rules: readonly PromotionRule[]): number[] {
  return [...new Set(rules.flatMap((rule) => rule.gift?.gifts.map((gift) => gift.sku_id) ?? []))]
}

export const coversGoods = (rule: PromotionRule, goodsId: number): boolean =>
  rule.goods_ids === null || rule.goods_ids.includes(goodsId)

/** Promotions covering a goods, in id order (the choices the cart offers for a line). */
export function promotionsCovering(rules: readonly PromotionRule[], goodsId: number): PromotionRule[] {
  return rules.filter((rule) => coversGoods(rule, goodsId))
}

/** What a promotion takes off `base` cents of goods that joined it; never more than `base`. */
function reduction(rule: PromotionRule, base: number): number {
  switch (rule.promotion_type) {
    case 'full_reduction': {
      const reached = rule.tiers.filter((tier) => base >= tier.full)
      const best = Math.max(0, ...reached.map((tier) => tier.minus))
      return Math.min(best, base)
    }
    case 'discount':
      // Whole cents, rounded in the shopper's disfavour by at most one cent, like the goods' own percentOff.
      return Math.min(base, Math.floor((base * rule.discount) / 100))
    case 'gift':
      return 0
  }
}

/** The promotion a line joins: the shopper's pick while it covers the goods, else the lowest-id one covering it. */
export function promotionFor(
  line: Pick<PromotionLine, 'goods_id' | 'selected_promotion'>,
  rules: readonly PromotionRule[],
): number | null {
  const covering = rules.filter((rule) => coversGoods(rule, line.goods_id))
  if (line.selected_promotion !== null && covering.some((rule) => rule.id === line.selected_promotion))
    return line.selected_promotion
  return covering.length > 0 ? Math.min(...covering.map((rule) => rule.id)) : null
}

/** Applies the promotions to the lines. Amounts must be non-negative whole cents. */
export function applyPromotions(
  lines: readonly PromotionLine[],
  promotions: readonly PromotionRule[],
): PromotionOutcome {
  const rules = [...promotions].sort((a, b) => a.id - b.id)
  const joined = lines.map((line) => promotionFor(line, rules))
  const outcome: PromotionOutcome = { discounts: lines.map(() => 0), joined, gifts: [], applied: [] }
  for (const rule of rules) {
    const members = lines.flatMap((_, index) => (joined[index] === rule.id ? [index] : []))
    if (members.length === 0) continue
    const amounts = members.map((index) => lines[index]!.amount)
    const base = amounts.reduce((acc, amount) => acc + amount, 0)
    const summary: AppliedPromotion = {
      promotion_id: rule.id,
      promotion_type: rule.promotion_type,
      promotion_tag: rule.promotion_tag,
      marketing_name: rule.marketing_name,
      discount_fee: 0,
    }
    if (rule.promotion_type === 'gift') {
      if (!rule.gift || base <= 0 || base < rule.gift.full) continue
      for (const gift of rule.gift.gifts)
        outcome.gifts.push({ promotion_id: rule.id, sku_id: gift.sku_id, num: gift.num })
      outcome.applied.push(summary)
      continue
    }
    const off = reduction(rule, base)
    if (off <= 0) continue
    allocate(off, amounts).forEach((part, k) => {
      const index = members[k]!
      outcome.discounts[index] = outcome.discounts[index]! + part
    })
    outcome.applied.push({ ...summary, discount_fee: off })
  }
  return outcome
}

/** `rule` of a 'discount' promotion: `{ "discount": percentOff }`; 0 when unreadable. */
export function promotionDiscount(rule: string): number {
  try {
    const value = (JSON.parse(rule) as { discount?: unknown }).discount
    return typeof value === 'number' && value > 0 && value < 100 ? value : 0
  } catch {
    return 0
  }
}
