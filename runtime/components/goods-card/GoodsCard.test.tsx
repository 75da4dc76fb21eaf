// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { GoodsCard, type GoodsCardItem } from './GoodsCard.tsx'

afterEach(cleanup)

const goods: GoodsCardItem = {
  item_id: 42,
  item_name: '无线降噪耳机 Pro',
  imgUrl: '/uploads/goods/42.svg',
  price: 123450,
  market_price: 150000,
  promotions: [{ promotion_tag: '满减', promotion_name: '满300减30' }],
}

function renderCard(item: GoodsCardItem, staffView = false) {
  return render(
    <MemoryRouter>
      <GoodsCard goods={item} staffView={staffView} />
    </MemoryRouter>,
  )
}

describe('GoodsCard', () => {
  it('links to the item and shows price, struck market price and tags', () => {
    const { container } = renderCard(goods)
    const link = screen.getByRole('link')
    expect(link.getAttribute('href')).toBe('/items/42')
    expect(container.querySelector('.mf-goods-card__price')?.textContent).toBe('¥1,234.50')
    const market = container.querySelector('del')
    expect(market?.textContent).toBe('¥1,500.00')
    expect(market?.getAttribute('aria-label')).toBe('原价¥1,500.00')
    expect(screen.getByText('满减').getAttribute('title')).toBe('满300减30')
    expect(container.querySelector('.mf-goods-card__name')?.textContent).toBe('无线降噪耳机 Pro')
  })

  it('gives the square image its size and the goods name as alt text', () => {
    renderCard(goods)
    const img = screen.getByRole('img', { name: '无线降噪耳机 Pro' })
    expect(img.getAttribute('src')).toBe('/uploads/goods/42.svg')
    expect(img.getAttribute('width')).toBe('220')
    expect(img.getAttribute('height')).toBe('220')
  })

  it('hides the market price when it is not above the price, and falls back to title', () => {
    const { container } = renderCard({ item_id: 7, title: '帆布包', price: 9900, market_price: 9900 })
    expect(container.querySelector('del')).toBeNull()
    expect(container.querySelector('.mf-goods-card__price')?.textContent).toBe('¥99.00')
    expect(container.querySelector('.mf-goods-card__name')?.textContent).toBe('帆布包')
  })

  it('is greyed with 已失效 when valid_lucky is 1', () => {
    const { container } = renderCard({ ...goods, valid_lucky: 1 })
    expect(container.querySelector('article')?.classList.contains('is-invalid')).toBe(true)
    expect(screen.getByText('已失效')).toBeTruthy()
  })

  it('is not greyed for other valid_lucky values', () => {
    const { container } = renderCard({ ...goods, valid_lucky: 0 })
    expect(container.querySelector('article')?.classList.contains('is-invalid')).toBe(false)
    expect(screen.queryByText('已失效')).toBeNull()
  })

  it('shows a placeholder when the image is missing or fails to load', () => {
    renderCard({ ...goods, imgUrl: undefined })
    expect(screen.getByRole('img', { name: '无线降噪耳机 Pro' }).tagName).toBe('SPAN')
    cleanup()
    renderCard(goods)
    fireEvent.error(screen.getByRole('img', { name: '无线降噪耳机 Pro' }))
    expect(screen.getByRole('img', { name: '无线降噪耳机 Pro' }).tagName).toBe('SPAN')
  })

  it.each([
    ['sale', 0, '特卖商品'],
    ['bag', 0, '福袋'],
    ['normal', 1, '常规员工内购商品'],
  ] as const)('shows staff the %s badge', (product_type, staff_goods, badge) => {
    renderCard({ ...goods, product_type, staff_goods }, true)
    expect(screen.getByText(badge).className).toBe('mf-goods-card__staff')
  })

  it('shows no staff badge on normal goods not flagged for staff', () => {
    const { container } = renderCard({ ...goods, product_type: 'normal', staff_goods: 0 }, true)
    expect(container.querySelector('.mf-goods-card__staff')).toBeNull()
  })

  it('hides staff badges from other viewers', () => {
    renderCard({ ...goods, product_type: 'sale' })
    expect(screen.queryByText('特卖商品')).toBeNull()
  })

  it('puts the action beside the link, not inside it', () => {
    render(
      <MemoryRouter>
        <GoodsCard goods={goods} action={<button type="button">加入购物车</button>} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('link').contains(screen.getByRole('button', { name: '加入购物车' }))).toBe(false)
  })
})
