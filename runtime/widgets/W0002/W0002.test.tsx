// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { w0002Defaults, type W0002 as W0002Settings } from '../../../schemas/widgets/W0002.ts'
import { link } from '../test-fixtures.ts'
import { goodsList } from '../test-goods.ts'
import { W0002 } from './Component.tsx'

afterEach(cleanup)

const settings = (overrides: Partial<W0002Settings> = {}): W0002Settings => ({
  ...w0002Defaults,
  uuid: 'goods',
  width: 1190,
  text: '热卖推荐',
  ...overrides,
})

describe('W0002 goods', () => {
  it('shows each goods as a link with its 214x214 image, name, price and market price', () => {
    render(<W0002 settings={settings()} data={goodsList(2)} mode="render" />)
    const card = screen.getByRole('link', { name: /商品1/ })
    expect(card.getAttribute('href')).toBe('/items/1')
    const img = card.querySelector('img')!
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt')]).toEqual(['214', '214', ''])
    expect(card.querySelector('.mf-goods-tile__price')!.textContent).toBe('¥129.00')
    expect(card.querySelector('del')!.textContent).toBe('¥199.00')
  })

  it('shows the title bar with its alignment and background, and the more link only when showMore is on', () => {
    const { container, rerender } = render(
      <W0002 settings={settings({ titleAlign: 'center', titleBackground: '#fafafa' })} data={[]} mode="render" />,
    )
    const bar = container.querySelector<HTMLElement>('.mf-title-bar')!
    expect(bar.classList.contains('mf-title-bar--center')).toBe(true)
    expect(bar.style.backgroundColor).toBe('rgb(250, 250, 250)')
    expect(screen.getByRole('heading', { name: '热卖推荐' })).toBeTruthy()
    expect(container.querySelector('.mf-title-bar__more')).toBeNull()
    rerender(
      <W0002
        settings={settings({ showMore: true, moreText: '查看全部', moreLinkData: link('/items') })}
        data={[]}
        mode="render"
      />,
    )
    expect(screen.getByRole('link', { name: /查看全部/ }).getAttribute('href')).toBe('/items')
    expect(screen.getByRole('link', { name: /查看全部/ }).style.fontSize).toBe('12px')
  })

  it('colours and sizes the goods names and prices', () => {
    const { container } = render(
      <W0002
        settings={settings({
          wgtTitleColor: '#111111',
          wgtTitleFontSize: 15,
          wgtPriceColor: '#ff0000',
          wgtPriceFontSize: 22,
        })}
        data={goodsList(1)}
        mode="render"
      />,
    )
    // Set once on the list, as the custom properties goods-tile.css reads for every tile.
    const list = container.querySelector<HTMLElement>('.mf-w0002__list')!.style
    const look = ['--mf-tile-name-color', '--mf-tile-name-size', '--mf-tile-price-color', '--mf-tile-price-size'].map(
      (name) => list.getPropertyValue(name),
    )
    expect(look).toEqual(['#111111', '15px', '#ff0000', '22px'])
    expect(container.querySelector('.mf-goods-tile__name')!.getAttribute('style')).toBeNull()
  })
})
