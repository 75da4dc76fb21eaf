import { useState } from 'react'
import { Link } from 'react-router-dom'
import {
  COUPON_CARD_TYPE_LABELS,
  COUPON_STATE_LABELS,
  type CouponState,
  type CouponView,
} from '../../../schemas/api/admin/coupons.ts'
import { discountToZhe } from '../../../schemas/coupon-rules.ts'
import { toast } from '../../../runtime/components/toast/toast.ts'
import type { Column } from '../../kit/DataTable.tsx'
import { FilterBar, SelectFilter, TextFilter } from '../../kit/FilterBar.tsx'
import { money } from '../../kit/format.ts'
import { PageHeader } from '../../kit/PageHeader.tsx'
import { PagedTable } from '../../kit/PagedTable.tsx'
import { useRemote } from '../../kit/use-remote.ts'
import { useUrlFilters } from '../../kit/use-url-filters.ts'
import { sessionEnded } from '../../shell/access.ts'
import { failureText } from '../../settings/forms.ts'
import { couponApi } from './api.ts'
import { GrantDrawer } from './GrantDrawer.tsx'
import './coupons.css'

const PAGE_SIZE = 20

const TYPE_OPTIONS = [
  { value: 'all', label: '全部类型' },
  ...Object.entries(COUPON_CARD_TYPE_LABELS).map(([value, label]) => ({ value, label })),
]
const STATE_OPTIONS = [
  { value: 'all', label: '全部状态' },
  ...Object.entries(COUPON_STATE_LABELS).map(([value, label]) => ({ value, label })),
]
const STATE_CLASS: Record<CouponState, string> = {
  receiving: 'ac-status ac-status--ok',
  upcoming: 'ac-status ac-status--warn',
  ended: 'ac-status ac-status--off',
  stopped: 'ac-status ac-status--off',
}

/** 面额/折扣 as a shopper reads it: ¥10, 8.8折, 兑换：水杯. */
function couponValue(coupon: Pick<CouponView, 'card_type' | 'reduce_cost' | 'discount' | 'gift'>): string {
  if (coupon.card_type === 'cash') return money(coupon.reduce_cost)
  if (coupon.card_type === 'discount') return `${discountToZhe(coupon.discount)}折`
  return coupon.gift ? `兑换：${coupon.gift}` : '兑换'
}

function validity(coupon: CouponView) {
  const window = `${coupon.begin_date} 至 ${coupon.end_date}`
  if (coupon.date_type === 'fixed') return window
  return (
    <>
      领取后{coupon.fixed_term}天有效
      <span className="cp-sub">领取期 {window}</span>
    </>
  )
}

/**
 * 营销 › 优惠券: the shop's coupons with how many were issued, claimed and used, filtered by title,
 * type and state (kept in the address). Each row can be edited, stopped, handed to members or
 * exported with its claims.
 */
export function CouponsPage() {
  const urlFilters = useUrlFilters()
  const keywords = urlFilters.text('keywords')
  const cardType = urlFilters.text('card_type', 'all')
  const state = urlFilters.text('state', 'all')
  const page = urlFilters.page
  const [draft, setDraft] = useState({ keywords, cardType, state })
  const [granting, setGranting] = useState<CouponView | null>(null)
  const [busy, setBusy] = useState<number | null>(null)
  const query = {
    keywords: keywords || undefined,
    card_type: cardType === 'all' ? undefined : cardType,
    state: state === 'all' ? undefined : state,
    page,
    page_size: PAGE_SIZE,
  }
  const coupons = useRemote(() => couponApi.list(query), JSON.stringify(query))

  async function stop(coupon: CouponView) {
    if (busy !== null) return
    if (!window.confirm(`确定停止发放「${coupon.title}」？停止后商城不再展示，会员不能再领取；已领取的仍可使用。`))
      return
    setBusy(coupon.id)
    try {
      await couponApi.stop(coupon.id)
      toast.success(`已停止发放「${coupon.title}」`)
      coupons.reload()
    } catch (failure) {
      if (!sessionEnded(failure)) toast.error(failureText(failure))
    } finally {
      setBusy(null)
    }
  }

  const columns: Column<CouponView>[] = [
    {
      key: 'title',
      header: '标题',
      cell: (coupon) => (
        <Link className="cp-title" to={`/marketing/coupons/${coupon.id}`}>
          {coupon.title}
        </Link>
      ),
    },
    { key: 'type', header: '类型', width: 80, cell: (coupon) => COUPON_CARD_TYPE_LABELS[coupon.card_type] },
    { key: 'value', header: '面额/折扣', width: 110, cell: couponValue },
    {
      key: 'least',
      header: '门槛',
      width: 100,
      cell: (coupon) => (coupon.least_cost > 0 ? `满${money(coupon.least_cost)}` : '无门槛'),
    },
    { key: 'validity', header: '有效期', width: 200, cell: validity },
    { key: 'quantity', header: '发放量', numeric: true, width: 80, cell: (coupon) => coupon.quantity },
    { key: 'get_num', header: '已领', numeric: true, width: 70, cell: (coupon) => coupon.get_num },
    { key: 'used_num', header: '已使用', numeric: true, width: 70, cell: (coupon) => coupon.used_num },
    {
      key: 'state',
      header: '状态',
      width: 80,
      cell: (coupon) => (
        <span className={STATE_CLASS[coupon.state]}>
          {coupon.state === 'receiving' && coupon.get_num >= coupon.quantity
            ? '已领完'
            : COUPON_STATE_LABELS[coupon.state]}
        </span>
      ),
    },
    {
      key: 'actions',
      header: '操作',
      width: 230,
      cell: (coupon) => (
        <span className="ac-actions">
          <Link className="dz-link" to={`/marketing/coupons/${coupon.id}`} aria-label={`编辑 ${coupon.title}`}>
            编辑
          </Link>
          {coupon.state !== 'stopped' && (
            <button
              type="button"
              className="dz-link dz-link--danger"
              aria-label={`停止发放 ${coupon.title}`}
              disabled={busy === coupon.id}
              onClick={() => void stop(coupon)}
            >
              停止发放
            </button>
          )}
          {coupon.state === 'receiving' && (
            <button
              type="button"
              className="dz-link"
              aria-label={`发放给会员 ${coupon.title}`}
              onClick={() => setGranting(coupon)}
            >
              发放给会员
            </button>
          )}
          <a
            className="dz-link"
            href={couponApi.claimsFileUrl(coupon.id)}
            download
            aria-label={`导出领取记录 ${coupon.title}`}
          >
            导出领取记录
          </a>
        </span>
      ),
    },
  ]

  const filtered = Boolean(keywords) || cardType !== 'all' || state !== 'all'

  return (
    <>
      <PageHeader
        crumbs={[{ label: '营销' }, { label: '优惠券' }]}
        title="优惠券"
        actions={
          <Link className="dz-btn dz-btn--primary cp-new" to="/marketing/coupons/new">
            新增优惠券
          </Link>
        }
      />
      <section className="ac-card cp-list" aria-label="优惠券">
        <FilterBar
          label="筛选优惠券"
          onSearch={() =>
            urlFilters.update({
              keywords: draft.keywords.trim(),
              card_type: draft.cardType,
              state: draft.state,
              page: 1,
            })
          }
          onReset={() => {
            setDraft({ keywords: '', cardType: 'all', state: 'all' })
            urlFilters.reset()
          }}
        >
          <TextFilter
            label="优惠券标题"
            value={draft.keywords}
            placeholder="输入标题"
            onChange={(value) => setDraft({ ...draft, keywords: value })}
          />
          <SelectFilter
            label="类型"
            value={draft.cardType}
            options={TYPE_OPTIONS}
            onChange={(value) => setDraft({ ...draft, cardType: value })}
          />
          <SelectFilter
            label="状态"
            value={draft.state}
            options={STATE_OPTIONS}
            onChange={(value) => setDraft({ ...draft, state: value })}
          />
        </FilterBar>
        <PagedTable
          caption="优惠券"
          columns={columns}
          remote={coupons}
          rowKey={(coupon) => coupon.id}
          empty={filtered ? '没有符合条件的优惠券' : '还没有优惠券，点击右上角「新增优惠券」添加'}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={(next) => urlFilters.update({ page: next })}
        />
      </section>
      <GrantDrawer
        key={granting?.id ?? 0}
        coupon={granting}
        onClose={() => setGranting(null)}
        onDone={coupons.reload}
      />
    </>
  )
}
