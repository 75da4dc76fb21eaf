import { useState } from 'react'
import type { WidgetMode } from '../types.ts'
import { WidgetLink } from '../shared/WidgetLink.tsx'
import { categoryHref, type CategoryNode } from './category-href.ts'

export interface CategoryMenuProps {
  id: string
  categories: CategoryNode[]
  mode: WidgetMode
  hidden: boolean
  top: number
}

/**
 * The category list: first level down the side, the second and third levels in a fly-out beside
 * the hovered entry. The first level is in the page even while closed (links for crawlers); a
 * fly-out is rendered only for the hovered entry, so the page's HTML does not carry the lower
 * levels of the whole tree (they are in the hydration data already).
 */
export function CategoryMenu({ id, categories, mode, hidden, top }: CategoryMenuProps) {
  const [active, setActive] = useState<number | null>(null)
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: leaving with the pointer only clears the hover highlight; the links inside are reachable from the keyboard.
    <div id={id} className="mf-w0007__menu" style={{ top }} hidden={hidden} onMouseLeave={() => setActive(null)}>
      <ul className="mf-w0007__level1">
        {categories.map((top1, i) => (
          <li
            key={`${i}-${top1.category_id}`}
            className={`mf-w0007__item${active === i ? ' is-active' : ''}`}
            onMouseEnter={() => setActive(i)}
            onFocus={() => setActive(i)}
          >
            <WidgetLink className="mf-w0007__item-link" mode={mode} href={categoryHref(top1, 1)}>
              {top1.category_name}
            </WidgetLink>
            {active === i && (top1.children?.length ?? 0) > 0 && (
              <div className="mf-w0007__flyout">
                {top1.children!.map((top2, j) => (
                  <dl key={`${j}-${top2.category_id}`} className="mf-w0007__group">
                    <dt>
                      <WidgetLink className="mf-w0007__group-title" mode={mode} href={categoryHref(top2, 2)}>
                        {top2.category_name}
                      </WidgetLink>
                    </dt>
                    <dd>
                      {(top2.children ?? []).map((top3, k) => (
                        <WidgetLink
                          key={`${k}-${top3.category_id}`}
                          className="mf-w0007__leaf"
                          mode={mode}
                          href={categoryHref(top3, 3)}
                        >
                          {top3.category_name}
                        </WidgetLink>
                      ))}
                    </dd>
                  </dl>
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
