// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import type { AdminArea } from '../../schemas/api/admin/areas.ts'
import type { GoodsListRow } from '../../schemas/api/admin/goods.ts'
import { toastStore } from '../../runtime/components/toast/toast.ts'
import { fail, ok, stubFetch, type Route } from '../../designer/shell/test-fetch.ts'
import { allowModalDialogs } from '../kit/test-dialogs.ts'
import { accessStore } from '../shell/access.ts'
import { GoodsListPage } from './GoodsListPage.tsx'
import { categories, brands } from './test-catalogue.ts'

function goods(fields: Partial<GoodsListRow> = {}): GoodsListRow {
  return {
    id: 1,
    item_name: '纯棉T恤',
    pic: '/uploads/tee.jpg',
    price_min: 5900,
    price_max: 8900,
    point_price: 0,
    store: 120,
    min_store: 20,
    sales: 31,
    approve_status: 'onsale',
    status: 'onsale',
    item_type: 'normal',
    product_type: 'normal',
    staff_goods: false,
    is_gift: false,
    category_id: 111,
    category_name: 'T恤',
    brand_id: 1,
    brand_name: '优衣库',
    created_at: 1_764_300_000,
    sku_count: 4,
    sku_id: null,
    ...fields,
  }
}

const tee = goods()
const cup = goods({
  id: 2,
  item_name: '保温杯',
  price_min: 4500,
  price_max: 4500,
  store: 8,
  sales: 3,
  approve_status: 'instock',
  status: 'instock',
  sku_count: 1,
  sku_id: 21,
})

/** Answers the list with `rows`, remembering each query. */
function listRoute(rows: GoodsListRow[] | (() => GoodsListRow[]), queries: URLSearchParams[] = []): Route {
  return ({ url }) => {
    queries.push(url.searchParams)
    const list = typeof rows === 'function' ? rows() : rows
    return ok({ list, total_count: list.length, status_counts: { all: 2, onsale: 1, instock: 1, soldout: 0 } })
  }
}

const catalogueRoutes = {
  'GET /api/admin/categories': ok(categories),
  'GET /api/admin/brands': ok({ list: brands, total_count: brands.length }),
}

function signIn(areas: AdminArea[]) {
  accessStore.setState({
    access: { kind: 'operator', operator: { id: 1, username: 'admin', name: '店长', role_name: '运营', areas } },
  })
}

function renderAt(url = '/goods') {
  const router = createMemoryRouter(
    [
      { path: '/goods', element: <GoodsListPage /> },
      { path: '/goods/:id', element: <p>编辑页</p> },
    ],
    { initialEntries: [url] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const toasts = () => toastStore.getState().toasts.map((t) => `${t.kind}:${t.message}`)
const rowOf = (name: string) => screen.getByText(name).closest('tr')!

beforeAll(allowModalDialogs)
beforeEach(() => {
  toastStore.setState({ toasts: [] })
  signIn(['goods', 'stock'])
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('商品列表', () => {
  it('lists the goods with their price range, stock, status and counts per tab', async () => {
    stubFetch({ ...catalogueRoutes, 'GET /api/admin/goods': listRoute([tee, cup]) })
    renderAt()
    expect(screen.getByRole('heading', { name: '商品列表' })).toBeTruthy()
    await screen.findByText('纯棉T恤')
    const row = rowOf('纯棉T恤')
    expect(within(row).getByText('¥59.00 ~ ¥89.00')).toBeTruthy()
    expect(within(row).getByText('出售中')).toBeTruthy()
    expect(within(row).getByText('4个规格')).toBeTruthy()
    expect(within(row).getByRole('link', { name: '编辑 纯棉T恤' }).getAttribute('href')).toBe('/goods/1')
    expect(within(rowOf('保温杯')).getByText('¥45.00')).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('tab', { name: /^全部\s*2$/ })).toBeTruthy())
    expect(screen.getByRole('tab', { name: /^仓库中\s*1$/ })).toBeTruthy()
    expect(screen.getByRole('tab', { name: /^已售罄\s*0$/ })).toBeTruthy()
    expect(screen.getByRole('link', { name: '新增商品' }).getAttribute('href')).toBe('/goods/new')
  })

  it('takes stock_below from the address and sends every filter as the list’s query', async () => {
    const queries: URLSearchParams[] = []
    stubFetch({ ...catalogueRoutes, 'GET /api/admin/goods': listRoute([cup, { ...tee, min_store: 3 }], queries) })
    const router = renderAt('/goods?stock_below=10')
    await screen.findByText('保温杯')
    expect(queries[0]!.get('stock_below')).toBe('10')
    // A goods with specs says how low its lowest SKU is.
    expect(within(rowOf('纯棉T恤')).getByText('最低 3')).toBeTruthy()
    expect((screen.getByRole('textbox', { name: '库存低于' }) as HTMLInputElement).value).toBe('10')

    fireEvent.change(screen.getByRole('textbox', { name: '关键字' }), { target: { value: ' T-001 ' } })
    await screen.findByRole('option', { name: '优衣库' })
    fireEvent.change(screen.getByRole('combobox', { name: '品牌' }), { target: { value: '1' } })
    fireEvent.change(screen.getByRole('combobox', { name: '商品类型' }), { target: { value: 'point' } })
    fireEvent.change(screen.getByRole('combobox', { name: '员工商品' }), { target: { value: '1' } })
    fireEvent.click(screen.getByRole('button', { name: '商品分类：全部分类' }))
    fireEvent.keyDown(screen.getByRole('treeitem', { name: '服装' }), { key: 'Enter' })
    expect(screen.getByRole('button', { name: '商品分类：服装' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '查询' }))

    await waitFor(() => {
      const last = queries.at(-1)!
      expect(Object.fromEntries(last)).toEqual({
        keywords: 'T-001',
        category_id: '1',
        brand_id: '1',
        item_type: 'point',
        staff_goods: '1',
        stock_below: '10',
        page: '1',
        pageSize: '20',
      })
    })
    expect(router.state.location.search).toContain('brand_id=1')

    // A tab adds its status; 重置 keeps the tab and clears the filters.
    fireEvent.click(screen.getByRole('tab', { name: /^仓库中/ }))
    await waitFor(() => expect(queries.at(-1)!.get('status')).toBe('instock'))
    fireEvent.click(screen.getByRole('button', { name: '重置' }))
    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1)!)).toEqual({ status: 'instock', page: '1', pageSize: '20' }),
    )
  })

  it('sorts by a column from its header, which says how it sorts', async () => {
    const queries: URLSearchParams[] = []
    stubFetch({ ...catalogueRoutes, 'GET /api/admin/goods': listRoute([tee, cup], queries) })
    renderAt()
    await screen.findByText('保温杯')
    const header = (name: string) => screen.getByRole('button', { name }).closest('th')!
    expect(header('创建时间').getAttribute('aria-sort')).toBe('descending')
    expect(header('价格').getAttribute('aria-sort')).toBe('none')

    fireEvent.click(screen.getByRole('button', { name: '价格' }))
    await waitFor(() => expect(queries.at(-1)!.get('sort')).toBe('price'))
    expect(queries.at(-1)!.get('order')).toBe('desc')
    expect(header('价格').getAttribute('aria-sort')).toBe('descending')
    expect(header('创建时间').getAttribute('aria-sort')).toBe('none')

    fireEvent.click(screen.getByRole('button', { name: '价格' }))
    await waitFor(() => expect(queries.at(-1)!.get('order')).toBe('asc'))
    expect(header('价格').getAttribute('aria-sort')).toBe('ascending')

    fireEvent.click(screen.getByRole('button', { name: '销量' }))
    await waitFor(() => expect(queries.at(-1)!.get('sort')).toBe('sales'))
    expect(queries.at(-1)!.get('order')).toBe('desc')
  })

  it('asks how many goods a bulk delete touches, says goods with orders are archived, then reports both', async () => {
    let rows = [tee, cup]
    const { calls } = stubFetch({
      ...catalogueRoutes,
      'GET /api/admin/goods': listRoute(() => rows),
      'POST /api/admin/goods/bulk': () => {
        rows = []
        return ok({
          results: [
            { id: 1, result: 'archived' },
            { id: 2, result: 'deleted' },
          ],
        })
      },
    })
    renderAt()
    await screen.findByText('保温杯')
    const bulk = screen.getByRole('group', { name: '批量操作' })
    expect((within(bulk).getByRole('button', { name: '批量删除' }) as HTMLButtonElement).disabled).toBe(true)

    fireEvent.click(screen.getByRole('checkbox', { name: '全选本页商品' }))
    expect(within(bulk).getByText('已选 2 件商品')).toBeTruthy()
    fireEvent.click(within(bulk).getByRole('button', { name: '批量删除' }))

    const dialog = screen.getByRole('dialog', { name: '提示' })
    expect(dialog.textContent).toContain('确定删除选中的 2 件商品？')
    expect(dialog.textContent).toContain('已有订单的商品不会被删除，而是归档')
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(toasts()).toEqual(['success:已删除 1 件商品，1 件有订单的商品已归档']))
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ ids: [1, 2], action: 'delete' })
    await screen.findByText('没有符合条件的商品')
  })

  it('cancels a bulk action from the dialog without sending it', async () => {
    const { calls } = stubFetch({ ...catalogueRoutes, 'GET /api/admin/goods': listRoute([tee, cup]) })
    renderAt()
    await screen.findByText('保温杯')
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 保温杯' }))
    fireEvent.click(screen.getByRole('button', { name: '批量上架' }))
    const dialog = screen.getByRole('dialog', { name: '提示' })
    expect(dialog.textContent).toContain('确定上架选中的 1 件商品？')
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it('edits a single-SKU goods’ stock in place, and shows the current stock when it changed meanwhile', async () => {
    let current = 8
    const { calls } = stubFetch({
      ...catalogueRoutes,
      'GET /api/admin/goods': listRoute(() => [{ ...cup, store: current }]),
      'PATCH /api/admin/goods/skus/21/stock': ({ body }) => {
        const { expected, value } = body as { expected: number; value: number }
        if (expected !== current) return fail(409, `库存已变化，当前库存${current}件，请刷新后重试`, { store: current })
        current = value
        return ok({ sku_id: 21, goods_id: 2, store: value, goods_store: value })
      },
    })
    renderAt()
    await screen.findByText('保温杯')
    // Someone sells two while the operator types.
    current = 6
    fireEvent.click(screen.getByRole('button', { name: '修改库存 保温杯' }))
    const input = screen.getByRole('textbox', { name: '保温杯 库存' })
    fireEvent.change(input, { target: { value: '50' } })
    fireEvent.click(screen.getByRole('button', { name: '保存' }))

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('库存已变化，当前库存6件，请刷新后重试')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(calls.find((call) => call.method === 'PATCH')!.body).toEqual({ mode: 'set', value: 50, expected: 8 })

    // The list was reloaded: saving again sends the stock now shown.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/admin/goods').length).toBe(2))
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(toasts()).toEqual(['success:库存已更新']))
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)!.body).toEqual({
      mode: 'set',
      value: 50,
      expected: 6,
    })
  })

  it('refuses a stock that is not a whole number without sending it', async () => {
    const { calls } = stubFetch({ ...catalogueRoutes, 'GET /api/admin/goods': listRoute([cup]) })
    renderAt()
    await screen.findByText('保温杯')
    fireEvent.click(screen.getByRole('button', { name: '修改库存 保温杯' }))
    fireEvent.change(screen.getByRole('textbox', { name: '保温杯 库存' }), { target: { value: '-3' } })
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    expect(screen.getByRole('alert').textContent).toMatch(/库存须为0到\d+的整数/)
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false)
  })

  it('shows a 仓库 operator the list and the stock edit, without 新增, 编辑, 删除 or bulk actions', async () => {
    signIn(['shipping', 'stock'])
    stubFetch({ ...catalogueRoutes, 'GET /api/admin/goods': listRoute([tee, cup]) })
    renderAt()
    await screen.findByText('保温杯')
    expect(screen.queryByRole('link', { name: '新增商品' })).toBeNull()
    expect(screen.queryByRole('link', { name: /^编辑/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /^删除/ })).toBeNull()
    expect(screen.queryByRole('group', { name: '批量操作' })).toBeNull()
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.getByRole('button', { name: '修改库存 保温杯' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '规格库存 纯棉T恤' })).toBeTruthy()
  })
})
