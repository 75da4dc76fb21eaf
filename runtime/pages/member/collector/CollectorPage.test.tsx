// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Http } from '../../../api/http.ts'
import { toastStore } from '../../../components/toast/toast.ts'
import { apiStub, memberRequest, renderPage, thrownBy } from '../coupon/asset-test-kit.tsx'
import CollectorPage from './CollectorPage.tsx'
import FollowPage, { shopAddress } from './FollowPage.tsx'
import { goodsCardOf, payablePrice } from './goods-card-of.ts'
import {
  loadCollectedGoods,
  loadFollowedShops,
  type CollectedGoodsData,
  type FollowedShopsData,
} from './load-collector.ts'
import { collectedGoods, collectedShop } from './test-goods.ts'

const api = apiStub()
beforeAll(() => vi.stubGlobal('fetch', api.fetchMock))
afterAll(() => vi.unstubAllGlobals())
beforeEach(() => api.reset())
afterEach(() => {
  cleanup()
  toastStore.setState({ toasts: [] })
})

const toasts = () => toastStore.getState().toasts.map((toast) => toast.message)
const goodsData = (overrides: Partial<CollectedGoodsData> = {}): CollectedGoodsData => ({
  page: 1,
  goods: [
    collectedGoods(),
    collectedGoods({ item_id: 2, fav_id: 2, item_name: '极光 GT5 游戏手机', approve_status: 'instock' }),
  ],
  total: 2,
  shopCount: 3,
  ...overrides,
})
const shopsData = (overrides: Partial<FollowedShopsData> = {}): FollowedShopsData => ({
  page: 1,
  shops: [collectedShop()],
  total: 1,
  goodsCount: 2,
  ...overrides,
})

describe('CollectorPage (商品收藏)', () => {
  it('shows the goods at the member’s price, off-shelf goods greyed, and both tabs with counts', async () => {
    renderPage(CollectorPage, '/member/collector', '/member/collector', goodsData())
    const charger = (await screen.findByRole('link', { name: /星河 67W/ })).closest('article')!
    expect(within(charger as HTMLElement).getByText('¥94.05')).toBeTruthy()
    expect(charger.getAttribute('class')).not.toContain('is-invalid')
    const phone = screen.getByRole('link', { name: /极光 GT5/ }).closest('article')!
    expect(phone.getAttribute('class')).toContain('is-invalid')
    expect(within(phone as HTMLElement).getByText('已失效')).toBeTruthy()

    const tabs = screen.getByRole('navigation', { name: '收藏类型' })
    expect(within(tabs).getByRole('link', { name: '商品收藏 2', current: 'page' }).getAttribute('href')).toBe(
      '/member/collector',
    )
    expect(within(tabs).getByRole('link', { name: '店铺收藏 3' }).getAttribute('href')).toBe('/member/follow')
  })

  it('removes a goods only after the confirm, says 商品移除收藏成功 and reads the list again', async () => {
    const { loader } = renderPage(CollectorPage, '/member/collector', '/member/collector', goodsData())
    fireEvent.click(await screen.findByRole('button', { name: '取消收藏：星河 67W 氮化镓快充充电器套装' }))
    const dialog = await screen.findByRole('dialog', { name: '取消收藏' })
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    expect(api.sent.some((call) => call.path === 'member/collect/item')).toBe(false)

    fireEvent.click(screen.getByRole('button', { name: '取消收藏：星河 67W 氮化镓快充充电器套装' }))
    const loads = loader.mock.calls.length
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: '取消收藏' })).getByRole('button', { name: '确定' }),
    )
    await waitFor(() => expect(toasts()).toContain('商品移除收藏成功'))
    const call = api.sent.find((sent) => sent.path === 'member/collect/item')!
    expect(call.method).toBe('DELETE')
    expect(call.body.getAll('item_ids[]')).toEqual(['7'])
    await waitFor(() => expect(loader.mock.calls.length).toBeGreaterThan(loads))
  })

  it('shows the empty state with a way to the goods', async () => {
    renderPage(CollectorPage, '/member/collector', '/member/collector', goodsData({ goods: [], total: 0 }))
    await screen.findByText('您还没有收藏商品')
    expect(screen.getByRole('link', { name: '去逛逛' }).getAttribute('href')).toBe('/items')
  })
})

describe('FollowPage (店铺收藏)', () => {
  it('lists the shop with its address, tags and 进入店铺', async () => {
    renderPage(FollowPage, '/member/follow', '/member/follow', shopsData())
    expect(
      (await screen.findByRole('link', { name: '进入店铺：mallfront 北京三里屯旗舰店' })).getAttribute('href'),
    ).toBe('/shops/info?distributor_id=1')
    expect(screen.getByText('北京市 朝阳区 三里屯路 19 号院')).toBeTruthy()
    expect(screen.getByText('旗舰店')).toBeTruthy()
    expect(screen.getByRole('link', { name: '店铺收藏 1', current: 'page' })).toBeTruthy()
  })

  it('unfollows after the confirm', async () => {
    const { loader } = renderPage(FollowPage, '/member/follow', '/member/follow', shopsData())
    fireEvent.click(await screen.findByRole('button', { name: '取消关注：mallfront 北京三里屯旗舰店' }))
    const dialog = await screen.findByRole('dialog', { name: '取消关注' })
    expect(dialog.textContent).toContain('确定不再关注“mallfront 北京三里屯旗舰店”吗？')
    const loads = loader.mock.calls.length
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(toasts()).toContain('已取消关注'))
    const call = api.sent.find((sent) => sent.path === 'member/collect/distribution')!
    expect(call.method).toBe('DELETE')
    expect(call.body.get('distributor_id')).toBe('1')
    await waitFor(() => expect(loader.mock.calls.length).toBeGreaterThan(loads))
  })

  it('shows the empty state', async () => {
    renderPage(FollowPage, '/member/follow', '/member/follow', shopsData({ shops: [], total: 0 }))
    await screen.findByText('您还没有关注店铺')
  })
})

describe('collector helpers', () => {
  it('writes a shop address once per place name', () => {
    expect(shopAddress({ province: '北京市', city: '北京市', area: '朝阳区', address: '三里屯路' })).toBe(
      '北京市 朝阳区 三里屯路',
    )
    expect(shopAddress({ province: '', city: '', area: '', address: '' })).toBe('')
  })

  it('prices a card at what the member pays now', () => {
    expect(payablePrice({ activity_price: 5000, member_price: 9405, price: 9900 })).toBe(5000)
    expect(payablePrice({ activity_price: null, member_price: 9405, price: 9900 })).toBe(9405)
    expect(payablePrice({ activity_price: null, member_price: 0, price: 9900 })).toBe(9900)
    expect(goodsCardOf(collectedGoods({ valid_lucky: 1 }), 1).valid_lucky).toBe(1)
  })
})

describe('collector loaders', () => {
  it('read a page of each tab with the other tab’s count, and clamp a page past the end', async () => {
    const paged = vi.fn(async (path: string, query: { page_size: number }) => ({
      list: [],
      total: path === 'member/collect/item' ? 25 : 4,
      query,
    }))
    const http = { paged } as unknown as Http
    const goods = await loadCollectedGoods(http, memberRequest('/member/collector?page=2'))
    expect(paged).toHaveBeenCalledWith('member/collect/item', { page_no: 2, page_size: 20 }, undefined)
    expect(goods).toMatchObject({ page: 2, total: 25, shopCount: 4 })
    const shops = await loadFollowedShops(http, memberRequest('/member/follow'))
    expect(shops).toMatchObject({ page: 1, total: 4, goodsCount: 25 })
    const thrown = (await thrownBy(loadFollowedShops(http, memberRequest('/member/follow?page=3')))) as Response
    expect(thrown.headers.get('location')).toBe('/member/follow')
  })
})
