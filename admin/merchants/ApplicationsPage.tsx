import { useState } from 'react'
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationRow,
  type ApplicationStatus,
} from '../../schemas/api/admin/merchants.ts'
import type { Column } from '../kit/DataTable.tsx'
import { FilterBar, TextFilter } from '../kit/FilterBar.tsx'
import { formatTime } from '../kit/format.ts'
import { PageHeader } from '../kit/PageHeader.tsx'
import { PagedTable } from '../kit/PagedTable.tsx'
import { StatusTabs } from '../kit/StatusTabs.tsx'
import { useRemote } from '../kit/use-remote.ts'
import { useUrlFilters } from '../kit/use-url-filters.ts'
import { ApplicationDrawer } from './ApplicationDrawer.tsx'
import { merchantsApi } from './api.ts'
import { STATUS_TONE } from './status-tone.ts'
import './merchants.css'

const PAGE_SIZE = 20

/**
 * 商户与门店 › 入驻申请: submitted settlement applications by status (待审核 first, oldest waiting
 * first), searched by merchant name, contact or mobile; the drawer shows everything and decides.
 */
export function ApplicationsPage() {
  const urlFilters = useUrlFilters()
  const status = (urlFilters.text('status', 'pending') as ApplicationStatus) || 'pending'
  const keywords = urlFilters.text('keywords')
  const page = urlFilters.page
  const [draft, setDraft] = useState(keywords)
  const [open, setOpen] = useState<number | null>(null)
  const query = { status, keywords: keywords || undefined, page, pageSize: PAGE_SIZE }
  const list = useRemote(() => merchantsApi.applications(query), JSON.stringify(query))
  const counts = list.data?.status_counts

  const columns: Column<ApplicationRow>[] = [
    { key: 'id', header: '申请编号', width: 90, cell: (row) => row.id },
    {
      key: 'name',
      header: '商户名称',
      cell: (row) => (
        <span>
          <span className="mc-strong">{row.merchant_name || '—'}</span>
          <br />
          <span className="dz-muted">
            {row.settled_type_name} · {row.merchant_type_name}
          </span>
        </span>
      ),
    },
    {
      key: 'contact',
      header: '联系人',
      cell: (row) => (
        <span>
          {row.contact_name}
          <br />
          <span className="dz-muted">{row.contact_mobile}</span>
        </span>
      ),
    },
    {
      key: 'status',
      header: '状态',
      width: 90,
      cell: (row) => (
        <span className={`ac-status ${STATUS_TONE[row.status]}`}>{APPLICATION_STATUS_LABELS[row.status]}</span>
      ),
    },
    ...(status === 'rejected'
      ? [{ key: 'reason', header: '驳回原因', cell: (row: ApplicationRow) => row.audit_msg || '—' }]
      : []),
    {
      key: 'updated',
      header: status === 'pending' ? '提交时间' : '审核时间',
      width: 150,
      cell: (row) => formatTime(row.updated),
    },
    {
      key: 'actions',
      header: '操作',
      width: 90,
      cell: (row) => (
        <button
          type="button"
          className="dz-link dz-link--strong"
          aria-label={`${row.status === 'pending' ? '审核' : '查看'} ${row.merchant_name || `申请 ${row.id}`}`}
          onClick={() => setOpen(row.id)}
        >
          {row.status === 'pending' ? '审核' : '查看'}
        </button>
      ),
    },
  ]

  return (
    <>
      <PageHeader crumbs={[{ label: '商户与门店' }, { label: '入驻申请' }]} title="入驻申请" />
      <section className="ac-card" aria-label="入驻申请">
        <FilterBar
          label="搜索入驻申请"
          onSearch={() => urlFilters.update({ keywords: draft.trim(), page: 1 })}
          onReset={() => {
            setDraft('')
            urlFilters.reset('status')
          }}
        >
          <TextFilter label="商户/联系人" value={draft} placeholder="商户名称、联系人或手机号" onChange={setDraft} />
        </FilterBar>
        <StatusTabs
          label="审核状态"
          value={status}
          onChange={(value) => urlFilters.update({ status: value === 'pending' ? '' : value, page: 1 })}
          tabs={APPLICATION_STATUSES.map((value) => ({
            value,
            label: APPLICATION_STATUS_LABELS[value],
            count: counts?.[value],
          }))}
        />
        <PagedTable
          caption="入驻申请列表"
          columns={columns}
          remote={list}
          rowKey={(row) => row.id}
          empty={keywords ? '没有符合条件的入驻申请' : `没有${APPLICATION_STATUS_LABELS[status]}的入驻申请`}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={(next) => urlFilters.update({ page: next })}
        />
      </section>
      <ApplicationDrawer key={open ?? 0} id={open} onClose={() => setOpen(null)} onDecided={() => list.reload()} />
    </>
  )
}
