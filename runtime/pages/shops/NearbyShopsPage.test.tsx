// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Shop, ShopList } from '../../api/shops.ts'

const get = vi.fn()
vi.mock('../../api/index.ts', () => ({ getApi: () => ({ get }) }))

const { default: NearbyShopsPage } = await import('./NearbyShopsPage.tsx')

function shop(id: number, name: string, extra: Partial<Shop> = {}): Shop {
  return {
    distributor_id: id,
    company_id: 1,
    name,
    logo: '',
    banner: '',
    top_image: '',
    address: `地址${id}`,
    province: '北京市',
    city: '北京市',
    area: '朝阳区',
    lat: null,
    lng: null,
    distance: null,
    distance_show: '',
    mobile: '',
    phone: '010-1',
    hours: '09:00-21:00',
    is_ziti: 0,
    tagList: [],
    ...extra,
  }
}

const tags = [
  { tag_id: 7, tag_name: '旗舰店' },
  { tag_id: 8, tag_name: '可自提' },
]
const beijing: ShopList = {
  list: [shop(1, '北京王府井店'), shop(2, '北京望京店')],
  tagList: tags,
  total_count: 2,
  defaultCity: '北京',
  fallback: 1,
}

function renderPage() {
  const router = createMemoryRouter(
    [{ path: '/shops/near', loader: () => beijing, Component: NearbyShopsPage, HydrateFallback: () => null }],
    { initialEntries: ['/shops/near'] },
  )
  render(<RouterProvider router={router} />)
}

function stubGeolocation(getCurrentPosition: Geolocation['getCurrentPosition'] | undefined) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: getCurrentPosition ? { getCurrentPosition } : undefined,
  })
}

beforeEach(() => get.mockReset())
afterEach(cleanup)

describe('NearbyShopsPage', () => {
  it('says so and keeps the Beijing shops when locating fails', async () => {
    stubGeolocation((_ok, fail) => fail?.({ code: 1, message: 'denied' } as GeolocationPositionError))
    renderPage()
    expect((await screen.findByRole('alert')).textContent).toBe('定位失败，已为您展示北京的门店')
    expect(screen.getByText('北京王府井店')).toBeTruthy()
    expect(get).not.toHaveBeenCalled()
  })

  it('reloads the shops around the position once it is known', async () => {
    stubGeolocation((ok) => ok({ coords: { latitude: 31.2, longitude: 121.5 } } as GeolocationPosition))
    get.mockResolvedValue({
      ...beijing,
      list: [shop(5, '上海陆家嘴店', { distance: 800, distance_show: '800m' })],
      fallback: 0,
    })
    renderPage()
    expect(await screen.findByText('上海陆家嘴店')).toBeTruthy()
    expect(get).toHaveBeenCalledWith('distributor/list', { lat: 31.2, lng: 121.5 })
    expect(screen.getByText('距您 800m')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('link', { name: /上海陆家嘴店/ }).getAttribute('href')).toBe('/shops/info?distributor_id=5')
  })

  it('filters by the selected tag; 全部 (index 0) shows every shop again', async () => {
    stubGeolocation((_ok, fail) => fail?.({ code: 2, message: 'unavailable' } as GeolocationPositionError))
    renderPage()
    await screen.findByRole('alert')
    const allTab = screen.getByRole('button', { name: '全部' })
    expect(allTab.getAttribute('aria-pressed')).toBe('true')

    get.mockResolvedValueOnce({ ...beijing, list: [shop(2, '北京望京店')] })
    fireEvent.click(screen.getByRole('button', { name: '可自提' }))
    await waitFor(() => expect(screen.queryByText('北京王府井店')).toBeNull())
    expect(get).toHaveBeenLastCalledWith('distributor/list', { city: '北京', tag_id: 8 })
    expect(screen.getByRole('button', { name: '可自提' }).getAttribute('aria-pressed')).toBe('true')

    get.mockResolvedValueOnce(beijing)
    fireEvent.click(allTab)
    expect(await screen.findByText('北京王府井店')).toBeTruthy()
    expect(get).toHaveBeenLastCalledWith('distributor/list', { city: '北京' })
  })

  it('falls back to Beijing when the browser cannot locate at all', async () => {
    stubGeolocation(undefined)
    renderPage()
    expect((await screen.findByRole('alert')).textContent).toBe('定位失败，已为您展示北京的门店')
  })
})
