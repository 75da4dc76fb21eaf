import { useEffect, useRef, useState, type CSSProperties, type MouseEvent, type PointerEvent } from 'react'
import { SafeImage } from '../../components/goods-card/SafeImage.tsx'
import { useHydrated } from '../../lib/use-hydrated.ts'
import type { ImageEntry } from '../../../schemas/entries.ts'
import type { W0001 as W0001Settings } from '../../../schemas/widgets/W0001.ts'
import type { WidgetProps } from '../types.ts'
import { WidgetLink } from '../shared/WidgetLink.tsx'
import { CarouselIndicators } from './CarouselIndicators.tsx'
import './w0001.css'

/** Spec 9: 1 to 5 slides, 2000 ms between them. */
export const MAX_SLIDES = 5
export const DEFAULT_AUTOPLAY_SPEED = 2000

/** A slide as resolved: the stored image entry with the address computed from its link. */
export type W0001Slide = Partial<ImageEntry> & { href?: string }

export type { W0001Settings }

/** A pointer moved this far sideways and let go is a swipe to the next or previous slide, not a click. */
export const SWIPE_DISTANCE = 40

/**
 * Carousel: the slides lie on top of each other and the active one fades in, so the loop from the
 * last slide back to the first is as smooth as any other step. The active index lives here, so
 * the indicators, autoplay and the server's first render all agree. Outside design mode a sideways
 * drag or swipe moves to the next or previous slide (and does not follow the slide's link).
 * Autoplay runs in render and preview mode only, and pauses while the pointer or focus is inside.
 * The server's HTML holds the first slide; the others fill in once the page is hydrated.
 */
export function W0001({ settings, data, mode }: WidgetProps<W0001Settings, W0001Slide[] | undefined>) {
  const slides = (data ?? []).slice(0, MAX_SLIDES)
  const count = slides.length
  const [active, setActive] = useState(0)
  const [paused, setPaused] = useState(false)
  const dragStart = useRef<number | null>(null)
  const dragged = useRef(false)
  const hydrated = useHydrated()
  const autoplay = Boolean(settings.autoplay) && mode !== 'design' && count > 1
  const swipes = mode !== 'design' && count > 1
  const speed = Math.max(0, settings.autoplaySpeed ?? DEFAULT_AUTOPLAY_SPEED)
  const current = count === 0 ? 0 : active % count

  useEffect(() => {
    if (!autoplay || paused) return
    const timer = window.setInterval(() => setActive((index) => (index + 1) % count), speed)
    return () => window.clearInterval(timer)
  }, [autoplay, paused, count, speed])

  if (count === 0) return <div className="mf-w0001 mf-w0001--empty" />

  const alignClass = `mf-w0001__indicators--${settings.pointAlign ?? 'center'}`
  const colours = {
    '--mf-w0001-point': settings.pointDefaultColor || undefined,
    '--mf-w0001-point-active': settings.pointActiveColor || undefined,
  } as CSSProperties

  const onPointerDown = (event: PointerEvent) => {
    dragStart.current = event.clientX
    dragged.current = false
  }
  const onPointerUp = (event: PointerEvent) => {
    if (dragStart.current === null) return
    const distance = event.clientX - dragStart.current
    dragStart.current = null
    if (Math.abs(distance) < SWIPE_DISTANCE) return
    dragged.current = true
    setActive((current + (distance < 0 ? 1 : -1) + count) % count)
  }
  // A drag ends in a click on the slide's link; after a swipe that click must not leave the page.
  const onClickCapture = (event: MouseEvent) => {
    if (!dragged.current) return
    dragged.current = false
    event.preventDefault()
  }

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
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer handlers only make swipes work; the carousel's indicators change slides from the keyboard. */}
      <div
        className="mf-w0001__slides"
        onPointerDown={swipes ? onPointerDown : undefined}
        onPointerUp={swipes ? onPointerUp : undefined}
        onPointerCancel={() => (dragStart.current = null)}
        onClickCapture={onClickCapture}
        onDragStart={(event) => event.preventDefault()}
      >
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the carousel pattern names each slide by its role description; changing it would change what screen readers announce.
          <div
            key={`${i}-${slide.imgUrl}`}
            className={`mf-w0001__slide${i === current ? ' is-active' : ''}`}
            aria-roledescription="slide"
            aria-hidden={i !== current}
            inert={i !== current}
          >
            {(i === current || hydrated) && (
              <WidgetLink className="mf-w0001__link" mode={mode} link={slide} aria-label={`第${i + 1}张`}>
                <SafeImage
                  className="mf-w0001__image"
                  src={slide.imgUrl}
                  alt={slide.pathData?.title || `轮播图${i + 1}`}
                  width={settings.width}
                  height={settings.height}
                  priority={i === 0}
                />
              </WidgetLink>
            )}
          </div>
        ))}
      </div>
      {count > 1 && (
        <CarouselIndicators
          className={alignClass}
          styleType={settings.styleType ?? 'style1'}
          slides={slides}
          active={current}
          onSelect={setActive}
        />
      )}
    </section>
  )
}
