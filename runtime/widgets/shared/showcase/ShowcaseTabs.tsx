import { useState, type CSSProperties, type ReactNode } from 'react'
import type { WidgetMode } from '../../types.ts'
import { chunk } from '../slides.ts'
import { ShowcaseGoods } from './ShowcaseGoods.tsx'
import type { GoodsLook, ShowcaseTab } from './showcase.ts'
import './showcase-tabs.css'

/** Spec 9: four products per showcase slide. */
export const GOODS_PER_SLIDE = 4
export const LEAD_IMAGE_SIZE = 400
export const IMAGE_SIZE = 150

export interface ShowcaseTabsProps {
  /** The widget's uuid, which its tabs' and panel's ids start with (the same rendered alone or in a page). */
  uuid: string
  title: string
  /** Shown under the title (W0017). */
  subTitle?: ReactNode
  tabs: ShowcaseTab[]
  mode: WidgetMode
  look: GoodsLook
  /** The first goods of a tab is drawn large (W0014, W0015); W0017 has its own main product instead. */
  lead: boolean
  headStyle?: CSSProperties
  className?: string
  /** Drawn left of the tab panel (W0017's main product). */
  aside?: ReactNode
}

/**
 * The tabbed goods showcase shared by W0014, W0015 and W0017: hovering, focusing or clicking a tab
 * makes it active (spec 4); its goods show four per slide with previous/next buttons.
 */
export function ShowcaseTabs({
  uuid,
  title,
  subTitle,
  tabs,
  mode,
  look,
  lead,
  headStyle,
  className,
  aside,
}: ShowcaseTabsProps) {
  const [active, setActive] = useState(0)
  const [slide, setSlide] = useState(0)
  const baseId = uuid
  const current = Math.min(active, Math.max(tabs.length - 1, 0))
  const goods = tabs[current]?.data ?? []
  const first = lead ? goods[0] : undefined
  const slides = chunk(lead ? goods.slice(1) : goods, GOODS_PER_SLIDE)
  const page = Math.min(slide, Math.max(slides.length - 1, 0))

  function choose(index: number) {
    if (index === current) return
    setActive(index)
    setSlide(0)
  }

  return (
    <section
      className={`mf-showcase${lead ? ' mf-showcase--with-lead' : ''}${className ? ` ${className}` : ''}`}
      aria-label={title || '商品橱窗'}
    >
      <header className="mf-showcase__head" style={headStyle}>
        <div className="mf-showcase__titles">
          <h2 className="mf-showcase__title">{title}</h2>
          {subTitle}
        </div>
        {tabs.length > 0 && (
          <div className="mf-showcase__tabs" role="tablist" aria-label={`${title}分类`}>
            {tabs.map((tab, index) => (
              <button
                key={index}
                type="button"
                role="tab"
                id={`${baseId}-tab-${index}`}
                aria-selected={index === current}
                aria-controls={`${baseId}-panel`}
                tabIndex={index === current ? 0 : -1}
                className={`mf-showcase__tab${index === current ? ' is-active' : ''}`}
                onMouseEnter={() => choose(index)}
                onFocus={() => choose(index)}
                onClick={() => choose(index)}
                onKeyDown={(event) => {
                  const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
                  if (delta === 0) return
                  const next = (index + delta + tabs.length) % tabs.length
                  document.getElementById(`${baseId}-tab-${next}`)?.focus()
                }}
              >
                {tab.text || `分类${index + 1}`}
              </button>
            ))}
          </div>
        )}
      </header>
      <div className="mf-showcase__body">
        {aside}
        <div
          className="mf-showcase__panel"
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${current}`}
        >
          {first && (
            <div className="mf-showcase__lead">
              <ShowcaseGoods goods={first} mode={mode} size={LEAD_IMAGE_SIZE} look={look} block="mf-showcase" />
            </div>
          )}
          <div className="mf-showcase__slides">
            <ul className="mf-showcase__grid">
              {(slides[page] ?? []).map((item, i) => (
                <li key={`${current}-${page}-${i}`} className="mf-showcase__cell">
                  <ShowcaseGoods goods={item} mode={mode} size={IMAGE_SIZE} look={look} block="mf-showcase" />
                </li>
              ))}
            </ul>
            {slides.length > 1 && (
              <div className="mf-showcase__pager">
                <button
                  type="button"
                  className="mf-showcase__arrow"
                  aria-label="上一页商品"
                  disabled={page === 0}
                  onClick={() => setSlide(page - 1)}
                >
                  ‹
                </button>
                <span className="mf-showcase__page">
                  {page + 1}/{slides.length}
                </span>
                <button
                  type="button"
                  className="mf-showcase__arrow"
                  aria-label="下一页商品"
                  disabled={page === slides.length - 1}
                  onClick={() => setSlide(page + 1)}
                >
                  ›
                </button>
              </div>
            )}
          </div>
        </div>
      </div>
    </section>
  )
}
