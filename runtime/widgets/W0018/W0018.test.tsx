// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { w0018Defaults, type W0018 as W0018Settings } from '../../../schemas/widgets/W0018.ts'
import type { WidgetMode } from '../types.ts'
import { resolvedGoods } from '../test-goods.ts'
import { W0018, type GoodsGroup } from './index.ts'

const goods = (n: number) =>
  resolvedGoods(n, { goods_name: `热卖${n}`, goods_pic: `/uploads/hot-${n}.png`, price: 123456 })
const groups: GoodsGroup[] = [
  { imgUrl: '/uploads/thumb-a.png', data: [goods(1), goods(2)] },
  { data: [goods(3)] },
  { imgUrl: '/uploads/thumb-c.png', data: [goods(4)] },
]

/** The index of the group currently shown (the one not hidden). */
function shown(container: HTMLElement) {
  return [...container.querySelectorAll('.mf-w0018__group')].findIndex(
    (el) => el.getAttribute('aria-hidden') === 'false',
  )
}

function renderCarousel(overrides: Partial<W0018Settings> = {}, mode: WidgetMode = 'render', data = groups) {
  return render(<W0018 settings={{ ...w0018Defaults, ...overrides }} data={data} mode={mode} />)
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('W0018 hot-sale goods carousel', () => {
  it('autoplays every autoplaySpeed ms and loops back to the first group', () => {
    const { container } = renderCarousel({ autoplay: true, autoplaySpeed: 2000 })
    expect(shown(container)).toBe(0)
    act(() => vi.advanceTimersByTime(1999))
    expect(shown(container)).toBe(0)
    act(() => vi.advanceTimersByTime(1))
    expect(shown(container)).toBe(1)
    act(() => vi.advanceTimersByTime(4000))
    expect(shown(container)).toBe(0)
  })

  it('stays put with autoplay off, in design mode, and while hovered', () => {
    const off = renderCarousel({ autoplay: false })
    act(() => vi.advanceTimersByTime(10_000))
    expect(shown(off.container)).toBe(0)
    cleanup()
    const design = renderCarousel({ autoplay: true }, 'design')
    act(() => vi.advanceTimersByTime(10_000))
    expect(shown(design.container)).toBe(0)
    cleanup()
    const hovered = renderCarousel({ autoplay: true })
    fireEvent.mouseEnter(hovered.container.querySelector('.mf-w0018')!)
    act(() => vi.advanceTimersByTime(10_000))
    expect(shown(hovered.container)).toBe(0)
  })

  it('marks only the group shown as current, so the stylesheet hides its neighbours', () => {
    const { container } = renderCarousel({ autoplay: false })
    const current = () =>
      [...container.querySelectorAll('.mf-w0018__group')].map((el) => el.classList.contains('is-current'))
    expect(current()).toEqual([true, false, false])
    fireEvent.click(screen.getByRole('button', { name: '下一组' }))
    expect(current()).toEqual([false, true, false])
  })

  it('loops with the arrows in both directions', () => {
    const { container } = renderCarousel({ autoplay: false })
    fireEvent.click(screen.getByRole('button', { name: '上一组' }))
    expect(shown(container)).toBe(2)
    fireEvent.click(screen.getByRole('button', { name: '下一组' }))
    expect(shown(container)).toBe(0)
  })

  it('style5 shows image thumbnails: the group image, else its first goods picture', () => {
    const { container } = renderCarousel({ autoplay: false, styleType: 'style5' })
    const thumbs = screen.getAllByRole('button', { name: /^第\d组商品$/ })
    expect(thumbs).toHaveLength(3)
    const images = [...container.querySelectorAll('.mf-w0018__thumb img')].map((img) => img.getAttribute('src'))
    expect(images).toEqual(['/uploads/thumb-a.png', '/uploads/hot-3.png', '/uploads/thumb-c.png'])
    fireEvent.click(thumbs[2])
    expect(shown(container)).toBe(2)
    expect(thumbs[2].getAttribute('aria-pressed')).toBe('true')
  })

  it('style1 shows dots in the point colours, aligned by pointAlign', () => {
    const { container } = renderCarousel({
      autoplay: false,
      styleType: 'style1',
      pointAlign: 'right',
      pointActiveColor: '#ff0000',
      pointDefaultColor: '#00ff00',
    })
    const dots = screen.getAllByRole('button', { name: /^第\d组商品$/ })
    expect(dots[0].style.backgroundColor).toBe('rgb(255, 0, 0)')
    expect(dots[1].style.backgroundColor).toBe('rgb(0, 255, 0)')
    expect(container.querySelector('.mf-w0018__points--right')).not.toBeNull()
    expect(container.querySelector('.mf-w0018__thumb')).toBeNull()
  })

  it('shows prices with wgtToFixed decimals and starts again from the first group when data changes', () => {
    const { container, rerender } = renderCarousel({ autoplay: false, wgtToFixed: 1 })
    expect(screen.getAllByText('¥1,234.6')).toHaveLength(4)
    fireEvent.click(screen.getByRole('button', { name: '下一组' }))
    expect(shown(container)).toBe(1)
    rerender(
      <W0018 settings={{ ...w0018Defaults, autoplay: false }} data={[...groups, { data: [goods(5)] }]} mode="render" />,
    )
    expect(shown(container)).toBe(0)
    expect(container.querySelectorAll('.mf-w0018__group')).toHaveLength(4)
  })
})
