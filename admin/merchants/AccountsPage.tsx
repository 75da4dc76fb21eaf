import { useState } from 'react'
import { toast } from '../../runtime/components/toast/toast.ts'
import { ACCOUNT_STATUS_LABELS, type MerchantAccountView } from '../../schemas/api/admin/merchants.ts'
import type { Column } from '../kit/DataTable.tsx'
import { FilterBar, SelectFilter, TextFilter } from '../kit/FilterBar.tsx'
import { formatTime } from '../kit/format.ts'
import { PageHeader } from '../kit/PageHeader.tsx'
import { PagedTable } from '../kit/PagedTable.tsx'
import { useRemote } from '../kit/use-remote.ts'
import { useUrlFilters } from '../kit/use-url-filters.ts'
import { sessionEnded } from '../shell/access.ts'
import { failureText } from '../settings/forms.ts'
import { PasswordDrawer } from './PasswordDrawer.tsx'
import { merchantsApi } from './api.ts'
import './merchants.css'

const PAGE_SIZE = 20

const STATUS_OPTIONS = [
  { value: 'all', label: '全部' },
  { value: 'active', label: '正常' },
  { value: 'disabled', label: '已禁用' },
] as const

const APPLICATION_TEXT: Record<string, string> = {
  none: '未申请',
  editing: '资料填写中',
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
}

/**
 * 商户与门店 › 商户账号: merchant accounts, searched by account, mobile or merchant name; 禁用 /
 * 启用 (a disabled merchant cannot sign in and is signed out at once) and 重置密码.
 */
export function AccountsPage() {
  const urlFilters = useUrlFilters()
  const keywords = urlFilters.text('keywords')
  const status = urlFilters.text('status', 'all')
  const page = urlFilters.page
  const [draft, setDraft] = useState({ keywords, status })
  const [busy, setBusy] = useState<number | null>(null)
  const [resetting, setResetting] = useState<MerchantAccountView | null>(null)
  const query = { keywords: keywords || undefined, status, page, pageSize: PAGE_SIZE }
  const list = useRemote(() => merchantsApi.accounts(query), JSON.stringify(query))

  async function toggle(account: MerchantAccountView) {
    const next = account.status === 'active' ? 'disabled' : 'active'
    const question =
      next === 'disabled'
        ? `确定禁用商户账号「${account.username}」？禁用后不能登录，已登录的会立即退出。`
        : `确定启用商户账号「${account.username}」？`
    if (busy !== null || !window.confirm(question)) return
    setBusy(account.id)
    try {
      await merchantsApi.setAccountStatus(account.id, next)
      toast.success(next === 'disabled' ? `已禁用「${account.username}」` : `已启用「${account.username}」`)
      list.reload()
    } catch (failure) {
      if (!sessionEnded(failure)) toast.error(failureText(failure))
    } finally {
      setBusy(null)
    }
  }

  const columns: Column<MerchantAccountView>[] = [
    {
      key: 'account',
      header: '账号',
      cell: (row) => (
        <span>
          <span className="mc-strong">{row.username}</span>
          <br />
          <span className="dz-muted">{row.mobile || '—'}</span>
        </span>
      ),
    },
    { key: 'merchant', header: '商户名称', cell: (row) => row.merchant_name || '—' },
    {
      key: 'application',
      header: '入驻申请',
      width: 100,
      cell: (row) => APPLICATION_TEXT[row.application_status] ?? '—',
    },
    { key: 'shop', header: '门店', cell: (row) => row.shop_name || '—' },
    {
      key: 'status',
      header: '状态',
      width: 80,
      cell: (row) => (
        <span className={`ac-status ${row.status === 'active' ? 'ac-status--ok' : 'ac-status--off'}`}>
          {ACCOUNT_STATUS_LABELS[row.status]}
        </span>
      ),
    },
    { key: 'created', header: '注册时间', width: 140, cell: (row) => formatTime(row.created_at) },
    { key: 'login', header: '最近登录', width: 140, cell: (row) => formatTime(row.last_login_at) },
    {
      key: 'actions',
      header: '操作',
      width: 140,
      cell: (row) => (
        <span className="ac-actions">
          <button
            type="button"
            className={`dz-link${row.status === 'active' ? ' dz-link--danger' : ''}`}
            aria-label={`${row.status === 'active' ? '禁用' : '启用'} ${row.username}`}
            disabled={busy === row.id}
            onClick={() => void toggle(row)}
          >
            {row.status === 'active' ? '禁用' : '启用'}
          </button>
          <button
            type="button"
            className="dz-link"
            aria-label={`重置密码 ${row.username}`}
            onClick={() => setResetting(row)}
          >
            重置密码
          </button>
        </span>
      ),
    },
  ]

  return (
    <>
      <PageHeader crumbs={[{ label: '商户与门店' }, { label: '商户账号' }]} title="商户账号" />
      <section className="ac-card" aria-label="商户账号">
        <FilterBar
          label="筛选商户账号"
          onSearch={() => urlFilters.update({ keywords: draft.keywords.trim(), status: draft.status, page: 1 })}
          onReset={() => {
            setDraft({ keywords: '', status: 'all' })
            urlFilters.reset()
          }}
        >
          <TextFilter
            label="账号/手机号"
            value={draft.keywords}
            placeholder="账号、手机号或商户名称"
            onChange={(value) => setDraft({ ...draft, keywords: value })}
          />
          <SelectFilter
            label="状态"
            value={draft.status}
            options={STATUS_OPTIONS}
            onChange={(value) => setDraft({ ...draft, status: value })}
          />
        </FilterBar>
        <PagedTable
          caption="商户账号列表"
          columns={columns}
          remote={list}
          rowKey={(row) => row.id}
          empty={keywords || status !== 'all' ? '没有符合条件的商户账号' : '还没有商户账号'}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={(next) => urlFilters.update({ page: next })}
        />
      </section>
      <PasswordDrawer key={resetting?.id ?? 0} account={resetting} onClose={() => setResetting(null)} />
    </>
  )
}
