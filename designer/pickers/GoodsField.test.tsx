// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createWidget } from '../../schemas/widgets/index.ts'
import type { FieldHint } from '../inspector/field-types.ts'
import type { DraftWidget } from '../store/types.ts'
import { GoodsField } from './GoodsField.tsx'
import { goodsRows, openPickerDialog, setUpPickerTests, toastMessages } from './testing/fake-api.ts'

const log = setUpPickerTests()

const { goods_id, itemId, goods_name, goods_pic, price, market_price } = goodsRows[0]!
/** The coat as the widget stores it, with a stored extra (brief). */
const coat = { goods_id, itemId, goods_name, goods_pic, price, market_price, linkPage: 'goods', brief: '经典款' }

function renderField(options: {
  value: unknown
  widget?: DraftWidget | null
  path?: string
  hint?: Partial<FieldHint>
}) {
  const onChange = vi.fn()
  const hint: FieldHint = { label: '商品', kind: 'goods', tab: 'settings', ...options.hint }
  render(
    <GoodsField
      id="f-goods"
      path={options.path ?? '/data'}
      label="商品"
      value={options.value}
      onChange={onChange}
      widget={options.widget ?? null}
      hint={hint}
    />,
  )
  return onChange
}

const widgetOf = (type: 'W0002' | 'W0020', extra: Record<string, unknown> = {}) =>
  ({ ...createWidget(type), ...extra }) as unknown as DraftWidget

const openPicker = () => openPickerDialog('商品：添加商品', '选择商品', '女士羊毛大衣')

describe('GoodsField', () => {
  it('lists the picked goods with picture, name and price', () => {
    renderField({ value: [coat] })
    const list = screen.getByRole('list', { name: '商品' })
    expect(within(list).getByText('女士羊毛大衣')).toBeTruthy()
    expect(within(list).getByText('¥599.00')).toBeTruthy()
  })

  it('shows live price, stock and 下架 in the picker with the picked rows checked', async () => {
    renderField({ value: [coat], widget: widgetOf('W0002') })
    const dialog = await openPicker()
    expect(within(dialog).getByRole('checkbox', { name: '女士羊毛大衣' }).getAttribute('aria-checked')).toBe('true')
    const down = within(dialog).getByRole('checkbox', { name: '男士羽绒服' })
    expect(down.getAttribute('aria-checked')).toBe('false')
    expect(down.textContent).toContain('¥1,299.50')
    expect(down.textContent).toContain('库存 0')
    expect(down.textContent).toContain('下架')
    expect(within(dialog).getByRole('checkbox', { name: '真丝围巾' }).textContent).toContain('在售')
  })

  it('respects the limit with 最多只能选择N个商品 and emits the picks once on 确定', async () => {
    const onChange = renderField({ value: [coat], widget: widgetOf('W0002'), hint: { limit: 2 } })
    const dialog = await openPicker()
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '真丝围巾' }))
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '羊绒手套' }))
    expect(toastMessages()).toEqual(['最多只能选择2个商品'])
    expect(within(dialog).getByRole('checkbox', { name: '羊绒手套' }).getAttribute('aria-checked')).toBe('false')
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith([
      // A kept entry stays as stored, extras (brief) included.
      coat,
      {
        goods_id: 13,
        itemId: 103,
        goods_name: '真丝围巾',
        goods_pic: '/uploads/scarf.png',
        price: 19900,
        market_price: 0,
        linkPage: 'goods',
        linkPageLabel: '真丝围巾',
      },
    ])
  })

  it('filters by category (tree select) and keyword', async () => {
    renderField({ value: [], widget: widgetOf('W0002') })
    const dialog = await openPicker()
    fireEvent.click(within(dialog).getByRole('button', { name: '商品分类：全部分类' }))
    fireEvent.click(await within(dialog).findByRole('button', { name: '展开女装' }))
    fireEvent.click(within(dialog).getByRole('button', { name: '展开外套' }))
    fireEvent.click(within(dialog).getByText('羊毛大衣'))
    expect(within(dialog).getByRole('button', { name: '商品分类：羊毛大衣' })).toBeTruthy()
    await vi.waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('checkbox')
          .map((r) => r.getAttribute('aria-label')),
      ).toEqual(['女士羊毛大衣']),
    )
    expect(log.at(-1)!.url.searchParams.get('category_id')).toBe('111')
    fireEvent.click(within(dialog).getByRole('button', { name: '商品分类：羊毛大衣' }))
    fireEvent.click(within(dialog).getByRole('button', { name: '全部分类' }))
    fireEvent.change(within(dialog).getByRole('searchbox', { name: '商品名称' }), { target: { value: '羊' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '搜索' }))
    await vi.waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('checkbox')
          .map((r) => r.getAttribute('aria-label')),
      ).toEqual(['女士羊毛大衣', '羊绒手套']),
    )
    expect(log.at(-1)!.url.searchParams.get('category_id')).toBeNull()
  })

  it('W0020: without a chosen shop gives 请先选择商铺 and opens no picker', () => {
    const widget = widgetOf('W0020', {
      data: [{ shop_id: 0, shop_name: '', shop_pic: '', tag_list: [], goods_list: [] }],
    })
    renderField({ value: [], widget, path: '/data/0/goods_list' })
    fireEvent.click(screen.getByRole('button', { name: '商品：添加商品' }))
    expect(toastMessages()).toEqual(['请先选择商铺'])
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(log.some((r) => r.url.pathname === '/api/designer/goods')).toBe(false)
  })

  it("W0020: with a shop lists only that shop's goods, at most 3", async () => {
    const widget = widgetOf('W0020', {
      data: [{ shop_id: 2, shop_name: '二店', shop_pic: '', tag_list: [], goods_list: [] }],
    })
    renderField({ value: [], widget, path: '/data/0/goods_list' })
    fireEvent.click(screen.getByRole('button', { name: '商品：添加商品' }))
    const dialog = screen.getByRole('dialog', { name: '选择商品' })
    const rows = await within(dialog).findAllByRole('checkbox')
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(['真丝围巾', '羊绒手套'])
    expect(log.find((r) => r.url.pathname === '/api/designer/goods')!.url.searchParams.get('distributor_id')).toBe('2')
    expect(within(dialog).getByText(/已选 0 \/ 3 个商品/)).toBeTruthy()
  })

  it('deletes after 确定删除该商品？ and reorders', () => {
    const scarf = { ...coat, goods_id: 13, itemId: 103, goods_name: '真丝围巾' }
    const onChange = renderField({ value: [coat, scarf], widget: widgetOf('W0002') })
    fireEvent.click(screen.getByRole('button', { name: '下移 女士羊毛大衣' }))
    expect(onChange).toHaveBeenLastCalledWith([scarf, coat])
    fireEvent.click(screen.getByRole('button', { name: '删除 女士羊毛大衣' }))
    const confirm = screen.getByRole('dialog', { name: '提示' })
    expect(confirm.textContent).toContain('确定删除该商品？')
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }))
    expect(onChange).toHaveBeenLastCalledWith([scarf])
  })

  it('keeps the minimum of the schema (W0005 at least 1 goods per tab)', () => {
    const onChange = vi.fn()
    const widget = { ...createWidget('W0005') } as unknown as DraftWidget
    render(
      <GoodsField
        id="g"
        path="/data/0/data"
        label="商品"
        value={[coat]}
        onChange={onChange}
        widget={widget}
        hint={{ label: '商品', kind: 'goods', tab: 'settings' }}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: '删除 女士羊毛大衣' }))
    expect(toastMessages()).toEqual(['请至少添加1个商品'])
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
