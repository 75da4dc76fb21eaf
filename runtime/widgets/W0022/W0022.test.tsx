// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { w0022Defaults } from '../../../schemas/widgets/W0022.ts'
import { W0022, type CategoryNode, type W0022Settings } from './index.ts'

afterEach(cleanup)

const tree: CategoryNode[] = [
  {
    category_id: 1,
    category_name: '手机数码',
    children: [
      { category_id: 11, category_name: '手机', children: [{ category_id: 111, category_name: '5G手机' }] },
      { category_id: 12, category_name: '摄影', children: [{ category_id: 121, category_name: '微单' }] },
    ],
  },
  { category_id: 2, category_name: '家用电器' },
]
const links = [{ title: '秒杀', pathData: { linkPage: 'href' as const, href: '/seckill' } }]

function renderNav(overrides: Partial<W0022Settings> = {}, mode: 'render' | 'design' = 'render') {
  return render(<W0022 settings={{ ...w0022Defaults, categoryData: tree, ...overrides }} data={links} mode={mode} />)
}

const button = () => screen.getByRole('button', { name: '全部分类' })
const menu = () => document.getElementById(button().getAttribute('aria-controls')!)!

describe('W0022 main category navigation', () => {
  it('opens the category list on hover and closes it when the pointer leaves', () => {
    const { container } = renderNav({ hover: false })
    expect(menu().hidden).toBe(true)
    expect(menu().querySelector('a'), 'a closed menu holds no links').toBeNull()
    expect(button().getAttribute('aria-expanded')).toBe('false')
    fireEvent.mouseEnter(container.querySelector('.mf-w0022__all')!)
    expect(menu().hidden).toBe(false)
    expect(button().getAttribute('aria-expanded')).toBe('true')
    fireEvent.mouseLeave(container.querySelector('.mf-w0022__all')!)
    expect(menu().hidden).toBe(true)
  })

  it('opens from the keyboard too and closes on Escape', () => {
    renderNav({ hover: false })
    fireEvent.click(button())
    expect(menu().hidden).toBe(false)
    fireEvent.keyDown(button(), { key: 'Escape' })
    expect(menu().hidden).toBe(true)
  })

  it('stays open with the always-open setting on', () => {
    const { container } = renderNav({ hover: true })
    expect(menu().hidden).toBe(false)
    expect(button().getAttribute('aria-expanded')).toBe('true')
    fireEvent.mouseLeave(container.querySelector('.mf-w0022__all')!)
    fireEvent.click(button())
    expect(menu().hidden).toBe(false)
  })

  it('shows the second and third levels of the hovered category, each linking to its goods', () => {
    renderNav({ hover: true })
    expect(screen.queryByText('5G手机')).toBeNull()
    fireEvent.mouseEnter(screen.getByText('手机数码').closest('li')!)
    expect(screen.getByText('5G手机').getAttribute('href')).toBe('/items?main_category=111')
    expect(screen.getByText('手机 ›').getAttribute('href')).toBe('/items?main_category=11')
    expect(screen.getByText('手机数码').getAttribute('href')).toBe('/items?main_category=1')
  })

  it('shows the custom menu links to the right, inert outside render mode', () => {
    renderNav()
    expect(screen.getByRole('link', { name: '秒杀' }).getAttribute('href')).toBe('/seckill')
    cleanup()
    renderNav({}, 'design')
    expect(screen.getByText('秒杀').getAttribute('href')).toBeNull()
  })
})
