// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ShopField } from './ShopField.tsx'
import { setUpPickerTests } from './testing/fake-api.ts'

const log = setUpPickerTests()

const hint = { label: '商铺', kind: 'shop', tab: 'settings' } as const
const block = {
  shop_id: 7,
  shop_name: '西湖旗舰店',
  shop_pic: '/uploads/top.png',
  logo: '/uploads/logo7.png',
  tag_list: [{ tag_id: 1, tag_name: '新店' }],
  goods_list: [{ goods_id: 1 }],
}

function renderField(value: unknown) {
  const onChange = vi.fn()
  render(<ShopField id="f-s" path="/data/0" label="商铺" value={value} onChange={onChange} widget={null} hint={hint} />)
  return onChange
}

describe('ShopField', () => {
  it('searches shops with name, address and open state, and picks one', async () => {
    const onChange = renderField({ shop_id: 0, shop_name: '', shop_pic: '', tag_list: [], goods_list: [] })
    expect(screen.getByText('未选择商铺')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '商铺：选择商铺' }))
    const dialog = screen.getByRole('dialog', { name: '选择商铺' })
    const closed = await within(dialog).findByRole('radio', { name: '滨江体验店' })
    expect(closed.textContent).toContain('浙江省杭州市滨江区江南大道 2 号')
    expect(closed.textContent).toContain('休息中')
    expect(within(dialog).getByRole('radio', { name: '西湖旗舰店' }).textContent).toContain('营业中')
    fireEvent.change(within(dialog).getByRole('searchbox', { name: '商铺名称' }), { target: { value: '滨江' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '搜索' }))
    await vi.waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(1))
    expect(log.at(-1)!.url.searchParams.get('keywords')).toBe('滨江')
    fireEvent.click(within(dialog).getByRole('radio', { name: '滨江体验店' }))
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(onChange).toHaveBeenCalledWith({
      shop_id: 8,
      shop_name: '滨江体验店',
      shop_pic: '',
      logo: '/uploads/logo8.png',
      banner: '',
      tag_list: [],
      goods_list: [],
    })
  })

  it("another shop drops the previous shop's goods and tags", async () => {
    const onChange = renderField(block)
    expect(screen.getByText('西湖旗舰店')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '商铺：更换商铺' }))
    const dialog = screen.getByRole('dialog', { name: '选择商铺' })
    fireEvent.click(await within(dialog).findByRole('radio', { name: '滨江体验店' }))
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(onChange.mock.calls[0]![0]).toMatchObject({
      shop_id: 8,
      shop_pic: '/uploads/top.png',
      tag_list: [],
      goods_list: [],
    })
  })

  it('clearing asks 确定情况商铺？ and empties the shop and its goods', () => {
    const onChange = renderField(block)
    fireEvent.click(screen.getByRole('button', { name: '商铺：清除' }))
    const confirm = screen.getByRole('dialog', { name: '提示' })
    expect(confirm.textContent).toContain('确定情况商铺？')
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }))
    expect(onChange).toHaveBeenCalledWith({
      shop_id: 0,
      shop_name: '',
      shop_pic: '/uploads/top.png',
      logo: '',
      banner: '',
      tag_list: [],
      goods_list: [],
    })
  })
})
