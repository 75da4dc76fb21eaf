// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { w0019Defaults, type W0019 as W0019Settings } from '../../../schemas/widgets/W0019.ts'
import type { WidgetMode } from '../types.ts'
import { W0019, type NearbyShop } from './index.ts'

const tag = (tag_id: number, tag_name: string) => ({ tag_id, tag_name })
const shop = (id: number, name: string, tags: { tag_id: number; tag_name: string }[]): NearbyShop => ({
  distributor_id: id,
  name,
  logo: `/uploads/logo-${id}.png`,
  banner: `/uploads/banner-${id}.png`,
  address: `朝阳区${id}号`,
  distance_show: '1.2km',
  tagList: tags,
})
const resolved = [
  shop(1, '旗舰店', [tag(1, '自提'), tag(2, '24小时'), tag(3, '多余')]),
  shop(2, '社区店', [tag(2, '24小时')]),
  shop(3, '折扣店', []),
]

// The browser's API client binds fetch when first made, so one stub serves the whole file.
const fetchMock = vi.fn<typeof fetch>()
beforeAll(() => vi.stubGlobal('fetch', fetchMock))
afterAll(() => vi.unstubAllGlobals())

function answer(list: NearbyShop[]) {
  return new Response(
    JSON.stringify({
      data: {
        list,
        tagList: [tag(1, '自提'), tag(2, '24小时')],
        total_count: list.length,
        defaultCity: '北京',
        fallback: 0,
      },
    }),
    {
      status: 200,
      headers: { 'content-type': 'application/json' },
    },
  )
}

function mockLocation(result: { lat: number; lng: number } | 'denied') {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition(ok: PositionCallback, fail: PositionErrorCallback) {
        if (result === 'denied') fail({ code: 1, message: 'denied' } as GeolocationPositionError)
        else ok({ coords: { latitude: result.lat, longitude: result.lng } } as GeolocationPosition)
      },
    },
  })
}

function renderShops(mode: WidgetMode, overrides: Partial<W0019Settings> = {}) {
  return render(<W0019 settings={{ ...w0019Defaults, ...overrides }} data={resolved} mode={mode} />)
}

const cardNames = () =>
  [...document.querySelectorAll('.mf-w0019__card')].map((a) => a.querySelector('.mf-w0019__name')!.textContent)
const requested = (call = 0) => new URL(String(fetchMock.mock.calls[call][0]), 'http://localhost').searchParams

beforeEach(() => {
  fetchMock.mockReset()
  fetchMock.mockImplementation(async () => answer([shop(9, '附近店', [tag(1, '自提')])]))
})
afterEach(() => {
  cleanup()
  delete (navigator as { geolocation?: unknown }).geolocation
})

describe('W0019 nearby shops', () => {
  it('shows the resolved shops with banner 214×130, logo 70×70, and at most 2 tags per shop', () => {
    renderShops('preview')
    expect(cardNames()).toEqual(['旗舰店', '社区店', '折扣店'])
    const banner = document.querySelector('.mf-w0019__banner')!
    expect([banner.getAttribute('width'), banner.getAttribute('height')]).toEqual(['214', '130'])
    const logo = screen.getByRole('img', { name: '旗舰店标志' })
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['70', '70'])
    expect(document.querySelectorAll('.mf-w0019__card')[0].querySelectorAll('.mf-w0019__tag')).toHaveLength(2)
    expect(screen.getAllByText('距您1.2km')).toHaveLength(3)
  })

  it('filters shops by the chosen tag tab; the first tab 全部 shows all', () => {
    renderShops('design')
    const tabs = screen.getAllByRole('tab')
    // A shop keeps at most two tags, so 旗舰店's third tag offers no tab.
    expect(tabs.map((t) => t.textContent)).toEqual(['全部', '自提', '24小时'])
    expect(tabs[0].getAttribute('aria-selected')).toBe('true')
    fireEvent.click(screen.getByRole('tab', { name: '24小时' }))
    expect(cardNames()).toEqual(['旗舰店', '社区店'])
    fireEvent.click(screen.getByRole('tab', { name: '自提' }))
    expect(cardNames()).toEqual(['旗舰店'])
    fireEvent.click(screen.getByRole('tab', { name: '全部' }))
    expect(cardNames()).toEqual(['旗舰店', '社区店', '折扣店'])
  })

  it('shows one row of columnNums cards at a time, paged with the arrows', () => {
    const many = [1, 2, 3, 4, 5, 6, 7].map((n) => shop(n, `门店${n}号店`, []))
    render(<W0019 settings={{ ...w0019Defaults, columnNums: 5 }} data={many} mode="preview" />)
    expect(cardNames()).toEqual(['门店1号店', '门店2号店', '门店3号店', '门店4号店', '门店5号店'])
    expect((screen.getByRole('button', { name: '上一页门店' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: '下一页门店' }))
    expect(cardNames()).toEqual(['门店6号店', '门店7号店'])
    expect((screen.getByRole('button', { name: '下一页门店' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('offers the designer-selected tags as tabs', () => {
    renderShops('design', { selectTagList: [tag(2, '24小时')] })
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['全部', '24小时'])
  })

  it.each(['design', 'preview'] as const)('never locates or fetches in %s mode; links are inert', async (mode) => {
    const locate = vi.fn()
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: locate } })
    renderShops(mode)
    await act(async () => {})
    expect(locate).not.toHaveBeenCalled()
    expect(fetchMock).not.toHaveBeenCalled()
    const card = screen.getByText('旗舰店').closest('a')!
    expect(card.getAttribute('href')).toBeNull()
    expect(card.getAttribute('aria-disabled')).toBe('true')
  })

  it('in render mode loads the shops near the browser location', async () => {
    mockLocation({ lat: 39.9, lng: 116.4 })
    renderShops('render')
    expect(await screen.findByRole('link', { name: /^附近店/ })).toBeTruthy()
    const query = requested()
    expect(String(fetchMock.mock.calls[0][0])).toContain('/api/h5app/wxapp/distributor/list?')
    expect([query.get('lat'), query.get('lng'), query.get('tag_id')]).toEqual(['39.9', '116.4', '0'])
    expect(query.get('city')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('link', { name: /^附近店/ }).getAttribute('href')).toBe('/shops/info?distributor_id=9')
    expect(screen.getByText('查看更多 ›').getAttribute('href')).toBe('/shops/near')
  })

  it('asks for the location only once the widget is in view, not when the page opens', async () => {
    let report: IntersectionObserverCallback = () => {}
    const observed: Element[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback
        }
        observe(element: Element) {
          observed.push(element)
        }
        disconnect() {}
      },
    )
    try {
      const locate = vi.fn((ok: PositionCallback) =>
        ok({ coords: { latitude: 39.9, longitude: 116.4 } } as GeolocationPosition),
      )
      Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition: locate } })
      renderShops('render')
      await act(async () => {})
      expect(observed).toEqual([document.querySelector('section.mf-w0019')])
      expect(locate).not.toHaveBeenCalled()
      expect(fetchMock).not.toHaveBeenCalled()
      await act(async () => report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver))
      expect(await screen.findByRole('link', { name: /^附近店/ })).toBeTruthy()
      expect(locate).toHaveBeenCalledTimes(1)
      expect(requested().get('lat')).toBe('39.9')
    } finally {
      // jsdom has none: the other tests locate at once.
      vi.stubGlobal('IntersectionObserver', undefined)
    }
  })

  it('alerts when locating fails and shows Beijing shops instead', async () => {
    mockLocation('denied')
    renderShops('render')
    expect((await screen.findByRole('alert')).textContent).toBe('定位失败，已为您展示北京的门店')
    await screen.findByRole('link', { name: /^附近店/ })
    expect(requested().get('city')).toBe('北京')
    expect(requested().get('lat')).toBeNull()
  })

  it('falls back to Beijing when the browser has no geolocation', async () => {
    renderShops('render')
    expect(await screen.findByRole('alert')).toBeTruthy()
    await screen.findByRole('link', { name: /^附近店/ })
    expect(requested().get('city')).toBe('北京')
  })

  it('reloads for the chosen tag in render mode', async () => {
    mockLocation({ lat: 31.2, lng: 121.5 })
    renderShops('render')
    await screen.findByRole('link', { name: /^附近店/ })
    fetchMock.mockImplementation(async () => answer([shop(7, '自提店', [tag(1, '自提')])]))
    fireEvent.click(screen.getByRole('tab', { name: '自提' }))
    await screen.findByRole('link', { name: /^自提店/ })
    expect(requested(1).get('tag_id')).toBe('1')
    expect(requested(1).get('lat')).toBe('31.2')
  })
})
