import type { DashboardFigure } from '../../schemas/api/admin/dashboard.ts'
import { money } from '../kit/format.ts'

export interface FigureSpec {
  key: DashboardFigure
  label: string
  /** Amounts in cents, shown as ¥; the others are counts. */
  money: boolean
  /** What the figure counts, for the card's title attribute. */
  hint: string
}

/** The six figures in the order the cards show them. */
export const FIGURES: readonly FigureSpec[] = [
  { key: 'paid_amount', label: '成交金额', money: true, hint: '期间内支付的订单实付金额合计' },
  { key: 'paid_orders', label: '支付订单数', money: false, hint: '期间内支付的订单数' },
  { key: 'paying_members', label: '支付人数', money: false, hint: '期间内下单支付的会员数（去重）' },
  { key: 'average_order', label: '客单价', money: true, hint: '成交金额 ÷ 支付订单数' },
  { key: 'new_members', label: '新增会员', money: false, hint: '期间内注册的会员数' },
  { key: 'refund_amount', label: '退款金额', money: true, hint: '期间内退款成功的金额合计' },
]

export const figureSpec = (key: DashboardFigure): FigureSpec =>
  FIGURES.find((figure) => figure.key === key) ?? FIGURES[0]

/** '¥1,234.50' for an amount, '1,234' for a count. */
export const formatFigure = (spec: FigureSpec, value: number) =>
  spec.money ? money(value) : value.toLocaleString('zh-CN')
