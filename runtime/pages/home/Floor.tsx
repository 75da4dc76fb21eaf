import { Link } from 'react-router-dom'
import { GoodsCard } from '../../components/goods-card/GoodsCard.tsx'
import { categoryHref, mainCategoryHref } from '../items/category-links.ts'
import type { HomeFloor } from './load-home.ts'
import './floor.css'

export interface FloorProps {
  floor: HomeFloor
  /** 1-based position, shown as 1F, 2F... */
  index: number
}

/** One category floor: badge, title, the category's sub-links and a 5-per-row goods grid. */
export function Floor({ floor: { category, goods }, index }: FloorProps) {
  const titleId = `mf-floor-${category.category_id}`
  return (
    <section className="mf-floor" aria-labelledby={titleId}>
      <div className="mf-floor__head">
        <span className="mf-floor__badge" aria-hidden="true">
          {index}F
        </span>
        <h2 className="mf-floor__title" id={titleId}>
          {category.category_name}
        </h2>
        <ul className="mf-floor__links">
          {(category.children ?? []).slice(0, 6).map((child) => (
            <li key={child.category_id}>
              <Link className="mf-floor__link" to={categoryHref(child)}>
                {child.category_name}
              </Link>
            </li>
          ))}
        </ul>
        <Link className="mf-floor__more" to={mainCategoryHref(category)} aria-label={`查看更多${category.category_name}`}>
          更多 &gt;
        </Link>
      </div>
      <ul className="mf-floor__grid">
        {goods.map((item) => (
          <li key={item.item_id}>
            <GoodsCard goods={item} />
          </li>
        ))}
      </ul>
    </section>
  )
}
