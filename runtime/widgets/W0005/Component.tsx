import { useState } from 'react'
import { GoodsTile } from '../shared/GoodsTile.tsx'
import type { W0005 as W0005Settings, W0005Tab as StoredTab } from '../../../schemas/widgets/W0005.ts'
import type { ResolvedGoods } from '../settings.ts'
import type { WidgetProps } from '../types.ts'
import './w0005.css'

/** Spec 9: the first goods of a tab shows a 400 px image, the others 150 px; 7 goods by default. */
export const FEATURED_IMAGE = 400
export const GOODS_IMAGE = 150
export const GOODS_PER_TAB = 7

/** A tab as resolved: its goods replaced with live goods. */
export type W0005Tab = Partial<Omit<StoredTab, 'data'>> & { data?: ResolvedGoods[] }

export type { W0005Settings }

/**
 * Goods showcase with tabs: hovering or focusing a tab shows that tab's goods (spec 2.9, 4
 * "Showcase tab hover makes that tab active"). Every panel is in the page for its tab to control,
 * but only the active one holds goods: the others fill when their tab is chosen, so the page's
 * HTML carries one tab's goods, not all of them.
 */
export function W0005({ settings, data, mode }: WidgetProps<W0005Settings, W0005Tab[] | undefined>) {
  const tabs = data ?? []
  const [active, setActive] = useState(0)
  // From the widget's uuid, not its place in the tree: the same rendered alone or in a page.
  const id = settings.uuid
  const current = Math.min(active, Math.max(0, tabs.length - 1))

  return (
    <section className="mf-w0005" aria-label={settings.text || settings.name || '商品橱窗'}>
      <div className="mf-w0005__head">
        {settings.text && <h3 className="mf-w0005__title">{settings.text}</h3>}
        <div className="mf-w0005__tabs" role="tablist" aria-label={settings.text || '商品分组'}>
          {tabs.map((tab, i) => (
            <button
              key={i}
              id={`${id}-tab-${i}`}
              type="button"
              role="tab"
              className={`mf-w0005__tab${i === current ? ' is-active' : ''}`}
              aria-selected={i === current}
              aria-controls={`${id}-panel-${i}`}
              tabIndex={i === current ? 0 : -1}
              onMouseEnter={() => setActive(i)}
              onFocus={() => setActive(i)}
              onClick={() => setActive(i)}
              onKeyDown={(event) => {
                const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
                if (!step) return
                event.preventDefault()
                const next = (i + step + tabs.length) % tabs.length
                document.getElementById(`${id}-tab-${next}`)?.focus()
              }}
            >
              {tab.text}
            </button>
          ))}
        </div>
      </div>
      {tabs.map((tab, i) => {
        const goods = i === current ? (tab.data ?? []).slice(0, GOODS_PER_TAB) : []
        return (
          <div
            key={i}
            id={`${id}-panel-${i}`}
            role="tabpanel"
            aria-labelledby={`${id}-tab-${i}`}
            className="mf-w0005__panel"
            hidden={i !== current}
          >
            {goods.map((entry, j) => (
              <GoodsTile
                key={`${j}-${entry.goods_id}`}
                className={j === 0 ? 'mf-w0005__featured' : 'mf-w0005__goods'}
                goods={entry}
                mode={mode}
                imageSize={j === 0 ? FEATURED_IMAGE : GOODS_IMAGE}
              />
            ))}
          </div>
        )
      })}
    </section>
  )
}
