import type { FieldErrors } from './api/field-errors.ts'

/**
 * The 满减满折 editor's rules, one definition for the server (400 PROMOTION_INVALID with these
 * messages in `fields`) and the console (shown under each field before sending). Amounts in
 * cents; times in Unix seconds. The rule keeps the shape the pricing engine reads
 * (server/commerce/pricing/promotions.ts): 满减 `{ tiers: [{ full, minus }] }`, 满折 `{ discount }`
 * with `discount` the percent taken off (8.8折 is 12).
 */

export const PROMOTION_LIMITS = {
  nameMax: 30,
  /** The badge on goods cards and the item page sits in a small pill: a few characters. */
  tagMax: 4,
  descriptionMax: 200,
  tiersMax: 5,
  goodsMax: 500,
  /** ¥9,999,999.99 in cents. */
  amountMax: 999_999_999,
} as const

export type EditablePromotionType = 'full_reduction' | 'discount'

export const PROMOTION_TYPE_LABELS: Record<EditablePromotionType, string> = {
  full_reduction: '满减',
  discount: '满折',
}

export interface PromotionTier {
  full: number
  minus: number
}

/** What the editor sends and the server checks. */
export interface PromotionInput {
  marketing_name: string
  promotion_type: EditablePromotionType
  promotion_tag: string
  description?: string
  /** 满减 tiers (ascending thresholds); ignored for 满折. */
  tiers: PromotionTier[]
  /** 满折: percent off, 1–99 (9.9折 … 0.1折); ignored for 满减. */
  discount: number
  use_bound: 'all' | 'goods'
  /** Goods it covers when use_bound is 'goods'. */
  goods_ids: number[]
  starts_at: number
  ends_at: number
}

/** 8.8 (折) typed in a form → 12 (percent off); null unless it is 0.1–9.9 with one decimal at most. */
export function zheToPercentOff(text: string): number | null {
  const match = /^\s*(\d)(?:\.(\d)?)?\s*$/.exec(text)
  if (!match) return null
  const tenths = Number(match[1]) * 10 + Number(match[2] ?? '0')
  return tenths >= 1 && tenths <= 99 ? 100 - tenths : null
}

/** 12 (percent off) → '8.8' (折). */
export const percentOffToZhe = (percentOff: number): string => String((100 - percentOff) / 10)

const yuan = (cents: number) => (cents / 100).toFixed(2).replace(/\.00$/, '')

/** The rule JSON the promotions table keeps for this input. */
export function promotionRule(input: Pick<PromotionInput, 'promotion_type' | 'tiers' | 'discount'>) {
  return input.promotion_type === 'full_reduction'
    ? { tiers: input.tiers.map((tier) => ({ full: tier.full, minus: tier.minus })) }
    : { discount: input.discount }
}

/** A short text of the rule: 满200减30，满500减100 / 8.8折. */
export function ruleSummary(input: Pick<PromotionInput, 'promotion_type' | 'tiers' | 'discount'>): string {
  return input.promotion_type === 'full_reduction'
    ? input.tiers.map((tier) => `满${yuan(tier.full)}减${yuan(tier.minus)}`).join('，')
    : `${percentOffToZhe(input.discount)}折`
}

const isAmount = (value: number) => Number.isSafeInteger(value) && value > 0 && value <= PROMOTION_LIMITS.amountMax

function tierErrors(tiers: readonly PromotionTier[], errors: FieldErrors): void {
  if (tiers.length === 0) {
    errors.tiers = '请至少设置一档优惠'
    return
  }
  if (tiers.length > PROMOTION_LIMITS.tiersMax) errors.tiers = `最多设置${PROMOTION_LIMITS.tiersMax}档优惠`
  tiers.forEach((tier, i) => {
    if (!isAmount(tier.full)) errors[`tiers.${i}.full`] = '请输入大于0的门槛金额'
    else if (i > 0 && isAmount(tiers[i - 1]!.full) && tier.full <= tiers[i - 1]!.full)
      errors[`tiers.${i}.full`] = '门槛须比上一档高'
    if (!isAmount(tier.minus)) errors[`tiers.${i}.minus`] = '请输入大于0的减免金额'
    else if (isAmount(tier.full) && tier.minus >= tier.full) errors[`tiers.${i}.minus`] = '减免金额须小于门槛金额'
    else if (i > 0 && isAmount(tiers[i - 1]!.minus) && tier.minus <= tiers[i - 1]!.minus)
      errors[`tiers.${i}.minus`] = '减免金额须比上一档多'
  })
}

/** Field path → Chinese message for everything wrong with the input; empty when it can be saved. */
export function promotionErrors(input: PromotionInput): FieldErrors {
  const errors: FieldErrors = {}
  const name = input.marketing_name.trim()
  if (!name) errors.marketing_name = '请输入活动名称'
  else if (name.length > PROMOTION_LIMITS.nameMax)
    errors.marketing_name = `活动名称不能超过${PROMOTION_LIMITS.nameMax}个字`
  const tag = input.promotion_tag.trim()
  if (!tag) errors.promotion_tag = '请输入活动标签'
  else if (tag.length > PROMOTION_LIMITS.tagMax) errors.promotion_tag = `活动标签不能超过${PROMOTION_LIMITS.tagMax}个字`
  if ((input.description ?? '').trim().length > PROMOTION_LIMITS.descriptionMax)
    errors.description = `活动说明不能超过${PROMOTION_LIMITS.descriptionMax}个字`
  if (input.promotion_type === 'full_reduction') tierErrors(input.tiers, errors)
  else if (!Number.isSafeInteger(input.discount) || input.discount < 1 || input.discount > 99)
    errors.discount = '折扣须在0.1折到9.9折之间'
  if (input.use_bound === 'goods') {
    if (input.goods_ids.length === 0) errors.goods_ids = '请选择参加活动的商品'
    else if (input.goods_ids.length > PROMOTION_LIMITS.goodsMax)
      errors.goods_ids = `最多选择${PROMOTION_LIMITS.goodsMax}件商品`
  }
  if (!Number.isSafeInteger(input.starts_at) || input.starts_at <= 0) errors.starts_at = '请选择开始时间'
  if (!Number.isSafeInteger(input.ends_at) || input.ends_at <= 0) errors.ends_at = '请选择结束时间'
  else if (!errors.starts_at && input.ends_at <= input.starts_at) errors.ends_at = '结束时间须晚于开始时间'
  return errors
}

export type ActivityState = 'upcoming' | 'running' | 'ended' | 'disabled'

export const ACTIVITY_STATE_LABELS: Record<ActivityState, string> = {
  upcoming: '未开始',
  running: '进行中',
  ended: '已结束',
  disabled: '已停用',
}

/** Where an activity stands at `now`: ended wins over disabled, disabled over the time window. */
export function activityState(row: { status: string; starts_at: number; ends_at: number }, now: number): ActivityState {
  if (row.ends_at <= now) return 'ended'
  if (row.status === 'disabled') return 'disabled'
  return row.starts_at > now ? 'upcoming' : 'running'
}
