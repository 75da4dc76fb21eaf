import { Link } from 'react-router-dom'
import { itemsHref, type Sort } from './items-query.ts'

export interface SortBarProps {
  sort: Sort
  params: URLSearchParams
  total: number
}

/**
 * 综合 / 销量 / 价格 / 新品 and the result count. Each choice is a link changing `sort`; 价格 shows
 * its direction (↑ low to high, ↓ high to low) and flips it when chosen again.
 */
export function SortBar({ sort, params, total }: SortBarProps) {
  const option = (value: Sort, label: string, active = sort === value, ariaLabel?: string) => (
    <Link
      className={`mf-items__sort${active ? ' is-active' : ''}`}
      to={itemsHref(params, { sort: value })}
      aria-label={ariaLabel}
      aria-current={active ? 'true' : undefined}
    >
      {label}
    </Link>
  )
  const priceActive = sort === 'price_asc' || sort === 'price_desc'
  const nextPrice: Sort = sort === 'price_asc' ? 'price_desc' : 'price_asc'

  return (
    <div className="mf-items__sortbar">
      <nav className="mf-items__sorts" aria-label="排序">
        {option('default', '综合')}
        {option('sales', '销量')}
        {option(
          nextPrice,
          sort === 'price_desc' ? '价格↓' : '价格↑',
          priceActive,
          nextPrice === 'price_asc' ? '价格从低到高' : '价格从高到低',
        )}
        {option('newest', '新品')}
      </nav>
      <p className="mf-items__count">
        共 <b>{total}</b> 件商品
      </p>
    </div>
  )
}
