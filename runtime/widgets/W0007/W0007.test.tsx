// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { w0007Defaults } from '../../../schemas/widgets/W0007.ts'
import { link } from '../test-fixtures.ts'
import type { CategoryNode } from './category-href.ts'
import { W0007, type W0007Settings } from './Component.tsx'

afterEach(cleanup)

const categories: CategoryNode[] = [
  {
    category_id: 1,
    category_name: '手机数码',
    children: [
      { category_id: 11, category_name: '手机通讯', children: [{ category_id: 111, category_name: '5G手机' }] },
    ],
  },
  { category_id: 2, category_name: '家用电器' },
]

function renderMenu(overrides: Partial<W0007Settings> = {}) {
  const settings: W0007Settings = { ...w0007Defaults, uuid: 'nav', width: 1190, categoryData: categories, ...overrides }
  const keywords = [{ title: '秒杀', pathData: link('/seckill'), href: '/seckill', wgtHotKeywordTextColor: '#ff0036' }]
  return render(<W0007 settings={settings} data={keywords} mode="render" />)
}

const menu = (container: HTMLElement) => container.querySelector<HTMLElement>('.mf-w0007__menu')!
const allButton = () => screen.getByRole('button', { name: '全部商品分类' })

describe('W0007 category navigation menu', () => {
  it('keeps the list closed until the pointer is over 全部商品分类 when always-open is off', () => {
    const { container } = renderMenu({ hover: false })
    expect(menu(container).hidden).toBe(true)
    expect(allButton().getAttribute('aria-expanded')).toBe('false')
    fireEvent.mouseEnter(container.querySelector('.mf-w0007__all')!)
    expect(menu(container).hidden).toBe(false)
    expect(allButton().getAttribute('aria-expanded')).toBe('true')
    fireEvent.mouseLeave(container.querySelector('.mf-w0007__all')!)
    expect(menu(container).hidden).toBe(true)
  })

  it('opens on keyboard focus and closes on Escape', () => {
    const { container } = renderMenu({ hover: false })
    fireEvent.focus(allButton())
    expect(menu(container).hidden).toBe(false)
    fireEvent.keyDown(allButton(), { key: 'Escape' })
    expect(menu(container).hidden).toBe(true)
  })

  it('is always open when the always-open switch is on', () => {
    const { container } = renderMenu({ hover: true })
    expect(menu(container).hidden).toBe(false)
    fireEvent.mouseLeave(container.querySelector('.mf-w0007__all')!)
    expect(menu(container).hidden).toBe(false)
  })

  it('links three category levels and shows the lower ones beside the hovered entry', () => {
    const { container } = renderMenu({ hover: true })
    expect(screen.getByRole('link', { name: '手机数码' }).getAttribute('href')).toBe('/items?main_category=1')
    expect(screen.getByRole('link', { name: '家用电器' }).getAttribute('href')).toBe('/items?main_category=2')
    expect(container.querySelector('.mf-w0007__flyout')).toBeNull()
    fireEvent.mouseEnter(screen.getByRole('link', { name: '手机数码' }).parentElement!)
    expect(container.querySelector('.mf-w0007__flyout')).not.toBeNull()
    expect(screen.getByRole('link', { name: '手机通讯' }).getAttribute('href')).toBe('/items?cat_id=11')
    expect(screen.getByRole('link', { name: '5G手机' }).getAttribute('href')).toBe('/items?cat_id=111')
  })

  it('puts the list menuTop px below the 40 px bar and colours the parts', () => {
    const { container } = renderMenu({ menuTop: 8, wgtTypeBackgroundColor: '#123456', wgtSelectColor: '#ff0000' })
    expect(menu(container).style.top).toBe('48px')
    const root = container.querySelector<HTMLElement>('.mf-w0007')!
    expect(root.style.getPropertyValue('--mf-w0007-type-bg')).toBe('#123456')
    expect(root.style.getPropertyValue('--mf-w0007-select')).toBe('#ff0000')
  })

  it('shows hot keyword links in their colour', () => {
    renderMenu()
    const keyword = screen.getByRole('link', { name: '秒杀' })
    expect(keyword.getAttribute('href')).toBe('/seckill')
    expect(keyword.style.color).toBe('rgb(255, 0, 54)')
  })
})
