import { useState } from 'react'
import { WidgetLink } from '../shared/WidgetLink.tsx'
import type { ResolvedCategory as CategoryNode } from '../../../schemas/resolved.ts'
import type { W0022 as W0022Stored } from '../../../schemas/widgets/W0022.ts'
import type { LinkData } from '../settings.ts'
import type { WidgetMode, WidgetProps } from '../types.ts'
import './w0022.css'

/** A category of the tree (spec 3 "Category"), up to three levels, as the descriptor carries it. */
export type { CategoryNode }

export interface MenuLink {
  title?: string
  pathData?: LinkData
}

/** The stored settings, with the category tree as the resolver delivers it (live). */
export type W0022Settings = Omit<W0022Stored, 'categoryData'> & { categoryData?: CategoryNode[] }

/** The main category navigation links every level by the platform category (maincategory link kind, spec 2.9). */
function categoryHref(node: CategoryNode): string {
  return `/items?main_category=${encodeURIComponent(String(node.category_id))}`
}

function Flyout({ node, mode, selectColor }: { node: CategoryNode; mode: WidgetMode; selectColor?: string }) {
  return (
    <div className="mf-w0022__flyout" aria-label={`${node.category_name}子分类`} role="group">
      {(node.children ?? []).map((child) => (
        <dl key={child.category_id} className="mf-w0022__group">
          <dt>
            <WidgetLink
              mode={mode}
              href={categoryHref(child)}
              className="mf-w0022__group-title"
              style={{ color: selectColor || undefined }}
            >
              {child.category_name} ›
            </WidgetLink>
          </dt>
          <dd>
            {(child.children ?? []).map((leaf) => (
              <WidgetLink key={leaf.category_id} mode={mode} href={categoryHref(leaf)} className="mf-w0022__leaf">
                {leaf.category_name}
              </WidgetLink>
            ))}
          </dd>
        </dl>
      ))}
    </div>
  )
}

/**
 * W0022 main category navigation: a 全部分类 button whose category list opens on hover (or stays
 * open when the always-open switch `hover` is on), with the custom menu links to its right.
 */
export function W0022({ settings, data, mode }: WidgetProps<W0022Settings, MenuLink[]>) {
  const alwaysOpen = settings.hover === true
  const [hovered, setHovered] = useState(false)
  const [current, setCurrent] = useState<number | null>(null)
  // From the widget's uuid, not its place in the tree: the same rendered alone or in a page.
  const listId = `${settings.uuid}-list`
  const open = alwaysOpen || hovered
  const categories = settings.categoryData ?? []
  const active = current === null ? undefined : categories[current]

  function close() {
    setHovered(false)
    setCurrent(null)
  }

  return (
    <nav
      className="mf-w0022"
      aria-label="主分类导航"
      style={{ backgroundColor: settings.wgtBackgroundColor || undefined }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer-only convenience: the same menu opens and closes from the keyboard through its button and focus handlers. */}
      <div
        className="mf-w0022__all"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={close}
        onFocus={() => setHovered(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) close()
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !alwaysOpen) close()
        }}
      >
        <button
          type="button"
          className="mf-w0022__all-button"
          aria-expanded={open}
          aria-controls={listId}
          style={{
            backgroundColor: settings.wgtTheme || undefined,
            color: settings.wgtTextColor || undefined,
            fontSize: settings.wgtFontSize || undefined,
          }}
          onClick={() => !alwaysOpen && setHovered((value) => !value)}
        >
          <span className="mf-w0022__all-icon" aria-hidden="true" />
          {settings.text || '全部分类'}
        </button>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: leaving with the pointer only clears the hover highlight; the links inside are reachable from the keyboard. */}
        <div
          id={listId}
          className={`mf-w0022__menu${open ? ' is-open' : ''}`}
          hidden={!open}
          onMouseLeave={() => setCurrent(null)}
        >
          {/* A closed menu holds nothing: its list is rendered when it opens. */}
          {open && (
            <ul className="mf-w0022__categories">
              {categories.map((node, index) => (
                <li
                  key={node.category_id}
                  className={`mf-w0022__category${index === current ? ' is-active' : ''}`}
                  onMouseEnter={() => setCurrent(index)}
                  onFocus={() => setCurrent(index)}
                >
                  <WidgetLink
                    mode={mode}
                    href={categoryHref(node)}
                    className="mf-w0022__category-link"
                    style={
                      index === current && settings.wgtSelectColor ? { color: settings.wgtSelectColor } : undefined
                    }
                  >
                    {node.category_name}
                  </WidgetLink>
                  {(node.children?.length ?? 0) > 0 && (
                    <span className="mf-w0022__chevron" aria-hidden="true">
                      ›
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          {open && active && (active.children?.length ?? 0) > 0 && (
            <Flyout node={active} mode={mode} selectColor={settings.wgtSelectColor} />
          )}
        </div>
      </div>
      <ul className="mf-w0022__links">
        {(data ?? []).map((entry, i) => (
          <li key={i}>
            <WidgetLink
              mode={mode}
              link={entry.pathData}
              className="mf-w0022__link"
              style={{ color: settings.wgtMenuTextColor || undefined, fontSize: settings.wgtFontSize || undefined }}
            >
              {entry.title || entry.pathData?.title || ''}
            </WidgetLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
