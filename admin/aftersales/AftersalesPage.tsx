import { useCallback, useState } from 'react'
import { Link } from 'react-router-dom'
import type { OperatorAftersales } from '../../schemas/api/admin.ts'
import type { AftersalesView } from '../../schemas/api/aftersales.ts'
import { adminApi, type Query } from '../api.ts'
import type { Column } from '../kit/DataTable.tsx'
import { FilterBar, SelectFilter, TextFilter } from '../kit/FilterBar.tsx'
import { formatTime, money } from '../kit/format.ts'
import { PageHeader } from '../kit/PageHeader.tsx'
import { PagedTable } from '../kit/PagedTable.tsx'
import { StatusTabs } from '../kit/StatusTabs.tsx'
import { useRemote } from '../kit/use-remote.ts'
import { useUrlFilters } from '../kit/use-url-filters.ts'
import { useAccess } from '../shell/access.ts'
import { AftersalesDrawer } from './AftersalesDrawer.tsx'
import { AFTERSALES_TABS, AFTERSALES_TYPES, statusTone } from './aftersales-status.ts'
import './aftersales.css'

const PAGE_SIZE = 20

/** 售后处理: the company's after-sales queue by status, with filters in the address and a detail drawer to act in. */
export function AftersalesPage() {
  const urlFilters = useUrlFilters()
  const status = urlFilters.text('status')
  const orderId = urlFilters.text('order_id')
  const type = urlFilters.text('aftersales_type', 'all')
  const page = urlFilters.page
  const update = urlFilters.update
  const [draft, setDraft] = useState({ orderId, type })
  const [selected, setSelected] = useState<OperatorAftersales | null>(null)
  const access = useAccess()
  const mayHandle = access.kind === 'operator' && access.operator.areas.includes('aftersales')

  const filters: Query = { order_id: orderId || undefined, aftersales_type: type === 'all' ? undefined : type }
  const query: Query = { ...filters, aftersales_status: status || undefined, page, pageSize: PAGE_SIZE }
  const list = useRemote(() => adminApi.aftersales(query), JSON.stringify(query))

  const counts = list.data?.status_counts
  const countOf = (value: string) =>
    counts && (value ? (counts[value] ?? 0) : Object.values(counts).reduce((sum, n) => sum + n, 0))

  /** The open record as the server has it now (there is no single-record call: its order's applications). */
  const refreshRecord = useCallback(async (bn: string, order: string) => {
    try {
      const answer = await adminApi.aftersales({ order_id: order, page: 1, pageSize: 100 })
      const fresh = answer.list.find((row) => row.aftersales_bn === bn)
      if (fresh) setSelected((open) => (open?.aftersales_bn === bn ? fresh : open))
    } catch {
      // The drawer keeps what it shows; the list's own reload reports the failure.
    }
  }, [])

  function acted(bn: string, updated: AftersalesView | null) {
    if (updated) setSelected((open) => (open?.aftersales_bn === bn ? { ...open, ...updated } : open))
    list.reload()
    if (selected) void refreshRecord(bn, selected.order_id)
  }

  const columns: Column<OperatorAftersales>[] = [
    { key: 'bn', header: '售后单号', cell: (row) => row.aftersales_bn },
    {
      key: 'order',
      header: '订单号',
      cell: (row) => (
        <Link to={`/orders/${row.order_id}`} aria-label={`${row.order_id} 订单详情`}>
          {row.order_id}
        </Link>
      ),
    },
    {
      key: 'goods',
      header: '商品',
      cell: (row) => (
        <span>
          {row.title}
          <span className="dz-muted"> ×{row.num}</span>
          {row.spec_desc && (
            <>
              <br />
              <span className="dz-muted">{row.spec_desc}</span>
            </>
          )}
        </span>
      ),
    },
    { key: 'type', header: '类型', cell: (row) => row.aftersales_type_desc },
    { key: 'refund', header: '退款金额', numeric: true, cell: (row) => money(row.refund_fee) },
    { key: 'reason', header: '原因', cell: (row) => row.reason || '—' },
    {
      key: 'status',
      header: '状态',
      cell: (row) => <span className={`ac-status ${statusTone(row.status)}`}>{row.status_desc}</span>,
    },
    { key: 'created', header: '申请时间', cell: (row) => formatTime(row.created_at) },
    {
      key: 'actions',
      header: '操作',
      cell: (row) => (
        <span className="ac-actions">
          <button
            type="button"
            className="dz-link dz-link--strong"
            aria-label={`查看 售后单 ${row.aftersales_bn}`}
            onClick={() => setSelected(row)}
          >
            查看
          </button>
        </span>
      ),
    },
  ]

  return (
    <>
      <PageHeader crumbs={[{ label: '售后' }, { label: '售后处理' }]} title="售后处理" />
      <section className="ac-card" aria-label="售后单">
        <FilterBar
          label="筛选售后单"
          onSearch={() => update({ order_id: draft.orderId.trim(), aftersales_type: draft.type, page: 1 })}
          onReset={() => {
            setDraft({ orderId: '', type: 'all' })
            urlFilters.reset('status')
          }}
        >
          <TextFilter
            label="订单号"
            value={draft.orderId}
            maxLength={32}
            placeholder="完整订单号"
            onChange={(value) => setDraft({ ...draft, orderId: value })}
          />
          <SelectFilter
            label="售后类型"
            value={draft.type}
            options={AFTERSALES_TYPES}
            onChange={(value) => setDraft({ ...draft, type: value })}
          />
        </FilterBar>
        <StatusTabs
          label="售后状态"
          value={status}
          onChange={(value) => update({ status: value, page: 1 })}
          tabs={AFTERSALES_TABS.map((tab) => ({ ...tab, count: countOf(tab.value) }))}
        />
        <PagedTable
          caption="售后单列表"
          columns={columns}
          remote={list}
          rowKey={(row) => row.aftersales_bn}
          empty="没有符合条件的售后单"
          page={page}
          pageSize={PAGE_SIZE}
          onPage={(next) => update({ page: next })}
        />
      </section>
      <AftersalesDrawer
        record={selected}
        mayHandle={mayHandle}
        onClose={() => setSelected(null)}
        onActed={acted}
        onRefresh={() => {
          if (selected) void refreshRecord(selected.aftersales_bn, selected.order_id)
          list.reload()
        }}
      />
    </>
  )
}
