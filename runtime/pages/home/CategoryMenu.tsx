import { Link } from 'react-router-dom'
import type { Category } from '../../api/catalogue.ts'
import { SafeImage } from '../../components/goods-card/SafeImage.tsx'
import { categoryHref, mainCategoryHref } from '../items/category-links.ts'
import './category-menu.css'

/** Top categories that fit beside the 460px carousel. */
const VISIBLE_TOPS = 12
/** Third-level categories shown as icons at the foot of a flyout. */
const FLYOUT_ICONS = 8

/**
 * The three-level category list of the first screen. Hovering (or tabbing into) a top category
 * opens a flyout with its second and third levels (third levels again as icons below); CSS alone drives it, so it also works before
 * hydration.
 */
export function CategoryMenu({ categories }: { categories: Category[] }) {
  return (
    <nav className="mf-category-menu" aria-label="商品分类">
      <ul className="mf-category-menu__list">
        {categories.slice(0, VISIBLE_TOPS).map((top) => {
          const children = top.children ?? []
          return (
            <li key={top.category_id} className="mf-category-menu__item">
              <div className="mf-category-menu__row">
                <Link className="mf-category-menu__top" to={mainCategoryHref(top)}>
                  {top.category_name}
                </Link>
                {children.slice(0, 2).map((child) => (
                  <Link key={child.category_id} className="mf-category-menu__hint" to={categoryHref(child)}>
                    {child.category_name}
                  </Link>
                ))}
              </div>
              {children.length > 0 && (
                <div className="mf-category-menu__flyout">
                  <dl className="mf-category-menu__groups">
                    {children.map((second) => (
                      <div key={second.category_id} className="mf-category-menu__group">
                        <dt>
                          <Link className="mf-category-menu__second" to={categoryHref(second)}>
                            {second.category_name}
                          </Link>
                        </dt>
                        <dd className="mf-category-menu__thirds">
                          {(second.children ?? []).map((third) => (
                            <Link key={third.category_id} className="mf-category-menu__third" to={categoryHref(third)}>
                              {third.category_name}
                            </Link>
                          ))}
                        </dd>
                      </div>
                    ))}
                  </dl>
                  <ul className="mf-category-menu__icons">
                    {children
                      .flatMap((second) => second.children ?? [])
                      .slice(0, FLYOUT_ICONS)
                      .map((third) => (
                        <li key={third.category_id}>
                          <Link className="mf-category-menu__icon-link" to={categoryHref(third)}>
                            <SafeImage src={third.image_url} alt="" width={56} height={56} />
                            {third.category_name}
                          </Link>
                        </li>
                      ))}
                  </ul>
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
