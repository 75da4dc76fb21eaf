import { useRef, useState } from 'react'
import type { W0019 as W0019Settings } from '../../../schemas/widgets/W0019.ts'
import { WidgetLink } from '../shared/WidgetLink.tsx'
import { chunk } from '../shared/slides.ts'
import { shopLook } from '../shared/shop-look.ts'
import type { WidgetProps } from '../types.ts'
import { ShopCard } from './ShopCard.tsx'
import {
  LOCATION_FAILED,
  NEAR_SHOPS_PATH,
  filterByTag,
  listOf,
  onlySelected,
  shopTags,
  tagsOf,
  type NearbyShopsData,
  type NearbyShopTag,
} from './shops.ts'
import { useNearbyShops } from './use-nearby-shops.ts'
import '../shared/widget-head.css'
import './w0019.css'

export type { W0019Settings }

const ALL: NearbyShopTag = { tag_id: 0, tag_name: '全部' }

/** The tabs' tags: the designer's choice, else the tags the data offers, else those of the shops shown. */
function tabTags(settings: W0019Settings, offered: NearbyShopTag[], shops: ReturnType<typeof listOf>): NearbyShopTag[] {
  if (settings.selectTagList && settings.selectTagList.length > 0) return settings.selectTagList
  if (offered.length > 0) return offered
  const seen = new Map<string, NearbyShopTag>()
  for (const tag of shops.flatMap(shopTags)) if (!seen.has(String(tag.tag_id))) seen.set(String(tag.tag_id), tag)
  return [...seen.values()]
}

/**
 * W0019 nearby shops: title bar with a more link, tag tabs (全部 first) and shop cards. In render
 * mode the list is loaded for the browser's location (Beijing when locating fails), asked for once
 * the widget is in view, and reloaded per tag; in design and preview the resolved data is filtered in place.
 */
export function W0019({ settings, data, mode }: WidgetProps<W0019Settings, NearbyShopsData>) {
  const [tagId, setTagId] = useState<number | string>(0)
  const [page, setPage] = useState(0)
  const section = useRef<HTMLElement>(null)
  const live = useNearbyShops(mode, tagId, section)
  const resolved = listOf(data)
  const shown = live.shops ?? filterByTag(resolved, tagId)
  const shops = settings.wgtHideUnselectedItems ? onlySelected(shown, settings.selectTagList) : shown
  const tabs = [
    ALL,
    ...tabTags(settings, live.tags ?? tagsOf(data), resolved).filter((tag) => String(tag.tag_id) !== '0'),
  ]
  const title = settings.text || '附近门店'
  const columns = settings.columnNums && settings.columnNums > 0 ? settings.columnNums : 5
  const look = shopLook(settings)
  // One row of cards at a time keeps the widget's height; the arrows page through the rest.
  const pages = chunk(shops, columns)
  const current = Math.min(page, Math.max(pages.length - 1, 0))

  return (
    <section
      ref={section}
      className="mf-w0019"
      style={{ backgroundColor: settings.wgtBackgroundColor || undefined }}
      aria-label={title}
      aria-busy={live.loading}
    >
      {!settings.wgtHiddenTitle && (
        <header
          className={`mf-w0019__head mf-widget-head--${settings.titleAlign ?? 'left'}`}
          style={{ background: settings.titleBackground || undefined }}
        >
          <h2 className="mf-widget-head__title" style={look.title}>
            {title}
          </h2>
          {settings.subTitle && <p className="mf-w0019__subtitle">{settings.subTitle}</p>}
          {settings.showMore !== false && (
            <WidgetLink mode={mode} href={NEAR_SHOPS_PATH} className="mf-widget-head__more" style={look.more}>
              {settings.moreText || '查看更多'} ›
            </WidgetLink>
          )}
        </header>
      )}
      {live.locationFailed && (
        <p className="mf-w0019__alert" role="alert">
          {LOCATION_FAILED}
        </p>
      )}
      <div className="mf-w0019__tabs" role="tablist" aria-label="门店标签">
        {tabs.map((tag) => {
          const selected = String(tag.tag_id) === String(tagId)
          return (
            <button
              key={tag.tag_id}
              type="button"
              role="tab"
              aria-selected={selected}
              className={`mf-w0019__tab${selected ? ' is-active' : ''}`}
              onClick={() => {
                setTagId(tag.tag_id)
                setPage(0)
              }}
            >
              {tag.tag_name}
            </button>
          )
        })}
      </div>
      {shops.length === 0 ? (
        <p className="mf-w0019__empty">{live.loading ? '正在加载门店…' : '附近暂无门店'}</p>
      ) : (
        <div
          className="mf-w0019__body"
          role="tabpanel"
          aria-label={tabs.find((tag) => String(tag.tag_id) === String(tagId))?.tag_name}
        >
          <ul className="mf-w0019__grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
            {pages[current].map((shop) => (
              <li key={shop.distributor_id} className="mf-w0019__cell">
                <ShopCard shop={shop} mode={mode} look={look} />
              </li>
            ))}
          </ul>
          {pages.length > 1 && (
            <>
              <button
                type="button"
                className="mf-w0019__arrow mf-w0019__arrow--prev"
                aria-label="上一页门店"
                disabled={current === 0}
                onClick={() => setPage(current - 1)}
              >
                ‹
              </button>
              <button
                type="button"
                className="mf-w0019__arrow mf-w0019__arrow--next"
                aria-label="下一页门店"
                disabled={current === pages.length - 1}
                onClick={() => setPage(current + 1)}
              >
                ›
              </button>
            </>
          )}
        </div>
      )}
    </section>
  )
}
