// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Header } from './Header.tsx'
import { renderInFrame } from './test-frame.tsx'

afterEach(cleanup)

const location = () => screen.getByTestId('location').textContent

describe('Header', () => {
  it('submits the trimmed, encoded keywords to /items with Enter', async () => {
    renderInFrame(<Header />)
    const input = screen.getByRole('searchbox', { name: '搜索商品' })
    fireEvent.change(input, { target: { value: '  降噪 耳机&套装 ' } })
    fireEvent.submit(input.closest('form')!)
    await waitFor(() => expect(location()).toBe(`/items?keywords=${encodeURIComponent('降噪 耳机&套装')}`))
  })

  it('submits with the 搜索 button, and opens the whole list for blank keywords', async () => {
    renderInFrame(<Header />)
    fireEvent.click(screen.getByRole('button', { name: '搜索' }))
    await waitFor(() => expect(location()).toBe('/items'))
  })

  it('keeps the keywords of the list being viewed in the box', () => {
    renderInFrame(<Header />, { path: '/items?keywords=%E6%89%8B%E6%9C%BA' })
    expect((screen.getByRole('searchbox', { name: '搜索商品' }) as HTMLInputElement).value).toBe('手机')
  })

  it('links the five hot keywords, the logo and the navs, and shows the mini cart button', () => {
    renderInFrame(<Header />, { path: '/items' })
    const hot = within(screen.getByRole('list', { name: '热门搜索' })).getAllByRole('link')
    expect(hot.map((a) => a.getAttribute('href'))).toEqual(
      ['手机', '耳机', '笔记本', '连衣裙', '面膜'].map((w) => `/items?keywords=${encodeURIComponent(w)}`),
    )
    expect(screen.getByRole('link', { name: 'mallfront商城' }).getAttribute('href')).toBe('/')
    expect(screen.getByRole('button', { name: '我的购物车' })).toBeTruthy()
    const nav = within(screen.getByRole('navigation', { name: '主导航' }))
    expect(nav.getByRole('link', { name: '全部商品分类' }).getAttribute('href')).toBe('/items')
    expect(nav.getByRole('link', { name: '积分商城' }).getAttribute('href')).toBe('/pointitems')
  })

  it("leaves 全部商品分类 to the home page's own category menu", () => {
    renderInFrame(<Header />, { path: '/' })
    const nav = within(screen.getByRole('navigation', { name: '主导航' }))
    expect(nav.queryByRole('link', { name: '全部商品分类' })).toBeNull()
    expect(nav.getByRole('link', { name: '首页' }).getAttribute('href')).toBe('/')
  })
})
