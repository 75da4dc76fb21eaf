import { useEffect, useState, type CSSProperties } from 'react'
import { Swiper, SwiperSlide } from 'swiper/react'
import type { Swiper as SwiperInstance } from 'swiper'
import 'swiper/css'
import { SafeImage } from '../../components/goods-card/SafeImage.tsx'
import type { ImageEntry } from '../../../schemas/entries.ts'
import type { W0001 as W0001Settings } from '../../../schemas/widgets/W0001.ts'
import type { WidgetProps } from '../types.ts'
import { WidgetLink } from '../WidgetLink.tsx'
import { CarouselIndicators } from './CarouselIndicators.tsx'
import './w0001.css'

/** Spec 9: 1 to 5 slides, 2000 ms between them. */
export const MAX_SLIDES = 5
export const DEFAULT_AUTOPLAY_SPEED = 2000

/** A slide as resolved: the stored image entry with the address computed from its link. */
export type W0001Slide = Partial<ImageEntry> & { href?: string }

export type { W0001Settings }

/**
 * Carousel: swiper moves the slides (drag included); the active index lives here so the
 * indicators, autoplay and the server's first render all agree. Autoplay runs in render and
 * preview mode only, and pauses while the pointer or focus is inside.
 */
export function W0001({ settings, data, mode }: WidgetProps<W0001Settings, W0001Slide[] | undefined>) {
  const slides = (data ?? []).slice(0, MAX_SLIDES)
  const count = slides.length
  const [active, setActive] = useState(0)
  const [paused, setPaused] = useState(false)
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const autoplay = Boolean(settings.autoplay) && mode !== 'design' && count > 1
  const speed = Math.max(0, settings.autoplaySpeed ?? DEFAULT_AUTOPLAY_SPEED)

  useEffect(() => {
    if (!autoplay || paused) return
    const timer = window.setInterval(() => setActive((index) => (index + 1) % count), speed)
    return () => window.clearInterval(timer)
  }, [autoplay, paused, count, speed])

  useEffect(() => {
    if (swiper && !swiper.destroyed && swiper.realIndex !== active) swiper.slideToLoop(active)
  }, [swiper, active])

  if (count === 0) return <div className="mf-w0001 mf-w0001--empty" />

  const alignClass = `mf-w0001__indicators--${settings.pointAlign ?? 'center'}`
  const colours = {
    '--mf-w0001-point': settings.pointDefaultColor || undefined,
    '--mf-w0001-point-active': settings.pointActiveColor || undefined,
  } as CSSProperties

  return (
    <section
      className="mf-w0001"
      style={colours}
      aria-roledescription="carousel"
      aria-label={settings.name || '轮播图'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false)
      }}
    >
      <Swiper
        className="mf-w0001__swiper"
        loop={count > 1}
        allowTouchMove={mode !== 'design' && count > 1}
        onSwiper={setSwiper}
        onSlideChange={(instance) => setActive(instance.realIndex)}
      >
        {slides.map((slide, i) => (
          <SwiperSlide key={`${i}-${slide.imgUrl}`} className="mf-w0001__slide">
            <WidgetLink className="mf-w0001__link" mode={mode} link={slide} aria-label={`第${i + 1}张`}>
              <SafeImage
                className="mf-w0001__image"
                src={slide.imgUrl}
                alt={slide.pathData?.title || `轮播图${i + 1}`}
                width={settings.width}
                height={settings.height}
                eager={i === 0}
              />
            </WidgetLink>
          </SwiperSlide>
        ))}
      </Swiper>
      {count > 1 && (
        <CarouselIndicators
          className={alignClass}
          styleType={settings.styleType ?? 'style1'}
          slides={slides}
          active={active}
          onSelect={setActive}
        />
      )}
    </section>
  )
}
