import type { DashboardTodos } from '../../schemas/api/admin/dashboard.ts'
import type { AdminArea } from '../../schemas/api/admin/areas.ts'

export interface TodoSpec {
  key: keyof DashboardTodos
  label: string
  /** The filtered list that holds them, and the areas that open it; none when the console has no list yet. */
  link?: { to: (threshold: number) => string; areas: readonly AdminArea[] }
  /** Where they are handled, when there is no link. */
  elsewhere?: string
}

/**
 * The to-dos and the lists they open: the orders list's 待发货 tab (status PAYED), the after-sales
 * tabs, and the goods list filtered by stock.
 */
export const TODOS: readonly TodoSpec[] = [
  { key: 'to_ship', label: '待发货', link: { to: () => '/orders?status=PAYED', areas: ['orders', 'shipping'] } },
  {
    key: 'aftersales_to_review',
    label: '待审核售后',
    link: { to: () => '/aftersales?status=WAIT_SELLER_AGREE', areas: ['aftersales'] },
  },
  {
    key: 'refunds_to_pay',
    label: '待退款',
    link: { to: () => '/aftersales?status=WAIT_REFUND', areas: ['aftersales'] },
  },
  { key: 'merchants_to_review', label: '待审核商户', elsewhere: '商户入驻申请在“商户管理”中审核（即将上线）' },
  {
    key: 'low_stock',
    label: '库存告急',
    link: { to: (threshold) => `/goods?stock_below=${threshold}`, areas: ['goods', 'stock'] },
  },
]
