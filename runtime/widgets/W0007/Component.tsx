import { useState, type CSSProperties } from 'react'
import type { MenuEntry } from '../../../schemas/entries.ts'
import type { W0007 as StoredW0007 } from '../../../schemas/widgets/W0007.ts'
import type { WidgetProps } from '../types.ts'
import { WidgetLink } from '../shared/WidgetLink.tsx'
import type { CategoryNode } from './category-href.ts'
import { CategoryMenu } from './CategoryMenu.tsx'
import './w0007.css'

/** Spec 9: the bar is 40 px high. */
export const BAR_HEIGHT = 40

export type W0007Keyword = Partial<MenuEntry> & { href?: string }

/** As resolved: categoryData is the live category tree. */
export type W0007Settings = Omit<StoredW0007, 'categoryData' | 'data'> & { categoryData?: CategoryNode[] }

const colour = (value: string | undefined) => value || undefined

/** Category navigation bar: 全部商品分类 with its category list, then hot keyword links. */
export function W0007({ settings, data, mode }: WidgetProps<W0007Settings, W0007Keyword[] | undefined>) {
  const alwaysOpen = Boolean(settings.hover)
  const [hovering, setHovering] = useState(false)
  // From the widget's uuid, not its place in the tree: the same rendered alone or in a page.
  const menuId = `${settings.uuid}-menu`
  const open = alwaysOpen || hovering
  const style = {
    '--mf-w0007-type-bg': colour(settings.wgtTypeBackgroundColor),
    '--mf-w0007-type-label': colour(settings.wgtTypeLabelColor),
    '--mf-w0007-bg': colour(settings.wgtBackgroundColor),
    '--mf-w0007-select': colour(settings.wgtSelectColor),
    '--mf-w0007-text': colour(settings.wgtTextColor),
    '--mf-w0007-subtext': colour(settings.wgtSubTextColor),
  } as CSSProperties

  return (
    <nav className={`mf-w0007${open ? ' is-open' : ''}`} style={style} aria-label="商品分类导航">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer-only convenience: the same menu opens and closes from the keyboard through its button and focus handlers. */}
      <div
        className="mf-w0007__all"
        onMouseEnter={() => setHovering(true)}
        onMouseLeave={() => setHovering(false)}
        onFocus={() => setHovering(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setHovering(false)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setHovering(false)
        }}
      >
        <button
          type="button"
          className="mf-w0007__all-button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setHovering((value) => !value)}
        >
          全部商品分类
        </button>
        <CategoryMenu
          id={menuId}
          categories={settings.categoryData ?? []}
          mode={mode}
          hidden={!open}
          top={BAR_HEIGHT + (settings.menuTop ?? 0)}
        />
      </div>
      <ul className="mf-w0007__keywords">
        {(data ?? []).map((keyword, i) => (
          <li key={`${i}-${keyword.title}`}>
            <WidgetLink
              className="mf-w0007__keyword"
              style={{ color: colour(keyword.wgtHotKeywordTextColor) }}
              mode={mode}
              link={keyword}
            >
              {keyword.title}
            </WidgetLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
