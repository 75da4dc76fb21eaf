// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toastStore } from '../../runtime/components/toast/toast.ts'
import { imageEntry } from '../../schemas/entries.ts'
import { Inspector } from './Inspector.tsx'
import { current, historyLength, selectNew } from './test-doc.ts'

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  toastStore.setState({ toasts: [] })
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const warnings = () =>
  toastStore
    .getState()
    .toasts.filter((t) => t.kind === 'warning')
    .map((t) => t.message)
const slides = (count: number) => Array.from({ length: count }, imageEntry)
const lengthOf = (uuid: string, pick: (widget: Record<string, unknown>) => unknown) =>
  (pick(current(uuid)) as unknown[]).length

function confirmDialog() {
  return screen.getByRole('dialog', { name: '提示' })
}

describe('W0001 slides', () => {
  it('adds a slide up to 5, then refuses the sixth with 最多只能添加5张轮播图', () => {
    const widget = selectNew('W0001', { data: slides(4) })
    render(<Inspector />)
    fireEvent.click(screen.getByRole('button', { name: /添加轮播图/ }))
    expect(lengthOf(widget.uuid, (w) => w.data)).toBe(5)
    expect(current(widget.uuid).data).toEqual([...slides(4), imageEntry()])
    const steps = historyLength()
    fireEvent.click(screen.getByRole('button', { name: /添加轮播图/ }))
    expect(warnings()).toEqual(['最多只能添加5张轮播图'])
    expect(lengthOf(widget.uuid, (w) => w.data)).toBe(5)
    expect(historyLength()).toBe(steps)
  })

  it('refuses to delete the last slide with 请至少添加1张轮播图, without asking', () => {
    const widget = selectNew('W0001')
    render(<Inspector />)
    fireEvent.click(screen.getByRole('button', { name: '删除轮播图 1' }))
    expect(warnings()).toEqual(['请至少添加1张轮播图'])
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(lengthOf(widget.uuid, (w) => w.data)).toBe(1)
  })

  it('asks 确定删除该轮播图？ (titled 提示) before deleting a slide', () => {
    const second = { imgUrl: '/img/2.png', pathData: { linkPage: '' as const } }
    const widget = selectNew('W0001', { data: [imageEntry(), second] })
    render(<Inspector />)
    fireEvent.click(screen.getByRole('button', { name: '删除轮播图 1' }))
    expect(confirmDialog().textContent).toContain('确定删除该轮播图？')
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: '取消' }))
    expect(lengthOf(widget.uuid, (w) => w.data)).toBe(2)
    fireEvent.click(screen.getByRole('button', { name: '删除轮播图 1' }))
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: '确定' }))
    expect(current(widget.uuid).data).toEqual([second])
  })

  it('moves a slide down and up, one step each', () => {
    const second = { imgUrl: '/img/2.png', pathData: { linkPage: '' as const } }
    const widget = selectNew('W0001', { data: [imageEntry(), second] })
    render(<Inspector />)
    expect(screen.getByRole('button', { name: '上移轮播图 1' })).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByRole('button', { name: '下移轮播图 1' }))
    expect(current(widget.uuid).data).toEqual([second, imageEntry()])
    expect(historyLength()).toBe(1)
    fireEvent.click(screen.getByRole('button', { name: '上移轮播图 2' }))
    expect(current(widget.uuid).data).toEqual([imageEntry(), second])
  })
})

describe('W0018 goods groups', () => {
  it('refuses a sixth group and deleting the last, with the spec messages, and confirms 确定删除该商品列表？', () => {
    const widget = selectNew('W0018')
    render(<Inspector />)
    fireEvent.click(screen.getByRole('button', { name: '删除商品列表 1' }))
    expect(warnings()).toEqual(['请至少添加1组商品列表'])
    for (let i = 0; i < 5; i++) fireEvent.click(screen.getByRole('button', { name: /添加商品列表/ }))
    expect(lengthOf(widget.uuid, (w) => w.data)).toBe(5)
    expect(warnings()).toEqual(['请至少添加1组商品列表', '最多只能添加5组商品列表'])
    fireEvent.click(screen.getByRole('button', { name: '删除商品列表 5' }))
    expect(confirmDialog().textContent).toContain('确定删除该商品列表？')
  })
})

describe('W0012 groups', () => {
  it('product groups: at most 4 (最多添加4组商品), at least 1 (请至少添加1组商品)', () => {
    const widget = selectNew('W0012', { styleType: 3 })
    render(<Inspector />)
    const groups = (w: Record<string, unknown>) => (w.data as unknown[][])[3]
    fireEvent.click(screen.getByRole('button', { name: '删除商品组 1' }))
    expect(warnings()).toEqual(['请至少添加1组商品'])
    for (let i = 0; i < 4; i++) fireEvent.click(screen.getByRole('button', { name: /添加商品组/ }))
    expect(lengthOf(widget.uuid, groups)).toBe(4)
    expect(groups(current(widget.uuid))[3]).toEqual({ type: 'goods', data: [] })
    expect(warnings()).toEqual(['请至少添加1组商品', '最多添加4组商品'])
  })

  it('coupon groups: at most 3 (最多添加3组优惠券), at least 1 (请至少添加1组优惠券)', () => {
    const widget = selectNew('W0012', { styleType: 4 })
    render(<Inspector />)
    const groups = (w: Record<string, unknown>) => (w.data as unknown[][])[4]
    fireEvent.click(screen.getByRole('button', { name: '删除优惠券组 1' }))
    expect(warnings()).toEqual(['请至少添加1组优惠券'])
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: /添加优惠券组/ }))
    expect(lengthOf(widget.uuid, groups)).toBe(3)
    expect(warnings()).toEqual(['请至少添加1组优惠券', '最多添加3组优惠券'])
  })

  it('window images keep their fixed count: no add or delete, only reorder', () => {
    selectNew('W0012', { styleType: 1 })
    render(<Inspector />)
    const windows = screen.getByRole('group', { name: '橱窗图片（3 张）' })
    expect(within(windows).queryByRole('button', { name: /添加/ })).toBeNull()
    expect(within(windows).queryByRole('button', { name: /^删除图片 \d/ })).toBeNull()
    expect(within(windows).getByRole('button', { name: '下移图片 1' })).toBeTruthy()
  })
})

describe('other lists', () => {
  it('showcase tabs: the last tab cannot go (请至少添加1个商品); a new tab comes with its goods placeholder', () => {
    const widget = selectNew('W0014')
    render(<Inspector />)
    fireEvent.click(screen.getByRole('button', { name: '删除选项卡 1' }))
    expect(warnings()).toEqual(['请至少添加1个商品'])
    fireEvent.click(screen.getByRole('button', { name: /添加选项卡/ }))
    expect((current(widget.uuid).data as unknown[])[1]).toEqual({
      text: '选项卡',
      data: [expect.objectContaining({ goods_name: '商品名称' })],
    })
    fireEvent.click(screen.getByRole('button', { name: '删除选项卡 2' }))
    expect(confirmDialog().textContent).toContain('确定删除该项？')
  })

  it('W0020: a shop block is deleted after 确定删除该商铺？ and edits its top image and goods beside the shop picker', () => {
    const widget = selectNew('W0020', {
      data: [{ shop_id: 0, shop_name: '', shop_pic: '', tag_list: [], goods_list: [] }],
    })
    render(<Inspector />)
    const block = screen.getByRole('region', { name: '商铺 1' })
    expect(within(block).getByRole('button', { name: '所选商铺：选择商铺' })).toBeTruthy()
    expect(within(block).getByRole('button', { name: /商品：添加商品/ })).toBeTruthy()
    expect(within(block).getByText('顶部图片')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '删除商铺 1' }))
    expect(confirmDialog().textContent).toContain('确定删除该商铺？')
    fireEvent.click(within(confirmDialog()).getByRole('button', { name: '确定' }))
    expect(current(widget.uuid).data).toEqual([])
  })

  it('W0011 holds at most one link', () => {
    const widget = selectNew('W0011')
    render(<Inspector />)
    fireEvent.click(screen.getByRole('button', { name: /添加链接/ }))
    expect(current(widget.uuid).data).toEqual([{ linkPage: '' }])
    fireEvent.click(screen.getByRole('button', { name: /添加链接/ }))
    expect(warnings()).toEqual(['最多只能添加1个链接'])
  })
})
