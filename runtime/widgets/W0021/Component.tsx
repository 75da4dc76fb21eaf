import { useState, type CSSProperties } from 'react'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { WidgetLink } from '../shared/WidgetLink.tsx'
import type { W0021 as W0021Settings } from '../../../schemas/widgets/W0021.ts'
import { COUPONS_PER_SLIDE } from '../../../schemas/widget-rules.ts'
import { shopLook } from '../shared/shop-look.ts'
import type { WidgetProps } from '../types.ts'
import { chunk } from '../shared/slides.ts'
import type { WidgetCoupon } from '../shared/coupon/coupon.ts'
import { CouponCard } from '../shared/coupon/CouponCard.tsx'
import { ShoppingOffer } from '../shared/coupon/ShoppingOffer.tsx'
import { useCouponClaim } from '../shared/coupon/use-coupon-claim.ts'
import '../shared/widget-head.css'
import './w0021.css'

export type { W0021Settings }

/**
 * W0021 coupons: title bar with a more link, then coupon tickets three per slide with claim
 * buttons. The server's HTML holds the first slide's tickets; the others fill in once hydrated.
 */
export function W0021({ settings, data, mode }: WidgetProps<W0021Settings, WidgetCoupon[]>) {
  const claims = useCouponClaim(mode)
  const slides = chunk(data ?? [], COUPONS_PER_SLIDE)
  const [slide, setSlide] = useState(0)
  const hydrated = useHydrated()
  const current = Math.min(slide, Math.max(slides.length - 1, 0))
  const title = settings.text || '优惠券'
  const look = shopLook(settings)
  const colours = {
    '--mf-w0021-coupon': settings.wgtCouponColor || undefined,
    '--mf-w0021-button': settings.wgtButtonColor || undefined,
  }

  return (
    <section className="mf-w0021" style={colours as CSSProperties} aria-label={title}>
      {!settings.wgtHiddenTitle && (
        <header
          className={`mf-widget-head mf-widget-head--${settings.titleAlign ?? 'left'}`}
          style={{ background: settings.titleBackground || undefined }}
        >
          <h2 className="mf-widget-head__title" style={look.title}>
            {title}
          </h2>
          {settings.subTitle && <p className="mf-widget-head__subtitle">{settings.subTitle}</p>}
          {settings.showMore !== false && (
            <WidgetLink mode={mode} link={settings.moreLinkData} className="mf-widget-head__more" style={look.more}>
              {settings.moreText || '查看更多'} ›
            </WidgetLink>
          )}
        </header>
      )}
      <div className="mf-w0021__viewport">
        {slides.length === 0 ? (
          <p className="mf-w0021__empty">暂无优惠券</p>
        ) : (
          <div className="mf-w0021__track" style={{ transform: `translateX(-${current * 100}%)` }}>
            {slides.map((page, index) => (
              <div key={index} className="mf-w0021__slide" aria-hidden={index !== current} inert={index !== current}>
                {(index === current || hydrated ? page : []).map((coupon) => (
                  <CouponCard key={coupon.card_id} coupon={coupon} claims={claims} block="mf-w0021" />
                ))}
              </div>
            ))}
          </div>
        )}
      </div>
      {slides.length > 1 && (
        <div className="mf-w0021__nav">
          <button
            type="button"
            className="mf-w0021__arrow"
            aria-label="上一组优惠券"
            disabled={current === 0}
            onClick={() => setSlide(current - 1)}
          >
            ‹
          </button>
          <span className="mf-w0021__count" aria-live="polite">
            {current + 1}/{slides.length}
          </span>
          <button
            type="button"
            className="mf-w0021__arrow"
            aria-label="下一组优惠券"
            disabled={current === slides.length - 1}
            onClick={() => setSlide(current + 1)}
          >
            ›
          </button>
        </div>
      )}
      <ShoppingOffer claims={claims} />
    </section>
  )
}
