import { useState, type ReactNode } from 'react'
import { Link, useParams } from 'react-router-dom'
import type {
  MemberAddressRow,
  MemberCouponRow,
  MemberDetail,
  MemberFavoriteRow,
  MemberOrderRow,
  MemberPointRow,
} from '../../schemas/api/admin/members.ts'
import { toast } from '../../runtime/components/toast/toast.ts'
import type { Paged } from '../api.ts'
import { type Column, DataTable } from '../kit/DataTable.tsx'
import { formatTime, money } from '../kit/format.ts'
import { PageHeader } from '../kit/PageHeader.tsx'
import { Pagination } from '../kit/Pagination.tsx'
import { StatusTabs } from '../kit/StatusTabs.tsx'
import { type Remote, useRemote } from '../kit/use-remote.ts'
import { failureText } from '../settings/forms.ts'
import { sessionEnded } from '../shell/access.ts'
import { memberApi } from './api.ts'
import { MemberStatusBadge, StaffBadge } from './badges.tsx'
import { GradeDrawer, PointsDrawer } from './MemberDrawers.tsx'
import './members.css'

const SEX = ['未知', '男', '女']
const PAGE_SIZE = 10

const TABS = [
  { value: 'orders', label: '订单' },
  { value: 'points', label: '积分明细' },
  { value: 'coupons', label: '优惠券' },
  { value: 'addresses', label: '收货地址' },
  { value: 'favorites', label: '收藏' },
] as const
type Tab = (typeof TABS)[number]['value']

const COUPON_STATUS: Record<string, string> = { unused: '未使用', used: '已使用', expired: '已过期' }

function PagedTab<Row>({
  caption,
  load,
  columns,
  rowKey,
  empty,
  reloadKey,
}: {
  caption: string
  load: (page: number) => Promise<Paged<Row>>
  columns: Column<Row>[]
  rowKey: (row: Row) => string | number
  empty: string
  reloadKey: number
}) {
  const [page, setPage] = useState(1)
  const remote: Remote<Paged<Row>> = useRemote(() => load(page), `${page}:${reloadKey}`)
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={remote.data?.list}
        rowKey={rowKey}
        loading={remote.loading}
        error={remote.error}
        onRetry={remote.reload}
        empty={empty}
      />
      <Pagination page={page} pageSize={PAGE_SIZE} total={remote.data?.total_count ?? 0} onChange={setPage} />
    </>
  )
}

const orderColumns: Column<MemberOrderRow>[] = [
  {
    key: 'id',
    header: '订单号',
    cell: (order) => (
      <Link to={`/orders/${order.order_id}`} aria-label={`订单 ${order.order_id}`}>
        {order.order_id}
      </Link>
    ),
  },
  { key: 'status', header: '状态', width: 90, cell: (order) => order.status_desc },
  { key: 'num', header: '件数', numeric: true, width: 70, cell: (order) => order.total_num },
  { key: 'fee', header: '实付', numeric: true, width: 110, cell: (order) => money(order.total_fee) },
  { key: 'time', header: '下单时间', width: 140, cell: (order) => formatTime(order.created_at) },
]

const pointColumns: Column<MemberPointRow>[] = [
  { key: 'time', header: '时间', width: 140, cell: (row) => formatTime(row.created_at) },
  { key: 'reason', header: '原因', cell: (row) => row.reason },
  {
    key: 'delta',
    header: '变动',
    numeric: true,
    width: 100,
    cell: (row) => (
      <span className={row.delta > 0 ? 'mb-plus' : 'mb-minus'}>{row.delta > 0 ? `+${row.delta}` : row.delta}</span>
    ),
  },
  { key: 'after', header: '变动后积分', numeric: true, width: 110, cell: (row) => row.balance_after },
  { key: 'order', header: '关联订单', width: 170, cell: (row) => row.order_id ?? '—' },
]

const couponColumns: Column<MemberCouponRow>[] = [
  { key: 'title', header: '优惠券', cell: (row) => row.title },
  { key: 'code', header: '券码', width: 140, cell: (row) => row.code },
  { key: 'status', header: '状态', width: 80, cell: (row) => COUPON_STATUS[row.status] ?? row.status },
  {
    key: 'valid',
    header: '有效期',
    width: 250,
    cell: (row) => `${formatTime(row.begin_time)} 至 ${formatTime(row.end_time)}`,
  },
  { key: 'received', header: '领取时间', width: 140, cell: (row) => formatTime(row.received_at) },
]

const addressColumns: Column<MemberAddressRow>[] = [
  {
    key: 'name',
    header: '收货人',
    width: 160,
    cell: (row) => (
      <>
        {row.name} {row.is_default === 1 && <span className="ac-status">默认</span>}
      </>
    ),
  },
  { key: 'mobile', header: '电话', width: 120, cell: (row) => row.mobile },
  { key: 'addr', header: '地址', cell: (row) => `${row.region} ${row.addr}` },
]

const favoriteColumns: Column<MemberFavoriteRow>[] = [
  { key: 'name', header: '商品', cell: (row) => <Link to={`/goods/${row.goods_id}`}>{row.item_name}</Link> },
  { key: 'price', header: '价格', numeric: true, width: 110, cell: (row) => money(row.price) },
  { key: 'time', header: '收藏时间', width: 140, cell: (row) => formatTime(row.created_at) },
]

function Facts({ member }: { member: MemberDetail }) {
  const rows: [string, ReactNode][] = [
    ['手机号', member.mobile],
    ['昵称', member.nickname || '—'],
    ['性别', SEX[member.sex] ?? '未知'],
    ['生日', member.birthday || '—'],
    ['邮箱', member.email || '—'],
    [
      '会员等级',
      <>
        {member.grade_name}
        {member.grade_expires_at ? `（${formatTime(member.grade_expires_at)} 到期）` : ''}
      </>,
    ],
    ['注册时间', formatTime(member.created_at)],
    ['最近登录', formatTime(member.last_login_at)],
  ]
  return (
    <dl className="ac-facts mb-facts">
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * 会员详情: the member's profile, grade and points, the tabs of their orders, points ledger,
 * coupons, addresses and favourites, and the operator's actions (等级, 积分, 员工, 禁用).
 */
export function MemberDetailPage() {
  const id = Number(useParams().id)
  const [round, setRound] = useState(0)
  const member = useRemote(() => memberApi.detail(id), `${id}:${round}`)
  const grades = useRemote(() => memberApi.grades(), 'grades')
  const [tab, setTab] = useState<Tab>('orders')
  const [drawer, setDrawer] = useState<'grade' | 'points' | null>(null)
  const [busy, setBusy] = useState(false)
  const reload = () => setRound((n) => n + 1)
  const data = member.data

  async function act(run: () => Promise<unknown>, done: string, confirm?: string) {
    if (busy || (confirm && !window.confirm(confirm))) return
    setBusy(true)
    try {
      await run()
      toast.success(done)
      reload()
    } catch (failure) {
      if (!sessionEnded(failure)) toast.error(failureText(failure))
    } finally {
      setBusy(false)
    }
  }

  const title = data ? data.nickname || data.mobile : '会员详情'
  return (
    <>
      <PageHeader
        crumbs={[{ label: '会员', to: '/members' }, { label: '会员列表', to: '/members' }, { label: '会员详情' }]}
        title={title}
        actions={
          data && (
            <>
              <button type="button" className="dz-btn" onClick={() => setDrawer('grade')}>
                修改等级
              </button>
              <button type="button" className="dz-btn dz-btn--primary" onClick={() => setDrawer('points')}>
                调整积分
              </button>
              <button
                type="button"
                className="dz-btn"
                disabled={busy}
                onClick={() =>
                  void act(
                    () => memberApi.setStaff(data.id, data.is_staff === 1 ? 0 : 1),
                    data.is_staff === 1 ? '已取消员工身份' : '已设为内购员工',
                  )
                }
              >
                {data.is_staff === 1 ? '取消员工' : '设为员工'}
              </button>
              <button
                type="button"
                className={data.status === 'active' ? 'dz-btn mb-danger' : 'dz-btn'}
                disabled={busy}
                onClick={() =>
                  data.status === 'active'
                    ? void act(
                        () => memberApi.setStatus(data.id, 'disabled'),
                        '已禁用该会员，其登录已全部退出',
                        `确定禁用会员「${title}」？禁用后该会员会被退出登录，且不能再登录。`,
                      )
                    : void act(() => memberApi.setStatus(data.id, 'active'), '已启用该会员，可以正常登录')
                }
              >
                {data.status === 'active' ? '禁用' : '启用'}
              </button>
            </>
          )
        }
      />
      {member.error && !data && (
        <section className="ac-card">
          <p className="ac-table-note" role="alert">
            {member.error}
          </p>
        </section>
      )}
      {data && (
        <>
          <div className="mb-top">
            <section className="ac-card mb-profile" aria-label="会员资料">
              <h2 className="ac-card__title">
                会员资料 <StaffBadge staff={data.is_staff} /> <MemberStatusBadge status={data.status} />
              </h2>
              <div className="ac-card__body">
                <Facts member={data} />
              </div>
            </section>
            <section className="ac-card mb-stats" aria-label="积分与消费">
              <h2 className="ac-card__title">积分与消费</h2>
              <div className="ac-card__body mb-stats__grid">
                <div>
                  <span className="mb-stat__label">积分余额</span>
                  <strong className="mb-stat__value" data-testid="member-points">
                    {data.points.toLocaleString('zh-CN')}
                  </strong>
                </div>
                <div>
                  <span className="mb-stat__label">累计获得</span>
                  <span className="mb-stat__value">{data.total_earned.toLocaleString('zh-CN')}</span>
                </div>
                <div>
                  <span className="mb-stat__label">累计使用</span>
                  <span className="mb-stat__value">{data.total_spent.toLocaleString('zh-CN')}</span>
                </div>
                <div>
                  <span className="mb-stat__label">订单数</span>
                  <span className="mb-stat__value">{data.order_count}</span>
                </div>
                <div>
                  <span className="mb-stat__label">消费金额</span>
                  <span className="mb-stat__value">{money(data.order_amount)}</span>
                </div>
              </div>
            </section>
          </div>
          <section className="ac-card" aria-label="会员记录">
            <StatusTabs label="会员记录" tabs={[...TABS]} value={tab} onChange={(value) => setTab(value as Tab)} />
            <div role="tabpanel" aria-label={TABS.find((item) => item.value === tab)?.label}>
              {tab === 'orders' && (
                <PagedTab
                  caption="订单"
                  load={(page) => memberApi.orders(id, page)}
                  columns={orderColumns}
                  rowKey={(row) => row.order_id}
                  empty="还没有订单"
                  reloadKey={round}
                />
              )}
              {tab === 'points' && (
                <PagedTab
                  caption="积分明细"
                  load={(page) => memberApi.points(id, page)}
                  columns={pointColumns}
                  rowKey={(row) => row.id}
                  empty="还没有积分记录"
                  reloadKey={round}
                />
              )}
              {tab === 'coupons' && (
                <PagedTab
                  caption="优惠券"
                  load={(page) => memberApi.coupons(id, page)}
                  columns={couponColumns}
                  rowKey={(row) => row.id}
                  empty="还没有优惠券"
                  reloadKey={round}
                />
              )}
              {tab === 'addresses' && <Addresses id={id} />}
              {tab === 'favorites' && (
                <PagedTab
                  caption="收藏"
                  load={(page) => memberApi.favorites(id, page)}
                  columns={favoriteColumns}
                  rowKey={(row) => row.id}
                  empty="还没有收藏商品"
                  reloadKey={round}
                />
              )}
            </div>
          </section>
          <GradeDrawer
            key={`grade-${round}`}
            open={drawer === 'grade'}
            member={data}
            grades={grades.data ?? []}
            onClose={() => setDrawer(null)}
            onDone={() => {
              setDrawer(null)
              reload()
            }}
          />
          <PointsDrawer
            key={`points-${round}`}
            open={drawer === 'points'}
            member={data}
            onClose={() => setDrawer(null)}
            onDone={() => {
              setDrawer(null)
              setTab('points')
              reload()
            }}
          />
        </>
      )}
    </>
  )
}

function Addresses({ id }: { id: number }) {
  const remote = useRemote(() => memberApi.addresses(id), String(id))
  return (
    <DataTable
      caption="收货地址"
      columns={addressColumns}
      rows={remote.data}
      rowKey={(row) => row.id}
      loading={remote.loading}
      error={remote.error}
      onRetry={remote.reload}
      empty="还没有收货地址"
    />
  )
}
