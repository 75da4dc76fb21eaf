import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import type { GoodsBulkAction, GoodsListRow } from '../../schemas/api/admin/goods.ts'
import { ConfirmDialog } from '../../runtime/components/modal/ConfirmDialog.tsx'
import { toast } from '../../runtime/components/toast/toast.ts'
import { adminApi } from '../api.ts'
import { FilterBar, SelectFilter, TextFilter } from '../kit/FilterBar.tsx'
import { PageHeader } from '../kit/PageHeader.tsx'
import { Pagination } from '../kit/Pagination.tsx'
import { StatusTabs } from '../kit/StatusTabs.tsx'
import { useRemote } from '../kit/use-remote.ts'
import { useUrlFilters } from '../kit/use-url-filters.ts'
import { useAccess, sessionEnded } from '../shell/access.ts'
import { CategoryTreeSelect } from './catalogue/CategoryTreeSelect.tsx'
import { useCatalogue } from './catalogue/use-catalogue.ts'
import { BulkBar } from './list/BulkBar.tsx'
import { confirmText, outcomeText } from './list/bulk-texts.ts'
import { GoodsTable } from './list/GoodsTable.tsx'
import { GOODS_TABS, ITEM_TYPE_OPTIONS, STAFF_OPTIONS } from './list/goods-status.ts'
import {
  NO_FILTERS,
  PAGE_SIZE,
  listQuery,
  nextOrder,
  readFilters,
  readOrder,
  type GoodsFilters,
} from './list/list-filters.ts'
import { SkuStockDrawer } from './list/SkuStockDrawer.tsx'
import { StockEditor } from './list/StockEditor.tsx'
import '../../designer/pickers/pickers.css'
import './goods.css'

/** An action waiting for 确定: on the checked rows, or on one row. */
interface Pending {
  action: GoodsBulkAction
  ids: number[]
  name?: string
}

/**
 * 商品列表: status tabs with counts, filters in the address (the dashboard links here with
 * stock_below), a sortable table with bulk 上架/下架/删除 and the stock edited in place. A role with
 * only 库存 sees the list and edits stock, without 新增, 编辑 or 删除.
 */
export function GoodsListPage() {
  const url = useUrlFilters()
  const filters = readFilters(url)
  const order = readOrder(url)
  const status = url.text('status')
  const page = url.page
  const [draft, setDraft] = useState<GoodsFilters>(filters)
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [pending, setPending] = useState<Pending | null>(null)
  const [busy, setBusy] = useState(false)
  const [skuGoods, setSkuGoods] = useState<GoodsListRow | null>(null)
  const access = useAccess()
  const areas = access.kind === 'operator' ? access.operator.areas : []
  const mayEdit = areas.includes('goods')
  const mayStock = mayEdit || areas.includes('stock')

  const query = listQuery(filters, status, order, page)
  const key = JSON.stringify(query)
  const list = useRemote(() => adminApi.goods(query), key)
  const catalogue = useCatalogue()

  // A new address (a link, 重置, the back button) shows its filters, and the checked rows were of another list.
  const filterKey = JSON.stringify(filters)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address's filters are what the draft follows
  useEffect(() => setDraft(readFilters(url)), [filterKey])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query clears the checked rows
  useEffect(() => setSelected(new Set()), [key])

  function select(ids: number[], on: boolean) {
    setSelected((previous) => {
      const next = new Set(previous)
      for (const id of ids) {
        if (on) next.add(id)
        else next.delete(id)
      }
      return next
    })
  }

  async function run({ action, ids }: Pending) {
    setPending(null)
    setBusy(true)
    try {
      const answer =
        action === 'delete' && ids.length === 1
          ? { results: [await adminApi.deleteGoods(ids[0]!)] }
          : await adminApi.bulkGoods(ids, action)
      toast.success(outcomeText(answer))
      setSelected(new Set())
      list.reload()
    } catch (failure) {
      if (!sessionEnded(failure)) toast.error(failure instanceof Error ? failure.message : '操作失败，请重试')
    } finally {
      setBusy(false)
    }
  }

  const counts = list.data?.status_counts
  const rows = list.data?.list

  return (
    <>
      <PageHeader
        crumbs={[{ label: '商品' }, { label: '商品列表' }]}
        title="商品列表"
        actions={
          mayEdit && (
            <Link className="dz-btn dz-btn--primary gd-new" to="/goods/new">
              新增商品
            </Link>
          )
        }
      />
      <section className="ac-card gd-list" aria-label="商品">
        <FilterBar
          label="筛选商品"
          onSearch={() =>
            url.update({ ...draft, keywords: draft.keywords.trim(), stock_below: draft.stock_below.trim(), page: 1 })
          }
          onReset={() => {
            setDraft(NO_FILTERS)
            url.reset('status', 'sort', 'order')
          }}
        >
          <TextFilter
            label="关键字"
            value={draft.keywords}
            maxLength={60}
            placeholder="商品名称/货号"
            onChange={(keywords) => setDraft({ ...draft, keywords })}
          />
          <div className="ac-filter">
            <CategoryTreeSelect
              label="商品分类"
              nodes={catalogue.data?.categories ?? []}
              value={draft.category_id ? Number(draft.category_id) : null}
              onChange={(id) => setDraft({ ...draft, category_id: id === null ? '' : String(id) })}
            />
          </div>
          <SelectFilter
            label="品牌"
            value={draft.brand_id || 'all'}
            options={[
              { value: 'all', label: '全部品牌' },
              ...(catalogue.data?.brands ?? []).map((brand) => ({ value: String(brand.id), label: brand.name })),
            ]}
            onChange={(brand_id) => setDraft({ ...draft, brand_id: brand_id === 'all' ? '' : brand_id })}
          />
          <SelectFilter
            label="商品类型"
            value={draft.item_type}
            options={ITEM_TYPE_OPTIONS}
            onChange={(item_type) => setDraft({ ...draft, item_type })}
          />
          <SelectFilter
            label="员工商品"
            value={draft.staff_goods}
            options={STAFF_OPTIONS}
            onChange={(staff_goods) => setDraft({ ...draft, staff_goods })}
          />
          <TextFilter
            label="库存低于"
            value={draft.stock_below}
            maxLength={7}
            placeholder="如 10"
            onChange={(stock_below) => setDraft({ ...draft, stock_below })}
          />
        </FilterBar>
        <StatusTabs
          label="商品状态"
          value={status}
          onChange={(value) => url.update({ status: value, page: 1 })}
          tabs={GOODS_TABS.map((tab) => ({ ...tab, count: counts?.[tab.value || 'all'] }))}
        />
        {mayEdit && (
          <BulkBar
            count={selected.size}
            busy={busy}
            onAction={(action) => setPending({ action, ids: [...selected] })}
            onClear={() => setSelected(new Set())}
          />
        )}
        <GoodsTable
          rows={rows}
          loading={list.loading}
          error={list.error}
          onRetry={list.reload}
          selectable={mayEdit}
          editable={mayEdit}
          selected={selected}
          onSelect={select}
          order={order}
          onSort={(sort) => url.update({ ...nextOrder(order, sort), page: 1 })}
          stockCell={(row) =>
            row.sku_id !== null ? (
              <StockEditor
                skuId={row.sku_id}
                store={row.store}
                label={row.item_name}
                editable={mayStock}
                onSaved={list.reload}
                onStale={list.reload}
              />
            ) : (
              <span className="gd-stock">
                <span className={row.store === 0 ? 'gd-stock__zero' : undefined}>{row.store}</span>
                <button
                  type="button"
                  className="dz-link gd-stock__edit"
                  aria-label={`规格库存 ${row.item_name}`}
                  onClick={() => setSkuGoods(row)}
                >
                  {mayStock ? '规格库存' : '查看'}
                </button>
                {query.stock_below !== undefined && row.min_store < Number(query.stock_below) && (
                  <span className="gd-stock__low">最低 {row.min_store}</span>
                )}
              </span>
            )
          }
          actions={(row) =>
            mayEdit ? (
              <span className="ac-actions">
                <Link to={`/goods/${row.id}`} aria-label={`编辑 ${row.item_name}`}>
                  编辑
                </Link>
                {row.approve_status === 'onsale' ? (
                  <button
                    type="button"
                    className="dz-link"
                    disabled={busy}
                    aria-label={`下架 ${row.item_name}`}
                    onClick={() => void run({ action: 'instock', ids: [row.id] })}
                  >
                    下架
                  </button>
                ) : (
                  <button
                    type="button"
                    className="dz-link"
                    disabled={busy}
                    aria-label={`上架 ${row.item_name}`}
                    onClick={() => void run({ action: 'onsale', ids: [row.id] })}
                  >
                    上架
                  </button>
                )}
                <button
                  type="button"
                  className="dz-link dz-link--danger"
                  disabled={busy}
                  aria-label={`删除 ${row.item_name}`}
                  onClick={() => setPending({ action: 'delete', ids: [row.id], name: row.item_name })}
                >
                  删除
                </button>
              </span>
            ) : (
              <span className="dz-muted">—</span>
            )
          }
        />
        <Pagination
          page={page}
          pageSize={PAGE_SIZE}
          total={list.data?.total_count ?? 0}
          onChange={(next) => url.update({ page: next })}
        />
      </section>
      <ConfirmDialog
        open={pending !== null}
        onCancel={() => setPending(null)}
        onOk={() => pending && void run(pending)}
      >
        {pending && confirmText(pending.action, pending.ids.length, pending.name)}
      </ConfirmDialog>
      <SkuStockDrawer goods={skuGoods} editable={mayStock} onClose={() => setSkuGoods(null)} onChanged={list.reload} />
    </>
  )
}
