import { useState } from 'react'
import { Link } from 'react-router-dom'
import type { PromotionView } from '../../../schemas/api/admin/activities.ts'
import { PROMOTION_TYPE_LABELS } from '../../../schemas/promotion-rules.ts'
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

const TYPE_OPTIONS = [
  { value: 'all', label: '全部类型' },
  { value: 'full_reduction', label: '满减' },
  { value: 'discount', label: '满折' },
] as const

/**
 * 营销 › 满减满折: the shop's promotions with their rule, goods scope, time window and state,
 * searched and filtered (kept in the address) and paged; 停用 / 启用 in the row.
 */
export function PromotionsPage() {
  const urlFilters = useUrlFilters()
  const keywords = urlFilters.text('keywords')
  const type = urlFilters.text('promotion_type', 'all')
  const state = urlFilters.text('state', 'all')
  const page = urlFilters.page
  const [draft, setDraft] = useState({ keywords, type, state })
  const [busy, setBusy] = useState<number | null>(null)
  const query = {
    keywords: keywords || undefined,
    promotion_type: type === 'all' ? undefined : type,
    state: state === 'all' ? undefined : state,
    page,
    pageSize: PAGE_SIZE,
  }
  const promotions = useRemote(() => activityApi.promotions(query), JSON.stringify(query))

  async function toggle(promotion: PromotionView) {
    const next = promotion.status === 'active' ? 'disabled' : 'active'
    if (
      next === 'disabled' &&
      !window.confirm(`确定停用「${promotion.marketing_name}」？停用后商城立即不再显示该活动。`)
    )
      return
    setBusy(promotion.id)
    try {
      await activityApi.setPromotionStatus(promotion.id, next)
      toast.success(
        next === 'active' ? `已启用「${promotion.marketing_name}」` : `已停用「${promotion.marketing_name}」`,
      )
      promotions.reload()
    } catch (failure) {
      if (!sessionEnded(failure)) toast.error(failureText(failure))
    } finally {
      setBusy(null)
    }
  }

  const columns: Column<PromotionView>[] = [
    {
      key: 'name',
      header: '活动名称',
      cell: (p) => (
        <span className="pm-name">
          <span className="pm-tag">{p.promotion_tag}</span>
          {p.marketing_name}
        </span>
      ),
    },
    {
      key: 'type',
      header: '类型',
      width: 70,
      cell: (p) => (p.promotion_type === 'gift' ? '满赠' : PROMOTION_TYPE_LABELS[p.promotion_type]),
    },
    { key: 'rule', header: '优惠规则', cell: (p) => p.rule_text },
    {
      key: 'scope',
      header: '适用商品',
      width: 110,
      cell: (p) => (p.use_bound === 'all' ? '全部商品' : `指定${p.goods_count}件`),
    },
    {
      key: 'time',
      header: '活动时间',
      width: 170,
      cell: (p) => (
        <span className="pm-time">
          {formatTime(p.starts_at)}
          <br />至 {formatTime(p.ends_at)}
        </span>
      ),
    },
    { key: 'state', header: '状态', width: 80, cell: (p) => <StateBadge state={p.state} /> },
    {
      key: 'actions',
      header: '操作',
      width: 120,
      cell: (p) => (
        <span className="ac-actions">
          {p.promotion_type !== 'gift' && (
            <Link className="dz-link" to={`/marketing/promotions/${p.id}`} aria-label={`编辑 ${p.marketing_name}`}>
              编辑
            </Link>
          )}
          {p.state !== 'ended' && (
            <button
              type="button"
              className={p.status === 'active' ? 'dz-link dz-link--danger' : 'dz-link'}
              aria-label={`${p.status === 'active' ? '停用' : '启用'} ${p.marketing_name}`}
              disabled={busy === p.id}
              onClick={() => void toggle(p)}
            >
              {p.status === 'active' ? '停用' : '启用'}
            </button>
          )}
        </span>
      ),
    },
  ]

  return (
    <>
      <PageHeader
        crumbs={[{ label: '营销' }, { label: '满减满折' }]}
        title="满减满折"
        actions={
          <Link className="dz-btn dz-btn--primary" to="/marketing/promotions/new">
            新建活动
          </Link>
        }
      />
      <section className="ac-card" aria-label="满减满折活动">
        <FilterBar
          label="筛选活动"
          onSearch={() =>
            urlFilters.update({
              keywords: draft.keywords.trim(),
              promotion_type: draft.type,
              state: draft.state,
              page: 1,
            })
          }
          onReset={() => {
            setDraft({ keywords: '', type: 'all', state: 'all' })
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
            label="活动类型"
            value={draft.type}
            options={TYPE_OPTIONS}
            onChange={(value) => setDraft({ ...draft, type: value })}
          />
          <SelectFilter
            label="活动状态"
            value={draft.state}
            options={STATE_OPTIONS}
            onChange={(value) => setDraft({ ...draft, state: value })}
          />
        </FilterBar>
        <PagedTable
          caption="满减满折活动"
          columns={columns}
          remote={promotions}
          rowKey={(p) => p.id}
          empty={
            keywords || type !== 'all' || state !== 'all'
              ? '没有符合条件的活动'
              : '还没有满减满折活动，点击右上角「新建活动」添加'
          }
          page={page}
          pageSize={PAGE_SIZE}
          onPage={(next) => urlFilters.update({ page: next })}
        />
      </section>
    </>
  )
}
