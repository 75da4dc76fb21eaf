// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import type { GoodsDetail, SkuView } from '../../schemas/api/admin/goods.ts'
import { toastStore } from '../../runtime/components/toast/toast.ts'
import { fail, ok, stubFetch, type Route } from '../../designer/shell/test-fetch.ts'
import { allowModalDialogs } from '../kit/test-dialogs.ts'
import { accessStore } from '../shell/access.ts'
import { GoodsEditorPage } from './GoodsEditorPage.tsx'
import { brands, categories } from './test-catalogue.ts'

const grades = [
  { id: 1, name: '普通会员', discount: 0, is_default: true },
  { id: 2, name: '黄金会员', discount: 5, is_default: false },
]

function sku(id: number, values: [string, string], ids: [number, number], store: number, bn: string): SkuView {
  return {
    id,
    spec_values: values,
    spec_value_ids: ids,
    spec_desc: `颜色:${values[0]} 尺码:${values[1]}`,
    price: 9900,
    market_price: 12900,
    cost: 3000,
    member_prices: id === 101 ? [{ grade_id: 2, price: 9500 }] : [],
    staff_price: null,
    store,
    sales: 0,
    bn,
    weight: 200,
    image_url: '',
  }
}

const tee: GoodsDetail = {
  id: 7,
  item_name: '纯棉T恤',
  sub_title: '夏季新款',
  brand_id: 1,
  brand_name: '优衣库',
  category_id: 111,
  category_name: 'T恤',
  main_category_id: null,
  tags: ['新品'],
  pics: ['/uploads/tee-1.jpg', '/uploads/tee-2.jpg'],
  nospec: false,
  spec_groups: [
    {
      id: 1,
      name: '颜色',
      values: [
        { id: 11, name: '黑色', image_url: '/uploads/black.jpg', color: '' },
        { id: 12, name: '白色', image_url: '', color: '' },
      ],
    },
    {
      id: 2,
      name: '尺码',
      values: [
        { id: 21, name: 'M', image_url: '', color: '' },
        { id: 22, name: 'L', image_url: '', color: '' },
      ],
    },
  ],
  skus: [
    sku(101, ['黑色', 'M'], [11, 21], 10, 'TEE-BK-M'),
    sku(102, ['黑色', 'L'], [11, 22], 20, 'TEE-BK-L'),
    sku(103, ['白色', 'M'], [12, 21], 30, 'TEE-WH-M'),
    sku(104, ['白色', 'L'], [12, 22], 5, 'TEE-WH-L'),
  ],
  description: '<p>100% 棉</p>',
  item_type: 'normal',
  point_price: 0,
  staff_goods: false,
  product_type: 'normal',
  is_gift: false,
  approve_status: 'onsale',
  status: 'onsale',
  unit: '件',
  sort: 3,
  price: 9900,
  market_price: 12900,
  staff_price: null,
  store: 65,
  sales: 0,
  has_orders: false,
  created_at: 1_764_300_000,
  updated_at: 1_764_300_000,
}

const routes = (extra: Record<string, Route> = {}): Record<string, Route> => ({
  'GET /api/admin/categories': ok(categories),
  'GET /api/admin/brands': ok({ list: brands, total_count: brands.length }),
  'GET /api/admin/goods/editor-options': ok({ grades }),
  'GET /api/admin/goods/7': ok(tee),
  ...extra,
})

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/goods', element: <p>商品列表页</p> },
      { path: '/goods/new', element: <GoodsEditorPage /> },
      { path: '/goods/:id', element: <GoodsEditorPage /> },
    ],
    { initialEntries: [url] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const toasts = () => toastStore.getState().toasts.map((t) => `${t.kind}:${t.message}`)
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement
/** The message an input points to with aria-describedby. */
const messageOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })

function addValue(group: string, value: string) {
  const adder = screen.getByRole('textbox', { name: `新的${group}规格值` })
  type(adder, value)
  fireEvent.keyDown(adder, { key: 'Enter' })
}

beforeAll(allowModalDialogs)
beforeEach(() => {
  toastStore.setState({ toasts: [] })
  accessStore.setState({
    access: {
      kind: 'operator',
      operator: { id: 1, username: 'admin', name: '店长', role_name: '运营', areas: ['goods', 'stock'] },
    },
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('新增商品', () => {
  it('shows the breadcrumb and the sections with their anchors', async () => {
    stubFetch(routes())
    renderAt('/goods/new')
    await screen.findByRole('form', { name: '新增商品' })
    const crumbs = screen.getByRole('navigation', { name: '面包屑' })
    expect(crumbs.textContent).toBe('商品商品列表新增商品')
    expect(within(crumbs).getByRole('link', { name: '商品列表' }).getAttribute('href')).toBe('/goods')
    const anchors = within(screen.getByRole('navigation', { name: '商品信息区块' })).getAllByRole('link')
    expect(anchors.map((a) => a.textContent)).toEqual([
      '基本信息',
      '商品图片',
      '规格与库存',
      '商品详情',
      '商品类型',
      '员工内购',
      '赠品与上架',
    ])
    for (const anchor of anchors)
      expect(document.getElementById(anchor.getAttribute('href')!.slice(1))?.tagName).toBe('SECTION')
    const toolbar = screen.getByRole('toolbar', { name: '商品详情工具栏' })
    for (const name of ['加粗', '标题', '列表', '插入图片', '链接', '清除格式'])
      expect(within(toolbar).getByRole('button', { name })).toBeTruthy()
  })

  it('generates a SKU per combination of 2×2 spec values, keeping typed values when values change', async () => {
    stubFetch(routes())
    renderAt('/goods/new')
    await screen.findByRole('form', { name: '新增商品' })
    fireEvent.click(screen.getByRole('radio', { name: /多规格/ }))
    type(field('规格名 1'), '颜色')
    addValue('颜色', '黑色')
    addValue('颜色', '白色')
    fireEvent.click(screen.getByRole('button', { name: '＋ 添加规格' }))
    type(field('规格名 2'), '尺码')
    addValue('尺码', 'M')
    addValue('尺码', 'L')

    const table = screen.getByRole('table', { name: '规格表' })
    const priceInputs = () =>
      within(table)
        .getAllByRole('textbox', { name: /售价/ })
        .map((input) => input.getAttribute('aria-label'))
    expect(priceInputs()).toEqual([
      '批量设置 售价(元)',
      '黑色 / M 售价(元)',
      '黑色 / L 售价(元)',
      '白色 / M 售价(元)',
      '白色 / L 售价(元)',
    ])

    type(field('黑色 / M 售价(元)'), '99')
    type(field('白色 / L 库存'), '12')
    addValue('尺码', 'XL')
    expect(priceInputs()).toHaveLength(7)
    expect(field('黑色 / M 售价(元)').value).toBe('99')
    expect(field('白色 / L 库存').value).toBe('12')
    expect(field('黑色 / XL 售价(元)').value).toBe('')

    // Renaming a value keeps its rows.
    type(field('尺码 规格值 1'), 'S')
    expect(field('黑色 / S 售价(元)').value).toBe('99')

    // 批量设置 fills a column of every row.
    type(field('批量设置 库存'), '100')
    fireEvent.click(screen.getByRole('button', { name: '填充到全部规格' }))
    expect(field('黑色 / XL 库存').value).toBe('100')
    expect(field('白色 / L 库存').value).toBe('100')
  })

  it('shows each rule’s message under its field on blur and on 保存, focusing the first, and sends nothing', async () => {
    const { calls } = stubFetch(routes())
    renderAt('/goods/new')
    await screen.findByRole('form', { name: '新增商品' })

    const name = field('商品名称')
    fireEvent.blur(name)
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(messageOf(name)).toBe('请输入商品名称')
    // Fields not yet visited say nothing before 保存.
    expect(field('售价(元)').getAttribute('aria-invalid')).toBeNull()

    type(field('售价(元)'), '12.345')
    fireEvent.blur(field('售价(元)'))
    expect(messageOf(field('售价(元)'))).toBe('请输入正确的金额，最多两位小数')

    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(document.activeElement).toBe(name))
    expect(messageOf(screen.getByRole('combobox', { name: '一级分类' }))).toBe('请选择第三级商品类目')
    expect(messageOf(screen.getByRole('button', { name: /从图片库选择/ }))).toBe('请至少上传一张商品图片')
    expect(messageOf(field('库存'))).toBe('库存须为不小于0的整数')
    expect(messageOf(field('货号'))).toBe('请输入货号')
    expect(toasts()[0]).toMatch(/^error:商品信息有\d+处需要修改$/)

    // Fixing a field takes its message away.
    type(name, '纯棉T恤')
    expect(name.getAttribute('aria-invalid')).toBeNull()
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([])
  })

  it('names a spec group’s missing values and a points goods’ missing 积分价', async () => {
    stubFetch(routes())
    renderAt('/goods/new')
    await screen.findByRole('form', { name: '新增商品' })
    fireEvent.click(screen.getByRole('radio', { name: '积分商品' }))
    fireEvent.click(screen.getByRole('radio', { name: /多规格/ }))
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(messageOf(field('规格名 1'))).toBe('请输入规格名'))
    expect(screen.getByText('请至少添加一个规格值')).toBeTruthy()
    expect(messageOf(field('积分价'))).toBe('积分价格须为不小于1的整数')
  })
})

describe('编辑商品', () => {
  it('loads the goods into the form and saves it in cents with each SKU’s loaded stock', async () => {
    const { calls } = stubFetch(routes({ 'PUT /api/admin/goods/7': ok(tee) }))
    const router = renderAt('/goods/7')
    await screen.findByRole('form', { name: '编辑商品' })
    expect(screen.getByRole('heading', { name: '编辑商品：纯棉T恤' })).toBeTruthy()
    expect(field('商品名称').value).toBe('纯棉T恤')
    expect((screen.getByRole('combobox', { name: '三级分类' }) as HTMLSelectElement).value).toBe('111')
    expect(field('黑色 / M 售价(元)').value).toBe('99.00')
    expect(field('白色 / L 库存').value).toBe('5')
    expect(screen.getAllByText('主图')).toHaveLength(1)

    type(field('黑色 / M 售价(元)'), '129.9')
    type(field('白色 / L 库存'), '8')
    fireEvent.click(screen.getByRole('button', { name: '保存' }))

    await waitFor(() => expect(toasts()).toEqual(['success:保存成功']))
    const put = calls.find((call) => call.method === 'PUT')!
    expect(put.path).toBe('/api/admin/goods/7')
    expect(put.body).toEqual({
      item_name: '纯棉T恤',
      sub_title: '夏季新款',
      brand_id: 1,
      category_id: 111,
      main_category_id: null,
      tags: ['新品'],
      pics: ['/uploads/tee-1.jpg', '/uploads/tee-2.jpg'],
      nospec: false,
      spec_groups: [
        {
          id: 1,
          name: '颜色',
          values: [
            { id: 11, name: '黑色', image_url: '/uploads/black.jpg', color: '' },
            { id: 12, name: '白色', image_url: '', color: '' },
          ],
        },
        {
          id: 2,
          name: '尺码',
          values: [
            { id: 21, name: 'M', image_url: '', color: '' },
            { id: 22, name: 'L', image_url: '', color: '' },
          ],
        },
      ],
      skus: [
        saved(101, ['黑色', 'M'], 10, 10, 'TEE-BK-M', { price: 12990, member_prices: [{ grade_id: 2, price: 9500 }] }),
        saved(102, ['黑色', 'L'], 20, 20, 'TEE-BK-L'),
        saved(103, ['白色', 'M'], 30, 30, 'TEE-WH-M'),
        saved(104, ['白色', 'L'], 8, 5, 'TEE-WH-L'),
      ],
      description: '<p>100% 棉</p>',
      item_type: 'normal',
      point_price: 0,
      staff_goods: false,
      product_type: 'normal',
      is_gift: false,
      approve_status: 'onsale',
      unit: '件',
      sort: 3,
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/goods'))
  })

  it('puts the server’s field messages under their fields and moves the focus to the first', async () => {
    stubFetch(
      routes({
        'PUT /api/admin/goods/7': fail(400, '商品信息有3处需要修改', {
          code: 'GOODS_INVALID',
          fields: {
            'skus.1.bn': '货号已被其他商品使用',
            'skus.0.member_prices.0.price': '会员价须不低于0.01元',
            brand_id: '品牌不存在',
          },
        }),
      }),
    )
    renderAt('/goods/7')
    await screen.findByRole('form', { name: '编辑商品' })
    fireEvent.click(screen.getByRole('button', { name: '保存并上架' }))

    const brand = screen.getByRole('combobox', { name: '品牌' })
    await waitFor(() => expect(messageOf(brand)).toBe('品牌不存在'))
    expect(document.activeElement).toBe(brand)
    expect(messageOf(field('黑色 / L 货号'))).toBe('货号已被其他商品使用')
    // The member price is the first (and only) one sent for 黑色 / M: its grade's column opens to show it.
    expect(messageOf(field('黑色 / M 黄金会员价'))).toBe('会员价须不低于0.01元')
    expect(toasts()).toEqual(['error:商品信息有3处需要修改'])

    type(field('黑色 / L 货号'), 'TEE-BK-L2')
    expect(field('黑色 / L 货号').getAttribute('aria-invalid')).toBeNull()
  })

  it('asks before leaving with unsaved changes', async () => {
    stubFetch(routes())
    const router = renderAt('/goods/7')
    await screen.findByRole('form', { name: '编辑商品' })
    type(field('商品名称'), '纯棉T恤（新）')
    fireEvent.click(screen.getByRole('button', { name: '取消' }))
    const dialog = await screen.findByRole('dialog', { name: '离开此页？' })
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    expect(router.state.location.pathname).toBe('/goods/7')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    fireEvent.click(screen.getByRole('button', { name: '取消' }))
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: '离开此页？' })).getByRole('button', { name: '确定' }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/goods'))
  })
})

/** A SKU of the save body as the form sends it back. */
function saved(
  id: number,
  spec_values: string[],
  store: number,
  store_loaded: number,
  bn: string,
  fields: Record<string, unknown> = {},
) {
  return {
    id,
    store_loaded,
    spec_values,
    price: 9900,
    market_price: 12900,
    cost: 3000,
    member_prices: [],
    staff_price: null,
    store,
    bn,
    weight: 200,
    ...fields,
  }
}
