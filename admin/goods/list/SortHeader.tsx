import type { GoodsSort } from '../../../schemas/api/admin/goods.ts'
import type { GoodsOrder } from './list-filters.ts'

/**
 * A column header that sorts the list: a button inside the th, which carries aria-sort (ascending,
 * descending, or none while another column sorts).
 */
export function SortHeader({
  label,
  sort,
  current,
  numeric,
  onSort,
}: {
  label: string
  sort: GoodsSort
  current: GoodsOrder
  numeric?: boolean
  onSort: (sort: GoodsSort) => void
}) {
  const active = current.sort === sort
  const direction = active ? (current.order === 'asc' ? 'ascending' : 'descending') : 'none'
  return (
    <th scope="col" aria-sort={direction} className={numeric ? 'ac-num' : undefined}>
      <button type="button" className={`gd-sort${active ? ' is-active' : ''}`} onClick={() => onSort(sort)}>
        {label}
        <span className="gd-sort__icon" aria-hidden="true">
          <span className={active && current.order === 'asc' ? 'is-on' : undefined}>▲</span>
          <span className={active && current.order === 'desc' ? 'is-on' : undefined}>▼</span>
        </span>
      </button>
    </th>
  )
}
