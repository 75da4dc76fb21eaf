import { Type, type Static } from '@sinclair/typebox'
import { errorAnswers } from '../errors.ts'
import { routeSchemas } from '../route.ts'

/** 今日 (by the hour), 近7天 and 近30天 (by the day, today included); days are China days. */
export const DASHBOARD_RANGES = [
  { value: 'today', label: '今日', days: 1 },
  { value: '7d', label: '近7天', days: 7 },
  { value: '30d', label: '近30天', days: 30 },
] as const

export type DashboardRange = (typeof DASHBOARD_RANGES)[number]['value']

/** 库存告急 counts on-sale goods with a SKU whose stock is at or below this. */
export const DEFAULT_STOCK_THRESHOLD = 10

export const DashboardQuery = Type.Object({
  range: Type.Optional(
    Type.Union(
      DASHBOARD_RANGES.map((range) => Type.Literal(range.value)),
      { description: 'today 今日（按小时）、7d 近7天、30d 近30天（按天，含今天）', default: 'today' },
    ),
  ),
  stock_threshold: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 100_000,
      default: DEFAULT_STOCK_THRESHOLD,
      description: '库存告急：库存低于此数（同商品列表的 stock_below）',
    }),
  ),
})
export type DashboardQuery = Static<typeof DashboardQuery>

/** The figures of one period (amounts in cents). */
export const DashboardFigures = Type.Object({
  /** 成交金额: total_fee of the orders paid in the period. */
  paid_amount: Type.Integer(),
  /** 支付订单数. */
  paid_orders: Type.Integer(),
  /** 支付人数: distinct members among those orders. */
  paying_members: Type.Integer(),
  /** 客单价: paid_amount / paid_orders, rounded to the cent (0 without orders). */
  average_order: Type.Integer(),
  /** 新增会员. */
  new_members: Type.Integer(),
  /** 退款金额: refunds that succeeded in the period. */
  refund_amount: Type.Integer(),
})
export type DashboardFigures = Static<typeof DashboardFigures>

export type DashboardFigure = keyof DashboardFigures

export const DashboardPoint = Type.Object({
  /** Unix seconds of the hour's or day's start. */
  start: Type.Integer(),
  /** '14:00' (今日) or '11-28', China time. */
  label: Type.String(),
  ...DashboardFigures.properties,
})
export type DashboardPoint = Static<typeof DashboardPoint>

export const DashboardTopGoods = Type.Object({
  goods_id: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
  image: Type.String(),
  /** Units sold in the orders paid in the range. */
  units: Type.Integer(),
  /** What those lines came to (cents). */
  amount: Type.Integer(),
})
export type DashboardTopGoods = Static<typeof DashboardTopGoods>

export const DashboardTodos = Type.Object({
  /** 待发货: paid orders not shipped yet. */
  to_ship: Type.Integer(),
  /** 待审核售后. */
  aftersales_to_review: Type.Integer(),
  /** 待退款: approved after-sales waiting for the refund (a failed refund goes back to waiting). */
  refunds_to_pay: Type.Integer(),
  /** 待审核商户: submitted settlement applications. */
  merchants_to_review: Type.Integer(),
  /** 库存告急: goods (not archived) with a SKU below the threshold. */
  low_stock: Type.Integer(),
})
export type DashboardTodos = Static<typeof DashboardTodos>

export const DashboardView = Type.Object({
  range: Type.Union(DASHBOARD_RANGES.map((range) => Type.Literal(range.value))),
  /** The period shown, Unix seconds, end exclusive. */
  from: Type.Integer(),
  to: Type.Integer(),
  /** The period before, of the same length. */
  previous_from: Type.Integer(),
  figures: DashboardFigures,
  previous: DashboardFigures,
  /** One point per hour (今日) or day, oldest first. */
  series: Type.Array(DashboardPoint),
  top_goods: Type.Array(DashboardTopGoods),
  todos: DashboardTodos,
  stock_threshold: Type.Integer(),
})
export type DashboardView = Static<typeof DashboardView>

const route = routeSchemas(
  'admin-dashboard',
  errorAnswers('UNAUTHORIZED', 'SESSION_EXPIRED', 'ADMIN_FORBIDDEN', 'VALIDATION'),
)

export const dashboardSchema = route(DashboardView, {
  summary: '概况：今日/近7天/近30天的成交、会员与退款（与上一周期对比）、趋势、热销商品与待办',
  querystring: DashboardQuery,
})
