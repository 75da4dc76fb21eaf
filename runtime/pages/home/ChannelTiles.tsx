import { Link } from 'react-router-dom'
import type { Category } from '../../api/catalogue.ts'
import { SafeImage } from '../../components/goods-card/SafeImage.tsx'
import { mainCategoryHref } from '../items/category-links.ts'
import './channel-tiles.css'

/** Tiles under the carousel leading to the first top categories, with their icons and first sub-category. */
export function ChannelTiles({ categories }: { categories: Category[] }) {
  return (
    <ul className="mf-channel-tiles" aria-label="频道推荐">
      {categories.slice(0, 4).map((category) => (
        <li key={category.category_id}>
          <Link className="mf-channel-tiles__tile" to={mainCategoryHref(category)}>
            <span className="mf-channel-tiles__text">
              <strong>{category.category_name}</strong>
              <span>{category.children?.[0]?.category_name ?? '精选好物'}</span>
              <em>进入频道 &gt;</em>
            </span>
            <SafeImage className="mf-channel-tiles__icon" src={category.image_url} alt="" width={72} height={72} eager />
          </Link>
        </li>
      ))}
    </ul>
  )
}
