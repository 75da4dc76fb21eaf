// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { redirect } from 'react-router-dom'
import type { Address } from '../../../api/address.ts'
import { testAddress } from '../../../features/address/test-address.ts'
import { toastStore } from '../../../components/toast/toast.ts'
import AddressPage from './AddressPage.tsx'
import { MAX_ADDRESSES, defaultFirst } from '../../../features/address/load-address.ts'
import { json, stubShopperApi, unknownPath } from '../../../api/test-fetch.ts'
import { pageRoute, renderSignedIn } from '../../../stores/test-render.tsx'

/** What the server holds; the loader reads it again after every change. */
let stored: Address[] = []
const calls = stubShopperApi(async ({ method, path, fields }) => {
  if (path === 'espier/address') {
    return json({
      data: [
        {
          id: '310000',
          label: '上海市',
          children: [{ id: '310100', label: '上海市', children: [{ id: '310104', label: '徐汇区' }] }],
        },
      ],
    })
  }
  if (path === 'member.address.setDefault') {
    const id = Number(fields.get('addr_id'))
    stored = stored.map((a) => ({ ...a, is_def: a.address_id === id ? 1 : 0 }))
    return json({ data: stored.find((a) => a.address_id === id) })
  }
  if (method === 'DELETE') {
    const id = Number(path.split('/').pop())
    stored = stored.filter((a) => a.address_id !== id)
    return json({ data: { status: true, address_id: id } })
  }
  if (method === 'POST' && path === 'member/address') {
    const created = testAddress(99, {
      name: fields.get('name')!,
      mobile: fields.get('mobile')!,
      addr: fields.get('addr')!,
      area: '上海市 上海市 徐汇区',
    })
    stored = [...stored, created]
    return json({ data: created })
  }
  return unknownPath()
})
afterEach(() => {
  toastStore.setState({ toasts: [] })
})

async function renderBook(path = '/member/address') {
  const router = renderSignedIn(
    [
      pageRoute('/member/address', AddressPage, () => ({ addresses: defaultFirst(stored) })),
      { path: '/member/address-add', loader: () => redirect('/member/address?add=1') },
    ],
    path,
  )
  await screen.findByRole('heading', { name: '收货地址', level: 1 })
  return router
}

const cards = () => screen.queryAllByRole('article')
const toasts = () => toastStore.getState().toasts.map((t) => t.message)

describe('the 收货地址 page', () => {
  it('lists the default address first with its 默认 badge and tells how many more fit', async () => {
    stored = [testAddress(1), testAddress(2, { is_def: 1 }), testAddress(3)]
    await renderBook()
    expect(cards().map((card) => card.querySelector('h2')?.textContent)).toEqual(['收货人2', '收货人1', '收货人3'])
    expect(within(cards()[0]!).getByText('默认')).toBeTruthy()
    expect(within(cards()[0]!).queryByRole('button', { name: /设为默认/ })).toBeNull()
    expect(within(cards()[1]!).getByText('138****0000')).toBeTruthy()
    expect(screen.getByText(/已保存/).textContent).toBe(`已保存3个地址，最多可保存${MAX_ADDRESSES}个`)
  })

  it('shows the empty state with 新增收货地址', async () => {
    stored = []
    await renderBook()
    expect(screen.getByText('您还没有收货地址，添加一个吧')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '新增收货地址' }))
    expect(await screen.findByRole('dialog', { name: '新增收货地址' })).toBeTruthy()
  })

  it('makes another address the default', async () => {
    stored = [testAddress(1, { is_def: 1 }), testAddress(2)]
    await renderBook()
    fireEvent.click(screen.getByRole('button', { name: '设为默认：收货人2 北京市 北京市 朝阳区 三里屯路 2 号' }))
    await waitFor(() => expect(cards()[0]!.querySelector('h2')?.textContent).toBe('收货人2'))
    expect(calls.find((call) => call.path === 'member.address.setDefault')?.fields.get('addr_id')).toBe('2')
    expect(toasts()).toEqual(['已设为默认地址'])
  })

  it('deletes an address only after 确定 in the confirm dialog', async () => {
    stored = [testAddress(1, { is_def: 1 }), testAddress(2)]
    await renderBook()
    fireEvent.click(screen.getByRole('button', { name: /^删除：收货人2/ }))
    let dialog = await screen.findByRole('dialog', { name: '删除收货地址' })
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false)

    fireEvent.click(screen.getByRole('button', { name: /^删除：收货人2/ }))
    dialog = await screen.findByRole('dialog', { name: '删除收货地址' })
    expect(within(dialog).getByText('确定删除该收货地址吗？')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['member/address/2'])
    expect(toasts()).toEqual(['删除成功！'])
  })

  it('opens the edit dialog filled with the address', async () => {
    stored = [testAddress(1, { is_def: 1 })]
    await renderBook()
    fireEvent.click(screen.getByRole('button', { name: /^编辑：收货人1/ }))
    const dialog = await screen.findByRole('dialog', { name: '编辑收货地址' })
    expect((within(dialog).getByRole('textbox', { name: /收货人/ }) as HTMLInputElement).value).toBe('收货人1')
  })

  it('opens the new-address dialog from /member/address-add and lists the saved address', async () => {
    stored = [testAddress(1, { is_def: 1 })]
    const router = await renderBook('/member/address-add')
    expect(router.state.location.search).toBe('?add=1')
    const dialog = await screen.findByRole('dialog', { name: '新增收货地址' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: /收货人/ }), { target: { value: '王芳' } })
    fireEvent.change(within(dialog).getByRole('textbox', { name: /手机号码/ }), { target: { value: '13912345678' } })
    await within(dialog).findByRole('option', { name: '上海市' })
    fireEvent.change(within(dialog).getByRole('combobox', { name: '省份' }), { target: { value: '310000' } })
    fireEvent.change(within(dialog).getByRole('combobox', { name: '城市' }), { target: { value: '310100' } })
    fireEvent.change(within(dialog).getByRole('combobox', { name: '区县' }), { target: { value: '310104' } })
    fireEvent.change(within(dialog).getByRole('textbox', { name: /详细地址/ }), { target: { value: '漕溪北路 88 号' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '保存收货地址' }))

    // Save, reload and redraw: more than waitFor's default second on a busy machine.
    await waitFor(() => expect(cards()).toHaveLength(2), { timeout: 5_000 })
    expect(router.state.location.search).toBe('')
    const created = calls.find((call) => call.method === 'POST' && call.path === 'member/address')!
    expect(Object.fromEntries(created.fields)).toMatchObject({
      name: '王芳',
      mobile: '13912345678',
      province: '上海市',
      city: '上海市',
      county: '徐汇区',
      addr: '漕溪北路 88 号',
    })
    expect(toasts()).toEqual(['保存成功'])
  })

  it('allows no new address once the book is full', async () => {
    stored = Array.from({ length: MAX_ADDRESSES }, (_, i) => testAddress(i + 1, { is_def: i === 0 ? 1 : 0 }))
    await renderBook()
    expect((screen.getByRole('button', { name: '+ 新增收货地址' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByText('地址数量已达上限，请删除不用的地址后再添加')).toBeTruthy()
  })
})
