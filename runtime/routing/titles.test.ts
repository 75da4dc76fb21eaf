import { describe, expect, it } from 'vitest'
import { documentTitle, pageTitle, routeTitles } from './titles.ts'

describe('pageTitle', () => {
  it('takes the spec 2.4 title of the deepest route by its id', () => {
    expect(pageTitle([{ id: 'root' }, { id: 'layout-default' }, { id: 'member-trade' }])).toBe('我的订单')
    expect(pageTitle([{ id: 'root' }, { id: 'cart-checkout' }])).toBe('订单信息')
  })

  it('falls back to 首页 for routes the table does not name', () => {
    expect(pageTitle([{ id: 'root' }, { id: 'items' }])).toBe(routeTitles.default)
    expect(pageTitle([])).toBe('首页')
  })

  it('lets a route handle name its title, fixed or from its loader data', () => {
    expect(pageTitle([{ id: 'cart', handle: { title: '移动端商城' } }])).toBe('移动端商城')
    const byData = { title: (data: unknown) => (data as { item_name?: string }).item_name }
    expect(
      pageTitle([{ id: 'member-trade' }, { id: 'items-id', handle: byData, data: { item_name: '无线耳机' } }]),
    ).toBe('无线耳机')
    expect(pageTitle([{ id: 'member-trade' }, { id: 'items-id', handle: byData, data: {} }])).toBe('我的订单')
  })
})

describe('documentTitle', () => {
  it('adds the SEO site title when there is one', () => {
    expect(documentTitle('购物车', '好物商城')).toBe('购物车 - 好物商城')
    expect(documentTitle('购物车', '')).toBe('购物车')
    expect(documentTitle('购物车', undefined)).toBe('购物车')
  })
})
