// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { LinkData } from '../../schemas/link.ts'
import { LinkField } from './LinkField.tsx'
import { setUpPickerTests } from './testing/fake-api.ts'

const log = setUpPickerTests()

const hint = { label: '链接', kind: 'link', tab: 'settings' } as const

function renderField(value: unknown = { linkPage: '' }) {
  const onChange = vi.fn<(link: LinkData) => void>()
  render(
    <LinkField
      id="f-link"
      path="/pathData"
      label="链接"
      value={value}
      onChange={onChange as (next: unknown) => void}
      widget={null}
      hint={hint}
    />,
  )
  return onChange
}

function openDialog(tab: string) {
  fireEvent.click(screen.getByRole('button', { name: '链接：选择链接' }))
  const dialog = screen.getByRole('dialog', { name: '选择链接' })
  fireEvent.click(within(dialog).getByRole('tab', { name: tab }))
  return dialog
}

const confirm = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))

describe('LinkField', () => {
  it('shows the current link with its address, or 未设置链接', () => {
    renderField({ linkPage: 'goods', itemId: 101, goods_id: 11, title: '女士羊毛大衣' })
    expect(screen.getByText('商品：女士羊毛大衣')).toBeTruthy()
    expect(screen.getByText('/items/101')).toBeTruthy()
    cleanup()
    renderField()
    expect(screen.getByText('未设置链接')).toBeTruthy()
    expect((screen.getByRole('button', { name: '链接：清除' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('清除 empties the link', () => {
    const onChange = renderField({ linkPage: 'href', url: '/items' })
    fireEvent.click(screen.getByRole('button', { name: '链接：清除' }))
    expect(onChange).toHaveBeenCalledWith({ linkPage: '' })
  })

  it('picks live goods by keyword with price, stock and shelf state', async () => {
    const onChange = renderField()
    const dialog = openDialog('商品')
    fireEvent.change(within(dialog).getByRole('searchbox', { name: '商品名称' }), { target: { value: '羽绒' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '搜索' }))
    const row = await within(dialog).findByRole('radio', { name: '男士羽绒服' })
    expect(row.textContent).toContain('¥1,299.50')
    expect(row.textContent).toContain('库存 0')
    expect(row.textContent).toContain('下架')
    expect(
      log.some((r) => r.url.pathname === '/api/designer/goods' && r.url.searchParams.get('keywords') === '羽绒'),
    ).toBe(true)
    fireEvent.click(row)
    expect(within(dialog).getByText('/items/102')).toBeTruthy()
    expect(onChange).not.toHaveBeenCalled()
    confirm(dialog)
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith({
      linkPage: 'goods',
      itemId: 102,
      goods_id: 12,
      title: '男士羽绒服',
      linkPageLabel: '男士羽绒服',
    })
  })

  it('picks any level of the category tree', async () => {
    const onChange = renderField()
    const dialog = openDialog('分类')
    fireEvent.click(await within(dialog).findByRole('button', { name: '展开女装' }))
    fireEvent.click(within(dialog).getByRole('button', { name: '展开外套' }))
    fireEvent.keyDown(within(dialog).getByRole('treeitem', { name: '羊毛大衣' }), { key: 'Enter' })
    confirm(dialog)
    expect(onChange).toHaveBeenCalledWith({
      linkPage: 'category',
      category_id: 111,
      category_name: '羊毛大衣',
      linkPageLabel: '羊毛大衣',
    })
  })

  it('picks a main category', async () => {
    const onChange = renderField()
    const dialog = openDialog('主类目')
    fireEvent.click(await within(dialog).findByText('服饰鞋包'))
    confirm(dialog)
    expect(onChange).toHaveBeenCalledWith({
      linkPage: 'maincategory',
      category_id: 50,
      category_name: '服饰鞋包',
      linkPageLabel: '服饰鞋包',
    })
  })

  it('lists only custom pages and picks one', async () => {
    const onChange = renderField()
    const dialog = openDialog('自定义页面')
    const pages = await within(dialog).findAllByRole('radio')
    expect(pages.map((p) => p.getAttribute('aria-label'))).toEqual(['双十一会场', '新品首发'])
    fireEvent.click(pages[1]!)
    confirm(dialog)
    expect(onChange).toHaveBeenCalledWith({
      linkPage: 'page',
      theme_pc_template_id: 1004,
      template_title: '新品首发',
      linkPageLabel: '新品首发',
    })
  })

  it('refuses a javascript: or protocol-less custom link with the message, then takes a full URL', () => {
    const onChange = renderField()
    const dialog = openDialog('自定义链接')
    const input = within(dialog).getByRole('textbox', { name: '链接地址' }) as HTMLInputElement
    expect(input.placeholder).toContain(location.host)
    for (const bad of ['javascript:alert(1)', 'www.example.com/sale']) {
      fireEvent.change(input, { target: { value: bad } })
      confirm(dialog)
      expect(within(dialog).getByRole('alert').textContent).toBe('请输入完整的链接地址')
      expect(input.getAttribute('aria-invalid')).toBe('true')
    }
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.change(input, { target: { value: 'https://www.example.com/sale' } })
    confirm(dialog)
    expect(onChange).toHaveBeenCalledWith({
      linkPage: 'customer',
      url: 'https://www.example.com/sale',
      linkPageLabel: 'https://www.example.com/sale',
    })
  })

  it('takes a site path as 站内链接 and refuses an unsafe one', () => {
    const onChange = renderField()
    const dialog = openDialog('站内链接')
    const input = within(dialog).getByRole('textbox', { name: '站内地址' })
    fireEvent.change(input, { target: { value: 'javascript:alert(1)' } })
    confirm(dialog)
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.change(input, { target: { value: '/pointitems' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(onChange).toHaveBeenCalledWith({
      linkPage: 'href',
      url: '/pointitems',
      href: '/pointitems',
      linkPageLabel: '/pointitems',
    })
  })

  it('opens on the tab of the current link, moves between tabs with the arrow keys, and Esc closes', () => {
    renderField({ linkPage: 'customer', url: 'https://a.example.com/' })
    fireEvent.click(screen.getByRole('button', { name: '链接：选择链接' }))
    const dialog = screen.getByRole('dialog', { name: '选择链接' })
    const tab = within(dialog).getByRole('tab', { name: '自定义链接' })
    expect(tab.getAttribute('aria-selected')).toBe('true')
    expect((within(dialog).getByRole('textbox', { name: '链接地址' }) as HTMLInputElement).value).toBe(
      'https://a.example.com/',
    )
    fireEvent.keyDown(tab, { key: 'ArrowRight' })
    expect(within(dialog).getByRole('tab', { name: '站内链接' }).getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(document.querySelector('.mf-modal.is-closing')).not.toBeNull()
  })
})
