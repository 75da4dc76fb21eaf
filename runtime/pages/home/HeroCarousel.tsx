import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { SafeImage } from '../../components/goods-card/SafeImage.tsx'
import './hero-carousel.css'

export interface HeroSlide {
  imgUrl: string
  href: string
  alt: string
}

export interface HeroCarouselProps {
  slides: HeroSlide[]
  /** Milliseconds between slides (spec 9: 2000). */
  interval?: number
}

/**
 * Fading banner carousel with autoplay, dots and arrows. Autoplay pauses while the pointer or
 * keyboard focus is inside; hidden slides are `visibility: hidden`, so only the visible one can be focused.
 */
export function HeroCarousel({ slides, interval = 2000 }: HeroCarouselProps) {
  const [active, setActive] = useState(0)
  const [paused, setPaused] = useState(false)
  const count = slides.length

  useEffect(() => {
    if (paused || count < 2) return
    const timer = window.setInterval(() => setActive((index) => (index + 1) % count), interval)
    return () => window.clearInterval(timer)
  }, [paused, count, interval])

  if (count === 0) return <div className="mf-hero mf-hero--empty" />

  const go = (index: number) => setActive((index + count) % count)

  return (
    <section
      className="mf-hero"
      aria-roledescription="carousel"
      aria-label="首页轮播"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false)
      }}
    >
      {slides.map((slide, i) => (
        <Link
          key={slide.imgUrl}
          className={`mf-hero__slide${i === active ? ' is-active' : ''}`}
          to={slide.href}
          aria-roledescription="slide"
        >
          <SafeImage src={slide.imgUrl} alt={slide.alt} width={1190} height={460} eager={i === 0} />
        </Link>
      ))}
      {count > 1 && (
        <>
          <button className="mf-hero__arrow mf-hero__arrow--prev" type="button" aria-label="上一张" onClick={() => go(active - 1)}>
            <svg viewBox="0 0 12 20" width="12" height="20" aria-hidden="true" focusable="false">
              <path d="M10 2 2 10l8 8" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <button className="mf-hero__arrow mf-hero__arrow--next" type="button" aria-label="下一张" onClick={() => go(active + 1)}>
            <svg viewBox="0 0 12 20" width="12" height="20" aria-hidden="true" focusable="false">
              <path d="m2 2 8 8-8 8" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <div className="mf-hero__dots">
            {slides.map((slide, i) => (
              <button
                key={slide.imgUrl}
                className={`mf-hero__dot${i === active ? ' is-active' : ''}`}
                type="button"
                aria-label={`第${i + 1}张`}
                aria-current={i === active ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  )
}
