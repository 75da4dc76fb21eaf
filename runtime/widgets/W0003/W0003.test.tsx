// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { w0003Defaults } from '../../../schemas/widgets/W0003.ts'
import { link } from '../test-fixtures.ts'
import { W0003, type W0003Zone } from './Component.tsx'
import { zoneStyle } from './zone-style.ts'

afterEach(cleanup)

const settings = { ...w0003Defaults, uuid: 'hot1', imgUrl: '/uploads/hot.png', width: 1190, height: 400 }
const zones: W0003Zone[] = [
  { leftPer: 10, topPer: 20, widthPer: 30, heightPer: 40, pathData: link('/items/1', '新品上市'), href: '/items/1' },
  {
    leftPer: 60,
    topPer: 0,
    widthPer: 40,
    heightPer: 100,
    pathData: { linkPage: 'category', category_id: 4 },
    href: '/items?cat_id=4',
  },
]

describe('W0003 hot zone', () => {
  it('places each zone by its percentages of the image', () => {
    render(<W0003 settings={settings} data={zones} mode="render" />)
    const zone = screen.getByRole('link', { name: '新品上市' })
    expect([zone.style.left, zone.style.top, zone.style.width, zone.style.height]).toEqual(['10%', '20%', '30%', '40%'])
    expect(zone.getAttribute('href')).toBe('/items/1')
  })

  it('names a zone without a title by its position', () => {
    render(<W0003 settings={settings} data={zones} mode="render" />)
    expect(screen.getByRole('link', { name: '热区2' }).getAttribute('href')).toBe('/items?cat_id=4')
  })

  it('keeps zones inside the image', () => {
    expect(zoneStyle({ leftPer: -5, topPer: 120, widthPer: Number.NaN, heightPer: 50 })).toEqual({
      left: '0%',
      top: '100%',
      width: '0%',
      height: '50%',
    })
  })

  it('sizes the image with the widget', () => {
    const { container } = render(<W0003 settings={settings} data={zones} mode="render" />)
    const img = container.querySelector('img')!
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height')]).toEqual([
      '/uploads/hot.png',
      '1190',
      '400',
    ])
  })

  it('keeps the zones inert outside render mode', () => {
    const { container } = render(<W0003 settings={settings} data={zones} mode="design" />)
    expect(container.querySelectorAll('a[href]')).toHaveLength(0)
    expect(container.querySelectorAll('a[aria-disabled="true"]')).toHaveLength(2)
    // An anchor without an address has no role that takes a name.
    expect(container.querySelectorAll('a[aria-label]')).toHaveLength(0)
  })
})
