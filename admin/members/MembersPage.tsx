import { useState } from 'react'
import { Link } from 'react-router-dom'
import type { MemberRow } from '../../schemas/api/admin/members.ts'
import type { Column } from '../kit/DataTable.tsx'
import { Filter, FilterBar, SelectFilter, TextFilter } from '../kit/FilterBar.tsx'
import { formatTime } from '../kit/format.ts'
import { PageHeader } from '../kit/PageHeader.tsx'
import { PagedTable } from '../kit/PagedTable.tsx'
import { useRemote } from '../kit/use-remote.ts'
import { useUrlFilters } from '../kit/use-url-filters.ts'
import { memberApi } from './api.ts'
import { MemberStatusBadge, StaffBadge } from './badges.tsx'
import './members.css'

const PAGE_SIZE = 20
const FILTERS = ['keywords', 'grade_id', 'is_staff', 'status', 'reg_from', 'reg_to'] as const
type FilterName = (typeof FILTERS)[number]
type Draft = Record<FilterName, string>

const STAFF_OPTIONS = [
  { value: '', label: '全部' },
  { value: '1', label: '内购员工' },
  { value: '0', label: '非员工' },
]
const STATUS_OPTIONS = [
  { value: '', label: '全部' },
  { value: 'active', label: '正常' },
  { value: 'disabled', label: '已禁用' },
]

/**
 * 会员 › 会员列表: the shop's members, newest first, searched by mobile or nickname and filtered
 * by grade, 内购员工, status and registration days (China time), all kept in the address; 导出
 * downloads the same selection as an Excel file.
 */
export function MembersPage() {
  const urlFilters = useUrlFilters()
  const applied = Object.fromEntries(FILTERS.map((name) => [name, urlFilters.text(name)])) as Draft
  const page = urlFilters.page
  const [draft, setDraft] = useState<Draft>(applied)
  const grades = useRemote(() => memberApi.grades(), 'grades')
  const query = { ...applied, page, page_size: PAGE_SIZE }
  const members = useRemote(() => memberApi.list(query), JSON.stringify(query))
  const set = (name: FilterName) => (value: string) => setDraft((current) => ({ ...current, [name]: value }))

  const columns: Column<MemberRow>[] = [
    {
      key: 'member',
      header: '会员',
      cell: (member) => (
        <span className="mb-who">
          <Link to={`/members/${member.id}`} aria-label={`查看会员 ${member.nickname || member.mobile}`}>
            {member.nickname || '未设置昵称'}
          </Link>
          <span className="mb-sub">{member.mobile}</span>
        </span>
      ),
    },
    {
      key: 'grade',
      header: '会员等级',
      width: 120,
      cell: (member) => (
        <>
          {member.grade_name} <StaffBadge staff={member.is_staff} />
        </>
      ),
    },
    {
      key: 'points',
      header: '积分',
      numeric: true,
      width: 90,
      cell: (member) => member.points.toLocaleString('zh-CN'),
    },
    { key: 'status', header: '状态', width: 80, cell: (member) => <MemberStatusBadge status={member.status} /> },
    { key: 'created', header: '注册时间', width: 140, cell: (member) => formatTime(member.created_at) },
    { key: 'login', header: '最近登录', width: 140, cell: (member) => formatTime(member.last_login_at) },
    {
      key: 'actions',
      header: '操作',
      width: 70,
      cell: (member) => (
        <Link className="dz-link" to={`/members/${member.id}`} aria-label={`详情 ${member.nickname || member.mobile}`}>
          详情
        </Link>
      ),
    },
  ]

  const filtered = FILTERS.some((name) => applied[name])
  return (
    <>
      <PageHeader
        crumbs={[{ label: '会员', to: '/members' }, { label: '会员列表' }]}
        title="会员列表"
        actions={
          <a className="dz-btn" href={memberApi.exportUrl(applied)} download>
            导出 Excel
          </a>
        }
      />
      <section className="ac-card" aria-label="会员">
        <FilterBar
          label="筛选会员"
          onSearch={() =>
            urlFilters.update({
              ...Object.fromEntries(FILTERS.map((name) => [name, draft[name].trim()])),
              page: 1,
            })
          }
          onReset={() => {
            setDraft(Object.fromEntries(FILTERS.map((name) => [name, ''])) as Draft)
            urlFilters.reset()
          }}
        >
          <TextFilter
            label="手机号/昵称"
            value={draft.keywords}
            placeholder="输入手机号或昵称"
            onChange={set('keywords')}
          />
          <SelectFilter
            label="会员等级"
            value={draft.grade_id}
            onChange={set('grade_id')}
            options={[
              { value: '', label: '全部' },
              ...(grades.data ?? []).map((grade) => ({ value: String(grade.id), label: grade.name })),
            ]}
          />
          <SelectFilter label="内购员工" value={draft.is_staff} onChange={set('is_staff')} options={STAFF_OPTIONS} />
          <SelectFilter label="状态" value={draft.status} onChange={set('status')} options={STATUS_OPTIONS} />
          <Filter label="注册开始日期">
            <input
              type="date"
              className="dz-input"
              value={draft.reg_from}
              onChange={(event) => set('reg_from')(event.target.value)}
            />
          </Filter>
          <Filter label="注册结束日期">
            <input
              type="date"
              className="dz-input"
              value={draft.reg_to}
              onChange={(event) => set('reg_to')(event.target.value)}
            />
          </Filter>
        </FilterBar>
        <PagedTable
          caption="会员列表"
          columns={columns}
          remote={members}
          rowKey={(member) => member.id}
          empty={filtered ? '没有符合条件的会员' : '还没有会员'}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={(next) => urlFilters.update({ page: next })}
        />
      </section>
    </>
  )
}
