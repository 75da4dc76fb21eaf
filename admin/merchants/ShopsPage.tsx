import { useState } from 'react'
import { Link } from 'react-router-dom'
import { SHOP_STATUS_LABELS, type ShopRow } from '../../schemas/api/admin/merchants.ts'
import { SHOP_TAGS_SHOWN } from '../../schemas/shop-rules.ts'
import type { Column } from '../kit/DataTable.tsx'
import { FilterBar, SelectFilter, TextFilter } from '../kit/FilterBar.tsx'
import { PageHeader } from '../kit/PageHeader.tsx'
import { PagedTable } from '../kit/PagedTable.tsx'
import { useRemote } from '../kit/use-remote.ts'
import { useUrlFilters } from '../kit/use-url-filters.ts'
import { merchantsApi } from './api.ts'
import './merchants.css'

const PAGE_SIZE = 20

const STATUS_OPTIONS = [
  { value: 'all', label: '全部' },
  { value: 'active', label: '营业中' },
  { value: 'closed', label: '已关店' },
]

/**
 * 商户与门店 › 门店: the company's shops (the storefront's nearby and recommended shops and the
 * /shops pages), searched by name and filtered by city, opening state and tag.
 */
export function ShopsPage() {
  const urlFilters = useUrlFilters()
  const keywords = urlFilters.text('keywords')
  const city = urlFilters.text('city')
  const status = urlFilters.text('status', 'all')
  const tag = urlFilters.text('tag_id')
  const page = urlFilters.page
  const [draft, setDraft] = useState({ keywords, city, status, tag })
  const query = {
    keywords: keywords || undefined,
    city: city || undefined,
    status,
    tag_id: tag || undefined,
    page,
    pageSize: PAGE_SIZE,
  }
  const list = useRemote(() => merchantsApi.shops(query), JSON.stringify(query))
  const options = useRemote(() => merchantsApi.shopOptions(), 'options')
  const filtered = Boolean(keywords || city || tag || status !== 'all')

  const columns: Column<ShopRow>[] = [
    {
      key: 'logo',
      header: 'Logo',
      width: 64,
      cell: (row) =>
        row.logo ? (
          <img className="mc-logo" src={row.logo} alt={`${row.name} Logo`} loading="lazy" />
        ) : (
          <span className="mc-logo mc-logo--empty">{row.name.slice(0, 2)}</span>
        ),
    },
    {
      key: 'name',
      header: '门店名称',
      cell: (row) => (
        <span>
          <Link className="mc-strong" to={`/shops/${row.id}`}>
            {row.name}
          </Link>
          {row.tags.length > 0 && (
            <span className="mc-tags">
              {row.tags.map((item, index) => (
                <span
                  key={item.id}
                  className={`mc-tag${index >= SHOP_TAGS_SHOWN ? ' mc-tag--hidden' : ''}`}
                  title={index >= SHOP_TAGS_SHOWN ? '门店卡片上不显示' : undefined}
                >
                  {item.tag_name}
                </span>
              ))}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'address',
      header: '地址',
      cell: (row) => (
        <span>
          {[row.province, row.city === row.province ? '' : row.city, row.area].filter(Boolean).join(' ')}
          <br />
          <span className="dz-muted">{row.address}</span>
        </span>
      ),
    },
    {
      key: 'contact',
      header: '电话/营业时间',
      cell: (row) => (
        <span>
          {row.phone || '—'}
          <br />
          <span className="dz-muted">{row.hours || '—'}</span>
        </span>
      ),
    },
    { key: 'goods', header: '商品数', numeric: true, width: 80, cell: (row) => row.goods_count },
    { key: 'ziti', header: '自提', width: 60, cell: (row) => (row.is_ziti ? '支持' : '—') },
    {
      key: 'status',
      header: '状态',
      width: 80,
      cell: (row) => (
        <span className={`ac-status ${row.status === 'active' ? 'ac-status--ok' : 'ac-status--off'}`}>
          {SHOP_STATUS_LABELS[row.status]}
        </span>
      ),
    },
    { key: 'sort', header: '排序', numeric: true, width: 70, cell: (row) => row.sort },
    {
      key: 'actions',
      header: '操作',
      width: 70,
      cell: (row) => (
        <Link className="dz-link" to={`/shops/${row.id}`} aria-label={`编辑 ${row.name}`}>
          编辑
        </Link>
      ),
    },
  ]

  return (
    <>
      <PageHeader
        crumbs={[{ label: '商户与门店' }, { label: '门店' }]}
        title="门店管理"
        actions={
          <Link className="dz-btn dz-btn--primary" to="/shops/new">
            新增门店
          </Link>
        }
      />
      <section className="ac-card" aria-label="门店">
        <FilterBar
          label="筛选门店"
          onSearch={() =>
            urlFilters.update({
              keywords: draft.keywords.trim(),
              city: draft.city,
              status: draft.status,
              tag_id: draft.tag,
              page: 1,
            })
          }
          onReset={() => {
            setDraft({ keywords: '', city: '', status: 'all', tag: '' })
            urlFilters.reset()
          }}
        >
          <TextFilter
            label="门店名称"
            value={draft.keywords}
            placeholder="输入门店名称"
            onChange={(value) => setDraft({ ...draft, keywords: value })}
          />
          <SelectFilter
            label="城市"
            value={draft.city}
            options={[
              { value: '', label: '全部' },
              ...(options.data?.cities ?? []).map((c) => ({ value: c, label: c })),
            ]}
            onChange={(value) => setDraft({ ...draft, city: value })}
          />
          <SelectFilter
            label="营业状态"
            value={draft.status}
            options={STATUS_OPTIONS}
            onChange={(value) => setDraft({ ...draft, status: value })}
          />
          <SelectFilter
            label="标签"
            value={draft.tag}
            options={[
              { value: '', label: '全部' },
              ...(options.data?.tags ?? []).map((t) => ({ value: String(t.id), label: t.tag_name })),
            ]}
            onChange={(value) => setDraft({ ...draft, tag: value })}
          />
        </FilterBar>
        <PagedTable
          caption="门店列表"
          columns={columns}
          remote={list}
          rowKey={(row) => row.id}
          empty={filtered ? '没有符合条件的门店' : '还没有门店，点击右上角「新增门店」添加'}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={(next) => urlFilters.update({ page: next })}
        />
      </section>
    </>
  )
}
