import { useEffect, useState } from 'react'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { SafeImage } from '../../components/goods-card/SafeImage.tsx'
import { WidgetLink } from '../shared/WidgetLink.tsx'
import { tileLook } from '../shared/tile-look.ts'
import type { W0018 as W0018Settings } from '../../../schemas/widgets/W0018.ts'
import type { ResolvedGoods } from '../settings.ts'
import type { WidgetProps } from '../types.ts'
import { formatPriceFixed } from '../shared/price.ts'
import './w0018.css'

export type { W0018Settings }

/** A group as resolved: its goods and the thumbnail the style5 indicator shows. */
export interface GoodsGroup {
  imgUrl?: string
  data?: ResolvedGoods[]
}

export const DEFAULT_AUTOPLAY_SPEED = 2000
/** Spec 9: goods images 90×90. */
const GOODS_IMAGE = 90
const THUMB_SIZE = 36

interface IndicatorProps {
  settings: W0018Settings
  groups: GoodsGroup[]
  current: number
  onSelect: (index: number) => void
}

/** style1 dots, style2 bars, style3 numbered dots, style4 a counter, style5 image thumbnails. */
function Indicator({ settings, groups, current, onSelect }: IndicatorProps) {
  const style = settings.styleType ?? 'style1'
  const align = settings.pointAlign ?? 'center'
  if (groups.length < 2) return null
  if (style === 'style4') {
    return (
      <p className={`mf-w0018__counter mf-w0018__points--${align}`} aria-live="polite">
        {current + 1}/{groups.length}
      </p>
    )
  }
  return (
    <div
      className={`mf-w0018__points mf-w0018__points--${style} mf-w0018__points--${align}`}
      role="group"
      aria-label="商品组"
    >
      {groups.map((group, index) => {
        const active = index === current
        const colour = active ? settings.pointActiveColor : settings.pointDefaultColor
        const label = `第${index + 1}组商品`
        if (style === 'style5') {
          const first = group.data?.[0]
          const thumb = group.imgUrl || first?.goods_pic
          return (
            <button
              key={index}
              type="button"
              className={`mf-w0018__thumb${active ? ' is-active' : ''}`}
              style={active && settings.pointActiveColor ? { borderColor: settings.pointActiveColor } : undefined}
              aria-label={label}
              aria-pressed={active}
              onClick={() => onSelect(index)}
            >
              <SafeImage
                className="mf-w0018__thumb-image"
                src={thumb}
                alt={label}
                width={THUMB_SIZE}
                height={THUMB_SIZE}
              />
            </button>
          )
        }
        return (
          <button
            key={index}
            type="button"
            className={`mf-w0018__point${active ? ' is-active' : ''}`}
            style={colour ? { backgroundColor: colour } : undefined}
            aria-label={label}
            aria-pressed={active}
            onClick={() => onSelect(index)}
          >
            {style === 'style3' ? index + 1 : null}
          </button>
        )
      })}
    </div>
  )
}

/**
 * W0018 hot-sale goods carousel: groups of goods that loop, optionally on a timer outside design
 * mode (paused while the pointer or focus is inside). New data starts again from the first group.
 * The server's HTML holds the first group's goods; the others fill in once the page is hydrated.
 */
export function W0018({ settings, data, mode }: WidgetProps<W0018Settings, GoodsGroup[]>) {
  const groups = data ?? []
  const count = groups.length
  const autoplay = Boolean(settings.autoplay) && mode !== 'design' && count > 1
  const [current, setCurrent] = useState(0)
  const [paused, setPaused] = useState(false)
  const hydrated = useHydrated()
  const speed = settings.autoplaySpeed && settings.autoplaySpeed > 0 ? settings.autoplaySpeed : DEFAULT_AUTOPLAY_SPEED

  // biome-ignore lint/correctness/useExhaustiveDependencies: new data starts again from the first group.
  useEffect(() => setCurrent(0), [data])

  useEffect(() => {
    if (!autoplay || paused) return
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), speed)
    return () => clearInterval(timer)
  }, [autoplay, paused, count, speed])

  const index = count === 0 ? 0 : current % count
  const go = (next: number) => setCurrent((next + count) % count)
  const title = settings.mainTitle || '热销榜单'

  return (
    <section
      className="mf-w0018"
      aria-roledescription="carousel"
      aria-label={title}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false)
      }}
    >
      <h2 className="mf-w0018__title">{title}</h2>
      <div className="mf-w0018__viewport" style={tileLook(settings)}>
        <div className="mf-w0018__track" style={{ transform: `translateX(-${index * 100}%)` }}>
          {groups.map((group, groupIndex) => (
            <ul
              key={groupIndex}
              className={`mf-w0018__group${groupIndex === index ? ' is-current' : ''}`}
              aria-roledescription="slide"
              aria-label={`${groupIndex + 1}/${count}`}
              aria-hidden={groupIndex !== index}
              inert={groupIndex !== index}
            >
              {(groupIndex === index || hydrated ? (group.data ?? []) : []).map((goods, i) => {
                const name = goods.goods_name
                return (
                  <li key={i} className="mf-w0018__goods">
                    <WidgetLink mode={mode} href={goods.href} className="mf-w0018__goods-link">
                      <SafeImage
                        className="mf-w0018__goods-image"
                        src={goods.goods_pic}
                        alt=""
                        width={GOODS_IMAGE}
                        height={GOODS_IMAGE}
                      />
                      <span className="mf-w0018__goods-info">
                        <span className="mf-w0018__goods-name">{name}</span>
                        <span className="mf-w0018__goods-price">
                          {formatPriceFixed(goods.price, settings.wgtToFixed ?? 2)}
                        </span>
                      </span>
                    </WidgetLink>
                  </li>
                )
              })}
            </ul>
          ))}
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              className="mf-w0018__arrow mf-w0018__arrow--prev"
              aria-label="上一组"
              onClick={() => go(index - 1)}
            >
              ‹
            </button>
            <button
              type="button"
              className="mf-w0018__arrow mf-w0018__arrow--next"
              aria-label="下一组"
              onClick={() => go(index + 1)}
            >
              ›
            </button>
          </>
        )}
      </div>
      <Indicator settings={settings} groups={groups} current={index} onSelect={go} />
    </section>
  )
}
