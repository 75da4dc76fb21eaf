import { useState } from 'react'
import type { BrandView } from '../../schemas/api/admin/catalogue.ts'
import { toast } from '../../runtime/components/toast/toast.ts'
import { adminApi } from '../api.ts'
import type { Column } from '../kit/DataTable.tsx'
import { FilterBar, TextFilter } from '../kit/FilterBar.tsx'
import { PageHeader } from '../kit/PageHeader.tsx'
import { PagedTable } from '../kit/PagedTable.tsx'
import { useRemote } from '../kit/use-remote.ts'
import { useUrlFilters } from '../kit/use-url-filters.ts'
import { sessionEnded } from '../shell/access.ts'
import { failureText } from '../settings/forms.ts'
import { BrandDrawer } from './BrandDrawer.tsx'
import './catalogue.css'

const PAGE_SIZE = 20

/**
 * 商品 › 品牌: the shop's brands with their logos, goods counts and sort weights, searched by name
 * (kept in the address). A brand still carried by goods cannot be deleted; the refusal says how many.
 */
export function BrandsPage() {
  const urlFilters = useUrlFilters()
  const keywords = urlFilters.text('keywords')
  const page = urlFilters.page
  const [draft, setDraft] = useState(keywords)
  const [dialog, setDialog] = useState<{ brand: BrandView | null } | null>(null)
  const [round, setRound] = useState(0)
  const [busy, setBusy] = useState<number | null>(null)
  const query = { keywords, page, pageSize: PAGE_SIZE }
  const brands = useRemote(() => adminApi.brands(query), JSON.stringify(query))

  function open(brand: BrandView | null) {
    setRound((n) => n + 1)
    setDialog({ brand })
  }

  async function remove(brand: BrandView) {
    if (busy !== null || !window.confirm(`确定删除品牌「${brand.name}」？删除后不能恢复。`)) return
    setBusy(brand.id)
    try {
      await adminApi.deleteBrand(brand.id)
      toast.success(`已删除品牌「${brand.name}」`)
      brands.reload()
    } catch (failure) {
      if (!sessionEnded(failure)) toast.error(failureText(failure))
    } finally {
      setBusy(null)
    }
  }

  const columns: Column<BrandView>[] = [
    {
      key: 'logo',
      header: 'Logo',
      width: 120,
      cell: (brand) =>
        brand.logo ? (
          <img className="bd-logo" src={brand.logo} alt={`${brand.name} Logo`} loading="lazy" />
        ) : (
          <span className="bd-logo bd-logo--empty">{brand.name.slice(0, 2)}</span>
        ),
    },
    { key: 'name', header: '品牌名称', cell: (brand) => <span className="bd-name">{brand.name}</span> },
    { key: 'goods', header: '商品数', numeric: true, width: 100, cell: (brand) => brand.goods_count },
    { key: 'sort', header: '排序', numeric: true, width: 100, cell: (brand) => brand.sort },
    {
      key: 'actions',
      header: '操作',
      width: 140,
      cell: (brand) => (
        <span className="ac-actions">
          <button type="button" className="dz-link" aria-label={`编辑 ${brand.name}`} onClick={() => open(brand)}>
            编辑
          </button>
          <button
            type="button"
            className="dz-link dz-link--danger"
            aria-label={`删除 ${brand.name}`}
            disabled={busy === brand.id}
            onClick={() => void remove(brand)}
          >
            删除
          </button>
        </span>
      ),
    },
  ]

  return (
    <>
      <PageHeader
        crumbs={[{ label: '商品', to: '/goods' }, { label: '品牌' }]}
        title="品牌管理"
        actions={
          <button type="button" className="dz-btn dz-btn--primary" onClick={() => open(null)}>
            新增品牌
          </button>
        }
      />
      <section className="ac-card bd-card" aria-label="品牌">
        <FilterBar
          label="搜索品牌"
          onSearch={() => urlFilters.update({ keywords: draft.trim(), page: 1 })}
          onReset={() => {
            setDraft('')
            urlFilters.reset()
          }}
        >
          <TextFilter label="品牌名称" value={draft} placeholder="输入品牌名称" onChange={setDraft} />
        </FilterBar>
        <PagedTable
          caption="品牌"
          columns={columns}
          remote={brands}
          rowKey={(brand) => brand.id}
          empty={keywords ? '没有符合条件的品牌' : '还没有品牌，点击右上角「新增品牌」添加'}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={(next) => urlFilters.update({ page: next })}
        />
      </section>
      <BrandDrawer
        key={round}
        open={dialog !== null}
        brand={dialog?.brand ?? null}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null)
          brands.reload()
        }}
      />
    </>
  )
}
