import { useEffect, useRef, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { GOODS_STATUS_LABELS, type GoodsListRow, type GoodsSort } from '../../../schemas/api/admin/goods.ts'
import { formatTime } from '../../kit/format.ts'
import { priceText } from './goods-price.ts'
import { statusTone } from './goods-status.ts'
import type { GoodsOrder } from './list-filters.ts'
import { SortHeader } from './SortHeader.tsx'

/** The header's checkbox: checked when every row is, mixed when some are. */
function AllBox({
  rows,
  selected,
  onChange,
}: {
  rows: GoodsListRow[]
  selected: ReadonlySet<number>
  onChange: (all: boolean) => void
}) {
  const box = useRef<HTMLInputElement>(null)
  const count = rows.filter((row) => selected.has(row.id)).length
  const all = rows.length > 0 && count === rows.length
  useEffect(() => {
    if (box.current) box.current.indeterminate = count > 0 && !all
  }, [count, all])
  return (
    <input
      ref={box}
      type="checkbox"
      aria-label="全选本页商品"
      checked={all}
      disabled={rows.length === 0}
      onChange={(event) => onChange(event.target.checked)}
    />
  )
}

/**
 * 商品列表's table: a checkbox per row for the bulk actions, the picture with the name and its
 * marks, the price range, stock (with its editor), sales, status and time, and the row's actions.
 * Price, stock, sales and created time sort the list from their headers.
 */
export function GoodsTable({
  rows,
  loading,
  error,
  onRetry,
  selected,
  onSelect,
  order,
  onSort,
  stockCell,
  actions,
  selectable,
  editable,
}: {
  rows: GoodsListRow[] | undefined
  loading: boolean
  error: string
  onRetry: () => void
  selected: ReadonlySet<number>
  onSelect: (ids: number[], on: boolean) => void
  order: GoodsOrder
  onSort: (sort: GoodsSort) => void
  stockCell: (row: GoodsListRow) => ReactNode
  actions: (row: GoodsListRow) => ReactNode
  selectable: boolean
  editable: boolean
}) {
  const status = error ? null : loading && !rows ? '正在加载…' : rows && rows.length === 0 ? '没有符合条件的商品' : null
  const sortable = (label: string, sort: GoodsSort, numeric?: boolean) => (
    <SortHeader label={label} sort={sort} current={order} numeric={numeric} onSort={onSort} />
  )
  return (
    <div className="ac-table-wrap" aria-busy={loading}>
      <table className="ac-table gd-table">
        <caption className="mf-visually-hidden">商品列表</caption>
        <thead>
          <tr>
            {selectable && (
              <th scope="col" className="gd-table__check">
                <AllBox
                  rows={rows ?? []}
                  selected={selected}
                  onChange={(all) =>
                    onSelect(
                      (rows ?? []).map((row) => row.id),
                      all,
                    )
                  }
                />
              </th>
            )}
            <th scope="col">商品</th>
            {sortable('价格', 'price', true)}
            {sortable('库存', 'stock')}
            {sortable('销量', 'sales', true)}
            <th scope="col">状态</th>
            {sortable('创建时间', 'created')}
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          {!error &&
            rows?.map((row) => (
              <tr key={row.id} className={selected.has(row.id) ? 'is-selected' : undefined}>
                {selectable && (
                  <td className="gd-table__check">
                    <input
                      type="checkbox"
                      aria-label={`选择 ${row.item_name}`}
                      checked={selected.has(row.id)}
                      onChange={(event) => onSelect([row.id], event.target.checked)}
                    />
                  </td>
                )}
                <td>
                  <div className="gd-goods">
                    {row.pic ? (
                      <img className="gd-goods__pic" src={row.pic} alt="" loading="lazy" />
                    ) : (
                      <span className="gd-goods__pic" />
                    )}
                    <div className="gd-goods__text">
                      {editable ? (
                        <Link className="gd-goods__name" to={`/goods/${row.id}`}>
                          {row.item_name}
                        </Link>
                      ) : (
                        <span className="gd-goods__name">{row.item_name}</span>
                      )}
                      <span className="gd-goods__meta">
                        <span>
                          ID {row.id}
                          {row.category_name && ` · ${row.category_name}`}
                          {row.brand_name && ` · ${row.brand_name}`}
                        </span>
                        {row.item_type === 'point' && <span className="gd-mark gd-mark--point">积分</span>}
                        {row.staff_goods && <span className="gd-mark gd-mark--staff">员工</span>}
                        {row.is_gift && <span className="gd-mark">赠品</span>}
                        {row.sku_count > 1 && <span className="gd-mark">{row.sku_count}个规格</span>}
                      </span>
                    </div>
                  </div>
                </td>
                <td className="ac-num gd-price">{priceText(row)}</td>
                <td>{stockCell(row)}</td>
                <td className="ac-num">{row.sales}</td>
                <td>
                  <span className={`ac-status ${statusTone(row.status)}`}>{GOODS_STATUS_LABELS[row.status]}</span>
                </td>
                <td className="gd-time">{formatTime(row.created_at)}</td>
                <td>{actions(row)}</td>
              </tr>
            ))}
        </tbody>
      </table>
      {error && (
        <div className="ac-table-note" role="alert">
          {error}
          <button type="button" className="dz-btn" onClick={onRetry}>
            重试
          </button>
        </div>
      )}
      {status && (
        <p className="ac-table-note" role="status">
          {status}
        </p>
      )}
    </div>
  )
}
