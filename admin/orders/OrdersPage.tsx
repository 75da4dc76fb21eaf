import { useState } from 'react'
import { Link } from 'react-router-dom'
import type { OperatorOrder } from '../../schemas/api/admin.ts'
import { adminApi } from '../api.ts'
import type { Column } from '../kit/DataTable.tsx'
import { FilterBar, SelectFilter, TextFilter } from '../kit/FilterBar.tsx'
import { formatTime, money } from '../kit/format.ts'
import { PageHeader } from '../kit/PageHeader.tsx'
import { PagedTable } from '../kit/PagedTable.tsx'
import { StatusTabs } from '../kit/StatusTabs.tsx'
import { useRemote } from '../kit/use-remote.ts'
import { useUrlFilters } from '../kit/use-url-filters.ts'
import { useAccess } from '../shell/access.ts'
import { ORDER_TABS, ORDER_TYPES, statusTone } from './order-status.ts'
import { ShipDrawer } from './ShipDrawer.tsx'

const PAGE_SIZE = 20

/** 订单列表: status tabs with counts, filters in the address (so lists can be linked), and shipping. */
export function OrdersPage() {
  const filters = useUrlFilters()
  const status = filters.text('status')
  const keywords = filters.text('keywords')
  const orderType = filters.text('order_type', 'all')
  const page = filters.page
  const update = filters.update
  const [draft, setDraft] = useState({ keywords, orderType })
  const [shipping, setShipping] = useState<string | null>(null)
  const access = useAccess()
  const mayShip = access.kind === 'operator' && access.operator.areas.includes('shipping')

  const query = { status, keywords, order_type: orderType, page, pageSize: PAGE_SIZE }
  const orders = useRemote(() => adminApi.orders(query), JSON.stringify(query))

  const columns: Column<OperatorOrder>[] = [
    {
      key: 'order',
      header: '订单号',
      cell: (order) => (
        <Link to={`/orders/${order.order_id}`} aria-label={`订单 ${order.order_id} 详情`}>
          {order.order_id}
        </Link>
      ),
    },
    {
      key: 'goods',
      header: '商品',
      cell: (order) => (
        <span>
          {order.items[0]?.title}
          {order.items.length > 1 && <span className="dz-muted"> 等{order.total_num}件</span>}
        </span>
      ),
    },
    {
      key: 'receiver',
      header: '收货人',
      cell: (order) => (
        <span>
          {order.receiver_name}
          <br />
          <span className="dz-muted">{order.receiver_mobile}</span>
        </span>
      ),
    },
    { key: 'member', header: '会员手机', cell: (order) => order.member_mobile },
    { key: 'total', header: '实付金额', numeric: true, cell: (order) => money(order.total_fee) },
    {
      key: 'status',
      header: '状态',
      cell: (order) => <span className={`ac-status ${statusTone(order.status)}`}>{order.status_desc}</span>,
    },
    { key: 'created', header: '下单时间', cell: (order) => formatTime(order.created_at) },
    {
      key: 'actions',
      header: '操作',
      cell: (order) => (
        <span className="ac-actions">
          <Link to={`/orders/${order.order_id}`}>查看</Link>
          {mayShip && order.status === 'PAYED' && order.in_aftersales === 0 && (
            <button type="button" className="dz-link dz-link--strong" onClick={() => setShipping(order.order_id)}>
              发货
            </button>
          )}
        </span>
      ),
    },
  ]

  const counts = orders.data?.status_counts ?? {}
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0)
  return (
    <>
      <PageHeader crumbs={[{ label: '订单' }, { label: '订单列表' }]} title="订单列表" />
      <section className="ac-card" aria-label="订单">
        <FilterBar
          label="筛选订单"
          onSearch={() => update({ keywords: draft.keywords.trim(), order_type: draft.orderType, page: 1 })}
          onReset={() => {
            setDraft({ keywords: '', orderType: 'all' })
            filters.reset('status')
          }}
        >
          <TextFilter
            label="关键字"
            value={draft.keywords}
            placeholder="订单号/收货人手机/姓名/商品"
            onChange={(keywords) => setDraft({ ...draft, keywords })}
          />
          <SelectFilter
            label="订单类型"
            value={draft.orderType}
            options={ORDER_TYPES}
            onChange={(orderType) => setDraft({ ...draft, orderType })}
          />
        </FilterBar>
        <StatusTabs
          label="订单状态"
          value={status}
          onChange={(value) => update({ status: value, page: 1 })}
          tabs={ORDER_TABS.map((tab) => ({ ...tab, count: tab.value ? (counts[tab.value] ?? 0) : all }))}
        />
        <PagedTable
          caption="订单列表"
          columns={columns}
          remote={orders}
          rowKey={(order) => order.order_id}
          empty="没有符合条件的订单"
          page={page}
          pageSize={PAGE_SIZE}
          onPage={(next) => update({ page: next })}
        />
      </section>
      <ShipDrawer
        orderId={shipping}
        onClose={() => setShipping(null)}
        onShipped={() => {
          setShipping(null)
          orders.reload()
        }}
      />
    </>
  )
}
