// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { w0004Defaults } from '../../../schemas/widgets/W0004.ts'
import { link } from '../test-fixtures.ts'
import { logoColumns, logoSize } from './logo-geometry.ts'
import { W0004, type W0004Logo } from './Component.tsx'

afterEach(cleanup)

const logos: W0004Logo[] = [1, 2, 3, 4, 5, 6].map((n) => ({
  imgUrl: `/uploads/logo-${n}.png`,
  pathData: link(`/items?brand=${n}`, `品牌${n}`),
  href: `/items?brand=${n}`,
}))

describe('logo geometry', () => {
  it('splits the width into columns 10 px apart, logos 60 % as high as wide', () => {
    expect(logoSize(1190, 5)).toEqual({ width: 230, height: 138 })
    expect(logoSize(1190, 4)).toEqual({ width: 290, height: 174 })
    expect(logoSize(1190, 3)).toEqual({ width: 390, height: 234 })
  })

  it('falls back to 5 columns for anything but 3, 4 or 5', () => {
    expect(logoColumns(7)).toBe(5)
    expect(logoColumns(undefined)).toBe(5)
    expect(logoColumns(4)).toBe(4)
  })

  it('never goes negative', () => {
    expect(logoSize(10, 5)).toEqual({ width: 0, height: 0 })
  })
})

describe('W0004 logo wall', () => {
  it('lays logos out in the chosen columns and links each', () => {
    const settings = {
      ...w0004Defaults,
      uuid: 'logos',
      width: 1190,
      column: 4 as const,
      text: '品牌馆',
      showMore: true,
      moreText: '全部品牌',
      moreLinkData: link('/brands'),
    }
    const { container } = render(<W0004 settings={settings} data={logos} mode="render" />)
    const grid = container.querySelector<HTMLElement>('.mf-w0004__grid')!
    expect(grid.style.gridTemplateColumns).toBe('repeat(4, 290px)')
    expect(grid.style.gap).toBe('10px')
    const first = screen.getByRole('link', { name: '品牌1' })
    expect(first.getAttribute('href')).toBe('/items?brand=1')
    expect(first.style.height).toBe('174px')
    expect(screen.getByRole('heading', { name: '品牌馆' })).toBeTruthy()
    expect(screen.getByRole('link', { name: /全部品牌/ }).getAttribute('href')).toBe('/brands')
  })

  it('takes the widget paddings off the width it splits', () => {
    const settings = {
      ...w0004Defaults,
      uuid: 'logos',
      width: 1190,
      column: 5 as const,
      paddings: { top: 0, right: 20, bottom: 0, left: 20 },
    }
    const { container } = render(<W0004 settings={settings} data={logos} mode="render" />)
    expect(container.querySelector<HTMLElement>('.mf-w0004__grid')!.style.gridTemplateColumns).toBe('repeat(5, 222px)')
  })
})
