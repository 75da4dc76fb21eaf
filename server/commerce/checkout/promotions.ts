import type { PromotionType } from '../../db/types.ts'
import type { PromotionRow } from '../goods/activity-repo.ts'
import { allocate } from './allocate.ts'

/**
 * Promotions at checkout (满减, 折扣, 满赠). Each line joins at most one promotion: the one the
 * shopper picked in the cart when it still applies, else the first that covers its goods. A
 * promotion is measured on the lines that joined it; its discount is spread over them.
 */

export interface PromotionRule {
  id: number
  promotion_type: PromotionType
  promotion_tag: string
  marketing_name: string
  /** Goods it covers; null when it covers every goods (use_bound 'all'). */
  goods_ids: number[] | null
  /** full_reduction: tiers by threshold. */
  tiers: { full: number; minus: number }[]
  /** discount: percent off. */
  discount: number
  /** gift: threshold and what it hands out. */
  gift: { full: number; gifts: { sku_id: number; num: number }[] } | null
}

export interface PromotionLine {
  goods_id: number
  sku_id: number
  num: number
  /** Cents the line costs at the member's unit price. */
  amount: number
  selected_promotion: number | null
}

export interface PromotionOutcome {
  /** Per line, what promotions take off (never more than its amount). */
  discounts: number[]
  gifts: { promotion_id: number; sku_id: number; num: number }[]
  applied: { promotion_id: number; promotion_type: PromotionType; promotion_tag: string; marketing_name: string; discount_fee: number }[]
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0

function parseRule(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json)
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

function tiersOf(rule: Record<string, unknown>): PromotionRule['tiers'] {
  if (!Array.isArray(rule.tiers)) return []
  return rule.tiers
    .filter((t): t is { full: number; minus: number } => isCount((t as { full?: unknown })?.full) && isCount((t as { minus?: unknown })?.minus))
    .filter((t) => t.minus > 0)
    .map((t) => ({ full: t.full, minus: t.minus }))
}

function giftOf(rule: Record<string, unknown>): PromotionRule['gift'] {
  if (!isCount(rule.full) || !Array.isArray(rule.gifts)) return null
  const gifts = rule.gifts
    .filter((g): g is { sku_id: number; num: number } => isCount((g as { sku_id?: unknown })?.sku_id) && isCount((g as { num?: unknown })?.num))
    .filter((g) => g.num > 0)
    .map((g) => ({ sku_id: g.sku_id, num: g.num }))
  return gifts.length > 0 ? { full: rule.full, gifts } : null
}

/** Running promotions as rules; the rows come one per (promotion, goods) from activePromotions. */
export function toPromotionRules(rows: PromotionRow[]): PromotionRule[] {
  const byId = new Map<number, PromotionRule>()
  for (const row of rows) {
    let rule = byId.get(row.id)
    if (!rule) {
      const parsed = parseRule(row.rule)
      const discount = parsed.discount
      rule = {
        id: row.id,
        promotion_type: row.promotion_type,
        promotion_tag: row.promotion_tag,
        marketing_name: row.marketing_name,
        goods_ids: row.use_bound === 'all' ? null : [],
        tiers: row.promotion_type === 'full_reduction' ? tiersOf(parsed) : [],
        discount: row.promotion_type === 'discount' && isCount(discount) && discount > 0 && discount < 100 ? discount : 0,
        gift: row.promotion_type === 'gift' ? giftOf(parsed) : null,
      }
      byId.set(row.id, rule)
    }
    if (rule.goods_ids && row.goods_id !== null && !rule.goods_ids.includes(row.goods_id)) rule.goods_ids.push(row.goods_id)
  }
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

/** SKUs gift promotions may hand out. */
export function giftSkuIds(rules: PromotionRule[]): number[] {
  return [...new Set(rules.flatMap((rule) => rule.gift?.gifts.map((g) => g.sku_id) ?? []))]
}

const covers = (rule: PromotionRule, goodsId: number) => rule.goods_ids === null || rule.goods_ids.includes(goodsId)

/** What a promotion takes off `base` cents of goods that joined it. */
function reduction(rule: PromotionRule, base: number): number {
  switch (rule.promotion_type) {
    case 'full_reduction': {
      const tier = rule.tiers.filter((t) => base >= t.full).sort((a, b) => b.minus - a.minus)[0]
      return tier ? Math.min(tier.minus, base) : 0
    }
    case 'discount':
      return Math.floor((base * rule.discount) / 100)
    case 'gift':
      return 0
  }
}

/** Applies the promotions to the lines; pure. */
export function promote(lines: PromotionLine[], rules: PromotionRule[]): PromotionOutcome {
  const discounts = lines.map(() => 0)
  const outcome: PromotionOutcome = { discounts, gifts: [], applied: [] }
  const joined = lines.map((line) => {
    const selected = rules.find((rule) => rule.id === line.selected_promotion && covers(rule, line.goods_id))
    return (selected ?? rules.find((rule) => covers(rule, line.goods_id)))?.id
  })
  for (const rule of rules) {
    const members = lines.flatMap((line, index) => (joined[index] === rule.id ? [index] : []))
    if (members.length === 0) continue
    const base = members.reduce((acc, index) => acc + lines[index]!.amount, 0)
    if (rule.promotion_type === 'gift') {
      if (!rule.gift || base < rule.gift.full || base <= 0) continue
      for (const gift of rule.gift.gifts) outcome.gifts.push({ promotion_id: rule.id, ...gift })
      outcome.applied.push({ promotion_id: rule.id, promotion_type: rule.promotion_type, promotion_tag: rule.promotion_tag, marketing_name: rule.marketing_name, discount_fee: 0 })
      continue
    }
    const off = reduction(rule, base)
    if (off <= 0) continue
    const parts = allocate(off, members.map((index) => lines[index]!.amount))
    members.forEach((index, k) => (discounts[index] = discounts[index]! + parts[k]!))
    outcome.applied.push({ promotion_id: rule.id, promotion_type: rule.promotion_type, promotion_tag: rule.promotion_tag, marketing_name: rule.marketing_name, discount_fee: off })
  }
  return outcome
}
