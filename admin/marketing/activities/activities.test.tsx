// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import type { PromotionView } from '../../../schemas/api/admin/activities.ts'
import { toastStore } from '../../../runtime/components/toast/toast.ts'
import { fail, ok, stubFetch } from '../../../designer/shell/test-fetch.ts'
import { PromotionEditor } from './PromotionEditorPage.tsx'
import { PromotionsPage } from './PromotionsPage.tsx'
import { SeckillEditor } from './SeckillEditorPage.tsx'

const toasts = () => toastStore.getState().toasts.map((t) => `${t.kind}:${t.message}`)

function renderAt(path: string, element: ReactElement) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/marketing/promotions', element: <p>列表页</p> },
      { path: '/marketing/seckill', element: <p>秒杀列表页</p> },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
}

beforeEach(() => toastStore.setState({ toasts: [] }))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } })
const errorOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby')
  return id ? document.getElementById(id)?.textContent : undefined
}

describe('满减 tier editor', () => {
  it('shows the shared rules’ Chinese messages under the tiers and sends nothing', async () => {
    const { calls } = stubFetch({})
    renderAt('/marketing/promotions/new', <PromotionEditor detail={null} />)
    type('活动名称', '满200减30')
    type('第1档 满（元）', '200')
    type('第1档 减（元）', '200')
    fireEvent.click(screen.getByRole('button', { name: '添加一档' }))
    type('第2档 满（元）', '100')
    type('第2档 减（元）', '50')
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    expect(errorOf(field('第1档 减（元）'))).toBe('减免金额须小于门槛金额')
    expect(field('第1档 减（元）').getAttribute('aria-invalid')).toBe('true')
    // One message line per tier row, read with both of its inputs.
    expect(errorOf(field('第2档 满（元）'))).toBe('门槛须比上一档高；减免金额须比上一档多')
    expect(toasts()).toEqual(['error:有3处需要修改'])
    expect(calls).toEqual([])

    // Fixed: the messages go as the operator types.
    type('第1档 减（元）', '30')
    type('第2档 满（元）', '500')
    type('第2档 减（元）', '100')
    expect(errorOf(field('第1档 减（元）'))).toBeUndefined()
    expect(errorOf(field('第2档 满（元）'))).toBeUndefined()
  })

  it('sends the tiers in cents in the engine’s shape and goes back to the list', async () => {
    const { calls } = stubFetch({
      'POST /api/admin/promotions': ok({ id: 7, marketing_name: '满200减30' }),
    })
    renderAt('/marketing/promotions/new', <PromotionEditor detail={null} />)
    type('活动名称', '满200减30')
    type('第1档 满（元）', '200')
    type('第1档 减（元）', '30')
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await screen.findByText('列表页')
    const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>
    expect(body).toMatchObject({
      promotion_type: 'full_reduction',
      promotion_tag: '满减',
      tiers: [{ full: 20000, minus: 3000 }],
      use_bound: 'all',
      goods_ids: [],
    })
    expect(toasts()).toEqual(['success:已保存「满200减30」'])
  })

  it('checks the 折 of a 满折, picks goods, and shows the server’s field messages', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/goods': ok({
        list: [{ id: 5, item_name: '保温杯', pic: '', price_min: 5990, price_max: 5990 }],
        total_count: 1,
        status_counts: { all: 1, onsale: 1, instock: 0, soldout: 0 },
      }),
      'POST /api/admin/promotions': fail(400, '活动信息有1处需要修改', {
        code: 'PROMOTION_INVALID',
        fields: { goods_ids: '所选商品中有已删除或不存在的商品，请重新选择' },
      }),
    })
    renderAt('/marketing/promotions/new', <PromotionEditor detail={null} />)
    type('活动名称', '精选折扣')
    fireEvent.click(screen.getByRole('radio', { name: '满折' }))
    expect(field('活动标签').value).toBe('折扣')
    type('折扣（折）', '10')
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    expect(errorOf(field('折扣（折）'))).toBe('折扣须在0.1折到9.9折之间')
    type('折扣（折）', '8.8')
    fireEvent.click(screen.getByRole('radio', { name: '指定商品' }))
    expect(screen.getByText('请选择参加活动的商品')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '搜索商品' }))
    fireEvent.click(await screen.findByRole('button', { name: '选择 保温杯' }))
    expect(screen.getByRole('button', { name: '已选择 保温杯' })).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await screen.findByText('所选商品中有已删除或不存在的商品，请重新选择')
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      promotion_type: 'discount',
      discount: 12,
      use_bound: 'goods',
      goods_ids: [5],
    })
  })
})

const promotion = (extra: Partial<PromotionView>): PromotionView => ({
  id: 1,
  marketing_name: '满200减30',
  promotion_type: 'full_reduction',
  promotion_tag: '满减',
  description: '',
  tiers: [{ full: 20000, minus: 3000 }],
  discount: 0,
  rule_text: '满200减30',
  use_bound: 'all',
  goods_count: 0,
  starts_at: 1_800_000_000,
  ends_at: 1_800_600_000,
  status: 'active',
  state: 'running',
  created_at: 1_800_000_000,
  ...extra,
})

describe('满减满折 list', () => {
  it('lists rule, scope and state, filters by type and state, and 停用 a running one', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    const { calls } = stubFetch({
      'GET /api/admin/promotions': ok({
        list: [
          promotion({}),
          promotion({
            id: 2,
            marketing_name: '图书9折',
            promotion_type: 'discount',
            rule_text: '9折',
            use_bound: 'goods',
            goods_count: 3,
            state: 'upcoming',
          }),
        ],
        total_count: 2,
      }),
      'POST /api/admin/promotions/1/status': ok(promotion({ status: 'disabled', state: 'disabled' })),
    })
    renderAt('/marketing/promotions', <PromotionsPage />)
    const row = (await screen.findByText('图书9折')).closest('tr')!
    expect(within(row).getByText('指定3件')).toBeTruthy()
    expect(within(row).getByText('未开始')).toBeTruthy()
    expect(within(row).getByText('满折')).toBeTruthy()
    fireEvent.change(screen.getByRole('combobox', { name: '活动类型' }), { target: { value: 'discount' } })
    fireEvent.change(screen.getByRole('combobox', { name: '活动状态' }), { target: { value: 'running' } })
    fireEvent.click(screen.getByRole('button', { name: '查询' }))
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/admin/promotions' && call.method === 'GET')).toBe(true),
    )
    fireEvent.click(screen.getByRole('button', { name: '停用 满200减30' }))
    await waitFor(() => expect(toasts()).toEqual(['success:已停用「满200减30」']))
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ status: 'disabled' })
  })
})

describe('秒杀 editor', () => {
  it('refuses a seckill price above the SKU’s own price under the row', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/goods': ok({
        list: [{ id: 5, item_name: '保温杯', pic: '', price_min: 5990, price_max: 5990 }],
        total_count: 1,
        status_counts: { all: 1, onsale: 1, instock: 0, soldout: 0 },
      }),
      'GET /api/admin/seckill/goods/5/skus': ok([
        { sku_id: 9, goods_id: 5, item_name: '保温杯', spec_desc: '', pic: '', price: 5990, store: 50 },
      ]),
    })
    renderAt('/marketing/seckill/new', <SeckillEditor detail={null} />)
    type('活动名称', '周末秒杀')
    fireEvent.click(screen.getByRole('button', { name: '搜索商品' }))
    fireEvent.click(await screen.findByRole('button', { name: '添加规格 保温杯' }))
    await screen.findByRole('textbox', { name: '秒杀价（元） 保温杯' })
    type('秒杀价（元） 保温杯', '60')
    type('秒杀库存 保温杯', '10')
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('秒杀价不能高于原价¥59.90')).toBeTruthy()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
  })
})

describe('秒杀 saved stock', () => {
  it('sets a saved SKU’s stock from what the page loaded, and shows the current stock on a 409', async () => {
    const { calls } = stubFetch({
      'PATCH /api/admin/seckill/items/3/stock': fail(409, '秒杀库存已变化，当前库存7件，请刷新后重试', {
        code: 'SECKILL_STOCK_CHANGED',
        stock: 7,
      }),
    })
    renderAt(
      '/marketing/seckill/4',
      <SeckillEditor
        detail={{
          id: 4,
          activity_name: '周末秒杀',
          description: '',
          starts_at: 1_800_000_000,
          ends_at: 1_800_086_400,
          status: 'active',
          state: 'running',
          item_count: 1,
          stock: 10,
          sales: 2,
          created_at: 1_800_000_000,
          items: [
            {
              id: 3,
              goods_id: 5,
              sku_id: 9,
              item_name: '保温杯',
              spec_desc: '',
              pic: '',
              price: 5990,
              act_price: 990,
              stock: 10,
              sales: 2,
              limit_per_member: 1,
            },
          ],
        }}
      />,
    )
    type('秒杀库存 保温杯', '20')
    fireEvent.click(screen.getByRole('button', { name: '保存秒杀库存 保温杯' }))
    await waitFor(() => expect(toasts()).toEqual(['error:秒杀库存已变化，当前库存7件，请刷新后重试']))
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ mode: 'set', value: 20, expected: 10 })
    expect(field('秒杀库存 保温杯').value).toBe('7')
  })
})
