// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { HeroCarousel, type HeroSlide } from './HeroCarousel.tsx'

const slides: HeroSlide[] = [1, 2, 3].map((n) => ({ imgUrl: `/uploads/banners/${n}.svg`, href: `/items?main_category=${n}`, alt: `分类${n}` }))

const activeSlide = () => document.querySelector('.mf-hero__slide.is-active')?.getAttribute('href')

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function renderCarousel() {
  return render(
    <MemoryRouter>
      <HeroCarousel slides={slides} />
    </MemoryRouter>,
  )
}

describe('HeroCarousel', () => {
  it('moves to the next slide every 2000 ms and wraps around', () => {
    renderCarousel()
    expect(activeSlide()).toBe('/items?main_category=1')
    act(() => vi.advanceTimersByTime(1999))
    expect(activeSlide()).toBe('/items?main_category=1')
    act(() => vi.advanceTimersByTime(1))
    expect(activeSlide()).toBe('/items?main_category=2')
    act(() => vi.advanceTimersByTime(4000))
    expect(activeSlide()).toBe('/items?main_category=1')
  })

  it('jumps with the dots and arrows and marks the current dot', () => {
    renderCarousel()
    fireEvent.click(screen.getByRole('button', { name: '第3张' }))
    expect(activeSlide()).toBe('/items?main_category=3')
    expect(screen.getByRole('button', { name: '第3张' }).getAttribute('aria-current')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: '下一张' }))
    expect(activeSlide()).toBe('/items?main_category=1')
    fireEvent.click(screen.getByRole('button', { name: '上一张' }))
    expect(activeSlide()).toBe('/items?main_category=3')
  })

  it('pauses while the pointer is over it', () => {
    const { container } = renderCarousel()
    fireEvent.mouseEnter(container.querySelector('.mf-hero')!)
    act(() => vi.advanceTimersByTime(6000))
    expect(activeSlide()).toBe('/items?main_category=1')
    fireEvent.mouseLeave(container.querySelector('.mf-hero')!)
    act(() => vi.advanceTimersByTime(2000))
    expect(activeSlide()).toBe('/items?main_category=2')
  })
})
