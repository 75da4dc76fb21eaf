// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { OrderCard } from '../../../api/orders.ts'
import { toastStore } from '../../../components/toast/toast.ts'
import { SCROLL_MEMORY_KEY } from '../../../lib/scroll-memory.ts'
import { ORDERS_BY_STATUS, countsFixture } from '../orders/test-orders.ts'
import TradePage from './TradePage.tsx'
import type { TradeData } from './load-trade.ts'
import { TRADE_LIST_KEY, markTradeReturn } from './trade-return.ts'
import { pageRoute, renderSignedIn } from '../../../stores/test-render.tsx'
import { json, stubShopperApi } from '../../../api/test-fetch.ts'

const sent = stubShopperApi(async ({ path }) => {
  if (path === 'order/cancel')
    return json({
      data: { order_id: '100000000000000001', status: 'CANCEL', cancel_reason: '不想要了', refund_fee: 0 },
    })
  if (path === 'order/confirmReceipt')
    return json({ data: { order_id: '100000000000000003', status: 'DONE', finished_at: 1, point_earned: 56 } })
  if (path === 'trade.delete') return json({ data: { order_id: '100000000000000004', deleted: true } })
  return json({ data: {} })
})

afterEach(() => {
  toastStore.setState({ toasts: [] })
  sessionStorage.clear()
  vi.restoreAllMocks()
})

function data(overrides: Partial<TradeData> = {}): TradeData {
  const list = Object.values(ORDERS_BY_STATUS)
  return { tab: 'all', page: 1, list, total: list.length, counts: countsFixture(), shopNames: {}, ...overrides }
}

function renderTrade(path: string, loaded: TradeData | (() => TradeData)) {
  const loader = vi.fn(typeof loaded === 'function' ? loaded : () => loaded)
  const router = renderSignedIn([pageRoute('/member/trade', TradePage, loader)], path)
  return { loader, router }
}

const orderCard = (order: OrderCard) => screen.findByRole('article', { name: `订单${order.order_id}` })
const tabs = () => screen.getByRole('navigation', { name: '订单状态' })

describe('TradePage', () => {
  it('marks the tab of the address and shows each tab’s count', async () => {
    renderTrade('/member/trade?status=notpay', data({ tab: 'notpay', list: [ORDERS_BY_STATUS.notpay], total: 1 }))
    await orderCard(ORDERS_BY_STATUS.notpay)
    const current = within(tabs()).getByRole('link', { current: 'page' })
    expect(current.getAttribute('aria-label')).toBe('待付款 1')
    expect(within(tabs()).getByRole('link', { name: '已完成 2' }).getAttribute('href')).toBe(
      '/member/trade?status=done',
    )
    expect(within(tabs()).getByRole('link', { name: '全部订单' }).getAttribute('href')).toBe('/member/trade')
    expect(screen.getByRole('link', { name: '我的订单', current: 'page' })).toBeTruthy()
  })

  it('offers the actions each status allows', async () => {
    renderTrade('/member/trade', data())
    const actions = async (order: OrderCard) =>
      [...(await orderCard(order)).querySelectorAll('button, a')]
        .map((control) => control.textContent)
        .filter((text) => ['去支付', '取消订单', '确认收货', '查看物流', '删除订单', '订单详情'].includes(text ?? ''))
    expect(await actions(ORDERS_BY_STATUS.notpay)).toEqual(['去支付', '取消订单', '订单详情'])
    expect(await actions(ORDERS_BY_STATUS.payed)).toEqual(['取消订单', '订单详情'])
    expect(await actions(ORDERS_BY_STATUS.shipped)).toEqual(['确认收货', '查看物流', '订单详情'])
    expect(await actions(ORDERS_BY_STATUS.done)).toEqual(['查看物流', '删除订单', '订单详情'])
    expect(await actions(ORDERS_BY_STATUS.cancelled)).toEqual(['删除订单', '订单详情'])
    expect(await actions(ORDERS_BY_STATUS.aftersales)).toEqual(['查看物流', '订单详情'])

    const unpaid = within(await orderCard(ORDERS_BY_STATUS.notpay))
    expect(unpaid.getByRole('link', { name: /去支付/ }).getAttribute('href')).toBe(
      '/cashier?order_id=100000000000000001',
    )
    expect(unpaid.getByText('待付款')).toBeTruthy()
    expect(unpaid.getByText('2026-11-23 12:00:00')).toBeTruthy()
    expect(unpaid.getByText('商城自营')).toBeTruthy()
    expect(unpaid.getByText('¥94.05', { selector: 'strong' })).toBeTruthy()
    expect(within(await orderCard(ORDERS_BY_STATUS.aftersales)).getAllByText('售后中').length).toBeGreaterThan(0)
    expect(
      within(await orderCard(ORDERS_BY_STATUS.shipped))
        .getByRole('link', { name: /查看物流/ })
        .getAttribute('href'),
    ).toBe('/member/trade/100000000000000003#logistics')
  })

  it('asks for a cancel reason, cancels with it, says so and reads the list again', async () => {
    const { loader } = renderTrade('/member/trade', data())
    const card = within(await orderCard(ORDERS_BY_STATUS.notpay))
    fireEvent.click(card.getByRole('button', { name: /取消订单/ }))
    const dialog = await screen.findByRole('dialog', { name: '取消订单' })
    fireEvent.click(within(dialog).getByRole('button', { name: '确定取消' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('请选择取消原因')
    expect(sent.some((call) => call.path === 'order/cancel')).toBe(false)

    const select = within(dialog).getByRole('combobox', { name: '取消原因' })
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      '请选择取消原因',
      '不想要了',
      '商品选错了',
      '地址填错了',
      '其他',
    ])
    fireEvent.change(select, { target: { value: '其他' } })
    fireEvent.change(within(dialog).getByRole('textbox', { name: '补充说明' }), { target: { value: '买重复了' } })
    const loads = loader.mock.calls.length
    fireEvent.click(within(dialog).getByRole('button', { name: '确定取消' }))

    await waitFor(() => expect(toastStore.getState().toasts.map((t) => t.message)).toContain('订单已取消'))
    const call = sent.find((c) => c.path === 'order/cancel')!
    expect(call.body.get('order_id')).toBe('100000000000000001')
    expect(call.body.get('cancel_reason')).toBe('其他：买重复了')
    await waitFor(() => expect(loader.mock.calls.length).toBeGreaterThan(loads))
  })

  it('tells a paid order’s member that the money goes back', async () => {
    renderTrade('/member/trade', data())
    fireEvent.click(within(await orderCard(ORDERS_BY_STATUS.payed)).getByRole('button', { name: /取消订单/ }))
    const dialog = await screen.findByRole('dialog', { name: '取消订单' })
    expect(dialog.textContent).toContain('原路退回')
  })

  it('confirms receipt and deletes only after a confirm', async () => {
    const { loader } = renderTrade('/member/trade', data())
    fireEvent.click(within(await orderCard(ORDERS_BY_STATUS.shipped)).getByRole('button', { name: /确认收货/ }))
    const confirm = await screen.findByRole('dialog', { name: '确认收货' })
    expect(sent.some((c) => c.path === 'order/confirmReceipt')).toBe(false)
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }))
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((t) => t.message)).toContain('确认收货成功，获得56积分'),
    )
    expect(sent.find((c) => c.path === 'order/confirmReceipt')!.body.get('order_id')).toBe('100000000000000003')

    fireEvent.click(within(await orderCard(ORDERS_BY_STATUS.done)).getByRole('button', { name: /删除订单/ }))
    const remove = await screen.findByRole('dialog', { name: '删除订单' })
    fireEvent.click(within(remove).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(toastStore.getState().toasts.map((t) => t.message)).toContain('删除成功！'))
    expect(sent.find((c) => c.path === 'trade.delete')!.body.get('order_id')).toBe('100000000000000004')
    await waitFor(() => expect(loader.mock.calls.length).toBeGreaterThanOrEqual(3))
  })

  it('shows the empty state of a tab with a way to the goods', async () => {
    renderTrade('/member/trade?status=done', data({ tab: 'done', list: [], total: 0 }))
    await screen.findByText('您还没有相关订单')
    expect(screen.getByRole('link', { name: '去逛逛' }).getAttribute('href')).toBe('/items')
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull()
  })

  it('pages with at most three page buttons, keeping the tab', async () => {
    renderTrade(
      '/member/trade?status=notpay&page=3',
      data({ tab: 'notpay', page: 3, total: 95, list: [ORDERS_BY_STATUS.notpay] }),
    )
    const pager = await screen.findByRole('navigation', { name: '分页' })
    const pages = [...pager.querySelectorAll('[aria-label^="第"]')]
    expect(pages.map((p) => p.textContent)).toEqual(['2', '3', '4'])
    expect(within(pager).getByRole('link', { name: '下一页' }).getAttribute('href')).toBe(
      '/member/trade?status=notpay&page=4',
    )
  })

  it('comes back to where the list was scrolled when returning from an order', async () => {
    const url = '/member/trade?status=notpay&page=2'
    sessionStorage.setItem(SCROLL_MEMORY_KEY, JSON.stringify({ [url]: 640 }))
    markTradeReturn(url)
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    renderTrade(url, data({ tab: 'notpay', page: 2, total: 12, list: [ORDERS_BY_STATUS.notpay] }))
    await orderCard(ORDERS_BY_STATUS.notpay)
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 640))
    expect(sessionStorage.getItem(TRADE_LIST_KEY)).toBe(url)
  })

  it('starts at the top on a fresh visit', async () => {
    const url = '/member/trade?status=notpay'
    sessionStorage.setItem(SCROLL_MEMORY_KEY, JSON.stringify({ [url]: 640 }))
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    renderTrade(url, data({ tab: 'notpay', list: [ORDERS_BY_STATUS.notpay], total: 1 }))
    await orderCard(ORDERS_BY_STATUS.notpay)
    await waitFor(() => expect(sessionStorage.getItem(TRADE_LIST_KEY)).toBe(url))
    expect(scrollTo).not.toHaveBeenCalled()
  })
})
