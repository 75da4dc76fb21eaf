// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import type { CartLine } from '../../api/cart.ts'
import { getApi } from '../../api/index.ts'
import { Toaster } from '../../components/toast/Toaster.tsx'
import { toastStore } from '../../components/toast/toast.ts'
import { CartStoreProvider, createCartStore, type CartStore } from '../../stores/cart.ts'
import { Cart, CHECKOUT_HREF } from './Cart.tsx'
import { cartLine } from '../../stores/cart-fixtures.ts'
import { cartAnswer, fakeCartServer, SERVER_DISCOUNT, type FakeCartServer, type ShopOf } from './test-cart-server.ts'

const tee = cartLine({
  cart_id: 1,
  sku_id: 11,
  item_id: 41,
  title: '纯棉T恤',
  price: 7900,
  quantity: 2,
  store: 5,
  spec_info: { color: '米白', size: 'M', desc: '颜色:米白 尺码:M' },
})
const nuts = cartLine({ cart_id: 2, sku_id: 22, item_id: 66, title: '每日坚果', price: 5900, quantity: 1, store: 100 })
const soldOut = cartLine({
  cart_id: 3,
  sku_id: 33,
  item_id: 53,
  title: '修护精华',
  price: 39900,
  quantity: 1,
  store: 0,
  valid: false,
  invalid_reason: '商品已售罄',
})

// The browser's API client binds fetch when first made, so one stub serves the whole file.
let server: FakeCartServer
const fetchStub = vi.fn<typeof fetch>((input, init) => server.fetch(input, init))
beforeAll(() => vi.stubGlobal('fetch', fetchStub))
afterAll(() => vi.unstubAllGlobals())

afterEach(() => {
  cleanup()
  toastStore.setState({ toasts: [] })
})

function LocationProbe() {
  const { pathname, search } = useLocation()
  return <output data-testid="location">{pathname + search}</output>
}

function renderCart(lines: CartLine[], shopOf?: ShopOf): { store: CartStore } {
  server = fakeCartServer(lines, shopOf)
  const store = createCartStore(getApi)
  const router = createMemoryRouter(
    [
      {
        path: '/cart',
        loader: () => ({ cartInfo: cartAnswer(server.lines, shopOf).cartInfo }),
        Component: Cart,
        HydrateFallback: () => null,
      },
      { path: '/cart/checkout', Component: LocationProbe },
    ],
    { initialEntries: ['/cart'] },
  )
  render(
    <CartStoreProvider store={store}>
      <RouterProvider router={router} />
      <Toaster />
    </CartStoreProvider>,
  )
  return { store }
}

const writes = () => server.calls.filter((call) => call.method !== 'GET')
const row = (title: string) => screen.getByRole('link', { name: title }).closest('tr') as HTMLElement
const totalText = () => screen.getByText(/^合计（不含运费）/).textContent
const yuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`

describe('the cart page', () => {
  it('lists the lines by shop with picture, spec, price, quantity and subtotal, and the server total', async () => {
    renderCart([tee, nuts], (line) => (line.cart_id === 2 ? 3 : 0))
    await screen.findByRole('heading', { name: /我的购物车/ })
    expect(screen.getByRole('heading', { name: /我的购物车/ }).textContent).toContain('共3件')
    for (const header of ['商品信息', '单价', '数量', '小计', '操作'])
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy()
    expect(screen.getByRole('rowgroup', { name: '商城自营' })).toBeTruthy()
    expect(within(screen.getByRole('rowgroup', { name: '店铺3' })).getByRole('link', { name: '每日坚果' })).toBeTruthy()

    const teeRow = row('纯棉T恤')
    expect(teeRow.querySelector('.mf-cart-goods__spec')!.textContent).toBe('颜色：米白  尺码：M')
    expect(within(teeRow).getByText('¥79.00')).toBeTruthy()
    expect(within(teeRow).getByText('¥158.00')).toBeTruthy()
    expect(within(teeRow).getByRole<HTMLInputElement>('textbox', { name: '纯棉T恤 购买数量' }).value).toBe('2')
    const image = teeRow.querySelector('img')!
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['80', '80'])
    expect(image.closest('a')!.getAttribute('href')).toBe('/items/41')

    // 158 + 59 − the server's 满减: what the server says, not a sum of the lines.
    expect(totalText()).toBe(`合计（不含运费）：${yuan(15800 + 5900 - SERVER_DISCOUNT)}`)
    expect(screen.getByText(/^已选/).textContent).toBe('已选 3 件商品')
  })

  it('unticks a line and takes the new total from the answer', async () => {
    const { store } = renderCart([tee, nuts])
    const box = await screen.findByRole<HTMLInputElement>('checkbox', { name: '选择 每日坚果' })
    fireEvent.click(box)
    expect(box.checked).toBe(false)
    await waitFor(() => expect(totalText()).toBe(`合计（不含运费）：${yuan(15800 - SERVER_DISCOUNT)}`))
    const [call] = writes()
    expect(call!.method).toBe('PUT')
    expect(call!.path).toBe('cartupdate/checkstatus')
    expect(call!.fields.getAll('cart_id[]')).toEqual(['2'])
    expect(call!.fields.get('is_checked')).toBe('0')
    expect(
      screen.getAllByRole<HTMLInputElement>('checkbox', { name: '全选' }).map((b) => [b.checked, b.indeterminate]),
    ).toEqual([
      [false, true],
      [false, true],
    ])
    expect(store.getState().cartInfo?.totalCart.number).toBe(1)
  })

  it('selects and unselects everything with 全选, and blocks 去结算 with 请选择商品 when nothing is ticked', async () => {
    renderCart([tee, nuts])
    const [selectAll] = await screen.findAllByRole<HTMLInputElement>('checkbox', { name: '全选' })
    expect(selectAll!.checked).toBe(true)
    fireEvent.click(selectAll!)
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: '去结算' }).disabled).toBe(true))
    const call = writes().at(-1)!
    expect(call.path).toBe('cartupdate/checkstatus')
    expect(call.fields.has('cart_id[]')).toBe(false)
    expect(call.fields.get('is_checked')).toBe('0')
    expect(screen.getByRole('button', { name: '去结算' }).getAttribute('aria-describedby')).toBe(
      screen.getByText('请选择商品').id,
    )
    expect(totalText()).toBe('合计（不含运费）：¥0.00')
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '删除选中的商品' }).disabled).toBe(true)

    fireEvent.click(screen.getAllByRole('checkbox', { name: '全选' })[1]!)
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: '去结算' }).disabled).toBe(false))
    expect(screen.queryByText('请选择商品')).toBeNull()
  })

  it('sends one quantity change for quick clicks, after the debounce, and shows the new subtotal', async () => {
    const { store } = renderCart([tee])
    const group = await screen.findByRole('group', { name: '纯棉T恤 数量' })
    fireEvent.click(within(group).getByRole('button', { name: '增加数量' }))
    fireEvent.click(within(group).getByRole('button', { name: '增加数量' }))
    expect(within(group).getByRole<HTMLInputElement>('textbox').value).toBe('4')
    expect(writes()).toEqual([])
    await waitFor(() => expect(within(row('纯棉T恤')).getByText('¥316.00')).toBeTruthy())
    expect(writes().map((call) => [call.path, call.fields.get('cart_id'), call.fields.get('num')])).toEqual([
      ['cartupdate/num', '1', '4'],
    ])
    expect(totalText()).toBe(`合计（不含运费）：${yuan(31600 - SERVER_DISCOUNT)}`)
    // The mini cart's badge reads the same store.
    expect(store.getState().count).toBe(4)
  })

  it('clamps a typed quantity to the stock with the spec message, and to 1 below it', async () => {
    const { store } = renderCart([tee])
    const input = await screen.findByRole<HTMLInputElement>('textbox', { name: '纯棉T恤 购买数量' })
    // The page hands its cart to the store after the first render; typing starts after that render.
    await waitFor(() => expect(store.getState().cartInfo).not.toBeNull())
    fireEvent.change(input, { target: { value: '99' } })
    fireEvent.blur(input)
    expect(input.value).toBe('5')
    expect(await screen.findByText('库存不足，最大库存为5件', { selector: '.mf-toast__text' })).toBeTruthy()
    // At the stock the − stays usable and the + is off, with the limit under the stepper.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '增加数量' }).disabled).toBe(true)
    expect(screen.getByText('库存不足，最大库存为5件', { selector: '.mf-cart-qty__hint' })).toBeTruthy()

    fireEvent.change(input, { target: { value: '0' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(input.value).toBe('1')
    expect(await screen.findByText('此商品的最小购买数量为1件')).toBeTruthy()
    await waitFor(() => expect(writes().map((call) => call.fields.get('num'))).toEqual(['1']))
  })

  it('puts the quantity back and shows the server message when the server refuses it', async () => {
    renderCart([tee])
    const group = await screen.findByRole('group', { name: '纯棉T恤 数量' })
    server.refuseQuantity = { status: 409, message: '库存不足，最大库存为2件' }
    fireEvent.click(within(group).getByRole('button', { name: '增加数量' }))
    expect(within(group).getByRole<HTMLInputElement>('textbox').value).toBe('3')
    expect(await screen.findByText('库存不足，最大库存为2件', { selector: '.mf-toast__text' })).toBeTruthy()
    await waitFor(() => expect(within(group).getByRole<HTMLInputElement>('textbox').value).toBe('2'))
    expect(within(row('纯棉T恤')).getByText('¥158.00')).toBeTruthy()
    // The cart is read again, in case the stock changed meanwhile.
    await waitFor(() => expect(server.calls.filter((call) => call.path === 'cart/list')).toHaveLength(1))
  })

  it('deletes a line only after the confirm dialog, then says 商品删除成功', async () => {
    const { store } = renderCart([tee, nuts])
    fireEvent.click(await screen.findByRole('button', { name: '删除 每日坚果' }))
    const dialog = screen.getByRole('dialog', { name: '提示' })
    expect(within(dialog).getByText('请确认是否移除该商品?')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    expect(writes()).toEqual([])

    fireEvent.click(screen.getByRole('button', { name: '删除 每日坚果' }))
    fireEvent.click(within(screen.getByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('商品删除成功')).toBeTruthy()
    expect(writes().map((call) => [call.method, call.path, call.fields.getAll('cart_id[]')])).toEqual([
      ['DELETE', 'cartdel', ['2']],
    ])
    await waitFor(() => expect(screen.queryByRole('link', { name: '每日坚果' })).toBeNull())
    expect(store.getState().count).toBe(2)
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: /我的购物车/ }))
  })

  it('deletes the ticked lines together', async () => {
    renderCart([tee, nuts])
    fireEvent.click(await screen.findByRole('button', { name: '删除选中的商品' }))
    const dialog = screen.getByRole('dialog', { name: '提示' })
    expect(within(dialog).getByText('请确认是否移除选中的2种商品?')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('购物车空空如也')).toBeTruthy()
    expect(writes()[0]!.fields.getAll('cart_id[]')).toEqual(['1', '2'])
  })

  it('greys invalid lines under 失效商品 without a tick box, and 清空失效商品 removes them all', async () => {
    renderCart([tee, soldOut])
    const invalid = await screen.findByRole('rowgroup', { name: '失效商品' })
    expect(within(invalid).getByText('商品已售罄')).toBeTruthy()
    expect(within(invalid).queryByRole('checkbox')).toBeNull()
    expect(within(invalid).queryByRole('textbox')).toBeNull()
    expect(screen.getByRole('heading', { name: /我的购物车/ }).textContent).toContain('共3件')

    fireEvent.click(within(invalid).getByRole('button', { name: '清空失效商品' }))
    fireEvent.click(within(screen.getByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('rowgroup', { name: '失效商品' })).toBeNull())
    expect(writes()[0]!.fields.getAll('cart_id[]')).toEqual(['3'])
  })

  it('shows 购物车空空如也 with 去逛逛 for an empty cart', async () => {
    renderCart([])
    expect(await screen.findByText('购物车空空如也')).toBeTruthy()
    expect(screen.getByRole('link', { name: '去逛逛' }).getAttribute('href')).toBe('/')
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.queryByRole('button', { name: '去结算' })).toBeNull()
  })

  it('sends a waiting quantity change before going to checkout', async () => {
    renderCart([tee])
    const group = await screen.findByRole('group', { name: '纯棉T恤 数量' })
    fireEvent.click(within(group).getByRole('button', { name: '减少数量' }))
    fireEvent.click(screen.getByRole('button', { name: '去结算' }))
    expect(await screen.findByTestId('location')).toBeTruthy()
    expect(screen.getByTestId('location').textContent).toBe(CHECKOUT_HREF)
    expect(writes().map((call) => call.fields.get('num'))).toEqual(['1'])
  })

  it('lets the shopper pick which of several promotions a line takes part in', async () => {
    const promoted = cartLine({
      ...nuts,
      goodspromotion: [
        { promotion_id: 3, promotion_type: 'full_reduction', promotion_tag: '满减', marketing_name: '满99减10' },
        { promotion_id: 4, promotion_type: 'discount', promotion_tag: '折扣', marketing_name: '限时8.8折' },
      ],
      selected_promotion: 3,
    })
    renderCart([promoted])
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: '每日坚果 参加的促销' })
    expect(select.value).toBe('3')
    fireEvent.change(select, { target: { value: '4' } })
    await waitFor(() =>
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: '每日坚果 参加的促销' }).value).toBe('4'),
    )
    const call = writes()[0]!
    expect([call.method, call.path]).toEqual(['POST', 'cartupdate/batch'])
    expect(JSON.parse(call.fields.get('cart_params')!)).toEqual([{ cart_id: 2, sku_id: 22, selected_promotion: '4' }])
  })
})
