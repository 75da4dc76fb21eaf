// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { w0001Defaults } from '../../../schemas/widgets/W0001.ts'
import { link } from '../test-fixtures.ts'
import type { WidgetMode } from '../types.ts'
import { W0001, type W0001Settings, type W0001Slide } from './Component.tsx'

const slides: W0001Slide[] = [1, 2, 3].map((n) => ({
  imgUrl: `/uploads/banner-${n}.png`,
  pathData: link(`/items/${n}`),
  href: `/items/${n}`,
}))

function settings(overrides: Partial<W0001Settings> = {}): W0001Settings {
  return { ...w0001Defaults, uuid: 'carousel1', width: 1190, height: 460, ...overrides }
}

const current = () => screen.getAllByRole('button').findIndex((b) => b.getAttribute('aria-current') === 'true')

function renderCarousel(overrides: Partial<W0001Settings> = {}, mode: WidgetMode = 'render', data = slides) {
  return render(<W0001 settings={settings(overrides)} data={data} mode={mode} />)
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('W0001 carousel', () => {
  it('advances every autoplaySpeed ms and wraps around', () => {
    renderCarousel({ autoplaySpeed: 3000 })
    expect(current()).toBe(0)
    act(() => vi.advanceTimersByTime(2999))
    expect(current()).toBe(0)
    act(() => vi.advanceTimersByTime(1))
    expect(current()).toBe(1)
    act(() => vi.advanceTimersByTime(6000))
    expect(current()).toBe(0)
  })

  it('autoplays in preview mode too', () => {
    renderCarousel({}, 'preview')
    act(() => vi.advanceTimersByTime(2000))
    expect(current()).toBe(1)
  })

  it('does not rotate in design mode or with autoplay off', () => {
    renderCarousel({}, 'design')
    act(() => vi.advanceTimersByTime(10000))
    expect(current()).toBe(0)
    cleanup()
    renderCarousel({ autoplay: false })
    act(() => vi.advanceTimersByTime(10000))
    expect(current()).toBe(0)
  })

  it('shows the slide of the active indicator, the others hidden from pointer, keyboard and screen reader', () => {
    const { container } = renderCarousel()
    const shown = () => container.querySelector('.mf-w0001__slide.is-active a')?.getAttribute('href')
    expect(shown()).toBe('/items/1')
    act(() => vi.advanceTimersByTime(2000))
    expect(shown()).toBe('/items/2')
    const hidden = [...container.querySelectorAll('.mf-w0001__slide:not(.is-active)')]
    expect(hidden).toHaveLength(2)
    for (const slide of hidden) {
      expect(slide.getAttribute('aria-hidden')).toBe('true')
      expect(slide.hasAttribute('inert')).toBe(true)
    }
  })

  it('moves to the next or previous slide on a sideways drag, without following the link', () => {
    const { container } = renderCarousel({ autoplay: false })
    const slidesBox = container.querySelector('.mf-w0001__slides')!
    const link = container.querySelector<HTMLAnchorElement>('.mf-w0001__slide.is-active a')!
    fireEvent.pointerDown(slidesBox, { clientX: 500 })
    fireEvent.pointerUp(slidesBox, { clientX: 380 })
    expect(current()).toBe(1)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    fireEvent.pointerDown(slidesBox, { clientX: 380 })
    fireEvent.pointerUp(slidesBox, { clientX: 500 })
    fireEvent.pointerDown(slidesBox, { clientX: 380 })
    fireEvent.pointerUp(slidesBox, { clientX: 500 })
    expect(current()).toBe(2)
    // A short movement is a click on the slide.
    fireEvent.pointerDown(slidesBox, { clientX: 380 })
    fireEvent.pointerUp(slidesBox, { clientX: 390 })
    expect(current()).toBe(2)
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true })
    container.querySelector('.mf-w0001__slide.is-active a')!.dispatchEvent(plain)
    expect(plain.defaultPrevented).toBe(false)
  })

  it('does not move on a drag in design mode', () => {
    const { container } = renderCarousel({ autoplay: false }, 'design')
    const slidesBox = container.querySelector('.mf-w0001__slides')!
    fireEvent.pointerDown(slidesBox, { clientX: 500 })
    fireEvent.pointerUp(slidesBox, { clientX: 300 })
    expect(current()).toBe(0)
  })

  it('pauses while the pointer is over it', () => {
    const { container } = renderCarousel()
    fireEvent.mouseEnter(container.querySelector('.mf-w0001')!)
    act(() => vi.advanceTimersByTime(8000))
    expect(current()).toBe(0)
    fireEvent.mouseLeave(container.querySelector('.mf-w0001')!)
    act(() => vi.advanceTimersByTime(2000))
    expect(current()).toBe(1)
  })

  it('jumps to the slide of a clicked indicator', () => {
    renderCarousel({ autoplay: false })
    fireEvent.click(screen.getAllByRole('button', { name: '第3张' })[0]!)
    expect(current()).toBe(2)
  })

  it.each([
    ['style1', 'dots'],
    ['style2', 'bars'],
    ['style3', 'numbers'],
    ['style4', 'squares'],
    ['style5', 'thumbnails'],
  ] as const)('%s shows %s indicators', (styleType, kind) => {
    const { container } = renderCarousel({ styleType })
    expect(container.querySelector(`.mf-w0001__indicators--${kind}`)).not.toBeNull()
  })

  it('numbers the style3 indicators and shows slide images as style5 thumbnails', () => {
    const { container, unmount } = renderCarousel({ styleType: 'style3' })
    expect([...container.querySelectorAll('.mf-w0001__indicator')].map((b) => b.textContent)).toEqual(['1', '2', '3'])
    unmount()
    const thumbs = renderCarousel({ styleType: 'style5' }).container.querySelectorAll('.mf-w0001__indicator img')
    expect([...thumbs].map((img) => img.getAttribute('src'))).toEqual(slides.map((s) => s.imgUrl))
  })

  it('aligns the indicators and colours them', () => {
    const { container } = renderCarousel({
      pointAlign: 'right',
      pointDefaultColor: '#cccccc',
      pointActiveColor: '#ff0036',
    })
    expect(container.querySelector('.mf-w0001__indicators--right')).not.toBeNull()
    const root = container.querySelector<HTMLElement>('.mf-w0001')!
    expect(root.style.getPropertyValue('--mf-w0001-point')).toBe('#cccccc')
    expect(root.style.getPropertyValue('--mf-w0001-point-active')).toBe('#ff0036')
  })

  it('links each slide to its href and sizes its image', () => {
    const { container } = renderCarousel()
    const anchors = [...container.querySelectorAll('a.mf-w0001__link')]
    expect(anchors.map((a) => a.getAttribute('href'))).toEqual(['/items/1', '/items/2', '/items/3'])
    const img = anchors[0]!.querySelector('img')!
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1190', '460'])
  })

  it('keeps at most 5 slides and no indicators for a single slide', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ imgUrl: `/u/${i}.png`, href: `/items/${i}` }))
    expect(renderCarousel({}, 'render', many).container.querySelectorAll('a.mf-w0001__link')).toHaveLength(5)
    cleanup()
    expect(renderCarousel({}, 'render', slides.slice(0, 1)).container.querySelector('.mf-w0001__indicators')).toBeNull()
  })
})
