import { useState } from 'react'
import { ADMIN_AREAS, AREA_CODES, type AdminArea } from '../../schemas/api/admin/areas.ts'
import type { AuditEntryView, FieldChange } from '../../schemas/api/admin/audit-log.ts'
import { adminApi } from '../api.ts'
import type { Column } from '../kit/DataTable.tsx'
import { Filter, FilterBar, SelectFilter, TextFilter } from '../kit/FilterBar.tsx'
import { dayEnd, dayStart, formatTime } from '../kit/format.ts'
import { PageHeader } from '../kit/PageHeader.tsx'
import { PagedTable } from '../kit/PagedTable.tsx'
import { useRemote } from '../kit/use-remote.ts'
import { useUrlFilters } from '../kit/use-url-filters.ts'
import './settings.css'

const PAGE_SIZE = 20
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A recorded value as the log shows it: text as is, lists joined with 、, nothing as —. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (Array.isArray(value)) return value.length ? value.map(showValue).join('、') : '—'
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** “状态：启用 → 停用”. */
export const showChange = (change: FieldChange) =>
  `${change.field}：${showValue(change.before)} → ${showValue(change.after)}`

const AREA_OPTIONS = [
  { value: '', label: '全部' },
  ...AREA_CODES.map((code) => ({ value: code, label: ADMIN_AREAS[code] })),
]

const isArea = (value: string): value is AdminArea => (AREA_CODES as string[]).includes(value)

/** 操作日志: who changed what and when, filtered by words, console section and dates (kept in the address). */
export function AuditLogPage() {
  const urlFilters = useUrlFilters()
  const keywords = urlFilters.text('keywords')
  const areaParam = urlFilters.text('area')
  const area = isArea(areaParam) ? areaParam : ''
  const from = DAY.test(urlFilters.text('from')) ? urlFilters.text('from') : ''
  const to = DAY.test(urlFilters.text('to')) ? urlFilters.text('to') : ''
  const page = urlFilters.page
  const update = urlFilters.update
  const [draft, setDraft] = useState({ keywords, area: area as string, from, to })

  const query = { keywords, area, from: dayStart(from), to: dayEnd(to), page, pageSize: PAGE_SIZE }
  const entries = useRemote(() => adminApi.auditLog(query), JSON.stringify(query))

  const columns: Column<AuditEntryView>[] = [
    { key: 'time', header: '时间', width: 140, cell: (entry) => formatTime(entry.created_at) },
    { key: 'operator', header: '操作人', cell: (entry) => entry.operator_name },
    {
      key: 'area',
      header: '模块',
      cell: (entry) => (isArea(entry.area) ? ADMIN_AREAS[entry.area] : entry.area),
    },
    { key: 'action', header: '操作', cell: (entry) => entry.action },
    { key: 'target', header: '对象', cell: (entry) => entry.target || <span className="dz-muted">—</span> },
    {
      key: 'content',
      header: '内容',
      cell: (entry) => (
        <div>
          {entry.summary && <div>{entry.summary}</div>}
          {entry.changes.length > 0 && (
            <ul className="st-changes">
              {entry.changes.map((change, index) => (
                <li key={index}>{showChange(change)}</li>
              ))}
            </ul>
          )}
          {!entry.summary && entry.changes.length === 0 && <span className="dz-muted">—</span>}
        </div>
      ),
    },
  ]

  return (
    <>
      <PageHeader crumbs={[{ label: '设置' }, { label: '操作日志' }]} title="操作日志" />
      <section className="ac-card" aria-label="操作日志">
        <FilterBar
          label="筛选操作日志"
          onSearch={() =>
            update({ keywords: draft.keywords.trim(), area: draft.area, from: draft.from, to: draft.to, page: 1 })
          }
          onReset={() => {
            setDraft({ keywords: '', area: '', from: '', to: '' })
            urlFilters.reset()
          }}
        >
          <TextFilter
            label="关键字"
            value={draft.keywords}
            placeholder="操作/对象/内容"
            onChange={(value) => setDraft({ ...draft, keywords: value })}
          />
          <SelectFilter
            label="模块"
            value={draft.area}
            options={AREA_OPTIONS}
            onChange={(value) => setDraft({ ...draft, area: value })}
          />
          <Filter label="开始日期">
            <input
              type="date"
              className="dz-input"
              value={draft.from}
              max={draft.to || undefined}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          </Filter>
          <Filter label="结束日期">
            <input
              type="date"
              className="dz-input"
              value={draft.to}
              min={draft.from || undefined}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          </Filter>
        </FilterBar>
        <PagedTable
          caption="操作日志"
          columns={columns}
          remote={entries}
          rowKey={(entry) => entry.id}
          empty="没有符合条件的操作记录"
          page={page}
          pageSize={PAGE_SIZE}
          onPage={(next) => update({ page: next })}
        />
      </section>
    </>
  )
}
