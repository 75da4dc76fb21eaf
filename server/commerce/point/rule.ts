import { POINT_RULE } from '../pricing/points.ts'

export interface PointRuleView {
  points_per_yuan: number
  max_deduct_percent: number
  earn_per_yuan: number
  /** The rule as the member page shows it. */
  text: string
}

export function pointRuleView(): PointRuleView {
  return {
    points_per_yuan: POINT_RULE.pointsPerYuan,
    max_deduct_percent: POINT_RULE.maxDeductPercent,
    earn_per_yuan: POINT_RULE.earnPerYuan,
    text: `${POINT_RULE.pointsPerYuan} 积分抵 1 元，最多抵扣订单金额的 ${POINT_RULE.maxDeductPercent}%；每消费 1 元得 ${POINT_RULE.earnPerYuan} 积分`,
  }
}
