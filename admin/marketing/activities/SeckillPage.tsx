import { useState } from 'react'
import { Link } from 'react-router-dom'
import type { SeckillView } from '../../../schemas/api/admin/activities.ts'
import { toast } from '../../../runtime/components/toast/toast.ts'
import type { Column } from '../../kit/DataTable.tsx'
import { FilterBar, SelectFilter, TextFilter } from '../../kit/FilterBar.tsx'
import { formatTime } from '../../kit/format.ts'
import { PageHeader } from '../../kit/PageHeader.tsx'
import { PagedTable } from '../../kit/PagedTable.tsx'
import { useRemote } from '../../kit/use-remote.ts'
import { useUrlFilters } from '../../kit/use-url-filters.ts'
import { sessionEnded } from '../../shell/access.ts'
import { failureText } from '../../settings/forms.ts'
import { activityApi } from './api.ts'
import { STATE_OPTIONS, StateBadge } from './state-badge.tsx'
import './activities.css'

const PAGE_SIZE = 20

/** 营销 › 秒杀活动: activities with their SKU count, seckill stock left and sold, and state. */
export function SeckillPage() {
  const urlFilters = useUrlFilters()
  const keywords = urlFilters.text('keywords')
  const state = urlFilters.text('state', 'all')
  const page = urlFilters.page
  const [draft, setDraft] = useState({ keywords, state })
  const [busy, setBusy] = useState<number | null>(null)
  const query = {
    keywords: keywords || undefined,
    state: state === 'all' ? undefined : state,
    page,
    pageSize: PAGE_SIZE,
  }
  const activities = useRemote(() => activityApi.seckills(query), JSON.stringify(query))

  async function toggle(activity: SeckillView) {
    const next = activity.status === 'active' ? 'disabled' : 'active'
    if (next === 'disabled' && !window.confirm(`确定停用「${activity.activity_name}」？停用后买家立即不能再抢购。`))
      return
    setBusy(activity.id)
    try {
      await activityApi.setSeckillStatus(activity.id, next)
      toast.success(next === 'active' ? `已启用「${activity.activity_name}」` : `已停用「${activity.activity_name}」`)
      activities.reload()
    } catch (failure) {
      if (!sessionEnded(failure)) toast.error(failureText(failure))
    } finally {
      setBusy(null)
    }
  }

  const columns: Column<SeckillView>[] = [
    { key: 'name', header: '活动名称', cell: (a) => <span className="pm-name">{a.activity_name}</span> },
    {
      key: 'time',
      header: '活动时间',
      width: 170,
      cell: (a) => (
        <span className="pm-time">
          {formatTime(a.starts_at)}
          <br />至 {formatTime(a.ends_at)}
        </span>
      ),
    },
    { key: 'items', header: '规格数', numeric: true, width: 80, cell: (a) => a.item_count },
    { key: 'stock', header: '剩余秒杀库存', numeric: true, width: 110, cell: (a) => a.stock },
    { key: 'sales', header: '已售', numeric: true, width: 80, cell: (a) => a.sales },
    { key: 'state', header: '状态', width: 80, cell: (a) => <StateBadge state={a.state} /> },
    {
      key: 'actions',
      header: '操作',
      width: 120,
      cell: (a) => (
        <span className="ac-actions">
          <Link className="dz-link" to={`/marketing/seckill/${a.id}`} aria-label={`编辑 ${a.activity_name}`}>
            编辑
          </Link>
          {a.state !== 'ended' && (
            <button
              type="button"
              className={a.status === 'active' ? 'dz-link dz-link--danger' : 'dz-link'}
              aria-label={`${a.status === 'active' ? '停用' : '启用'} ${a.activity_name}`}
              disabled={busy === a.id}
              onClick={() => void toggle(a)}
            >
              {a.status === 'active' ? '停用' : '启用'}
            </button>
          )}
        </span>
      ),
    },
  ]

  return (
    <>
      <PageHeader
        crumbs={[{ label: '营销' }, { label: '秒杀活动' }]}
        title="秒杀活动"
        actions={
          <Link className="dz-btn dz-btn--primary" to="/marketing/seckill/new">
            新建秒杀
          </Link>
        }
      />
      <section className="ac-card" aria-label="秒杀活动">
        <FilterBar
          label="筛选秒杀活动"
          onSearch={() => urlFilters.update({ keywords: draft.keywords.trim(), state: draft.state, page: 1 })}
          onReset={() => {
            setDraft({ keywords: '', state: 'all' })
            urlFilters.reset()
          }}
        >
          <TextFilter
            label="活动名称"
            value={draft.keywords}
            placeholder="输入活动名称"
            onChange={(value) => setDraft({ ...draft, keywords: value })}
          />
          <SelectFilter
            label="活动状态"
            value={draft.state}
            options={STATE_OPTIONS}
            onChange={(value) => setDraft({ ...draft, state: value })}
          />
        </FilterBar>
        <PagedTable
          caption="秒杀活动"
          columns={columns}
          remote={activities}
          rowKey={(a) => a.id}
          empty={keywords || state !== 'all' ? '没有符合条件的秒杀活动' : '还没有秒杀活动，点击右上角「新建秒杀」添加'}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={(next) => urlFilters.update({ page: next })}
        />
      </section>
    </>
  )
}
