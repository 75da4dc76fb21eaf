// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { w0017Defaults } from '../../../schemas/widgets/W0017.ts'
import { resolvedGoods } from '../test-goods.ts'
import { W0017 } from './index.ts'

afterEach(cleanup)

const goods = (n: number) =>
  resolvedGoods(n, { goods_name: `专题${n}`, brief: `卖点${n}`, goods_pic: `/uploads/s${n}.png`, price: 990 })
const tabs = [
  { text: '精选', data: [1, 2, 3, 4, 5].map(goods) },
  { text: '新品', data: [6].map(goods) },
]
const settings = {
  ...w0017Defaults,
  text: '冬季专题',
  mainGoods: {
    goods_pic: '/uploads/feature.png',
    pathData: { linkPage: 'href' as const, href: '/custompage?pageid=5', title: '冬季主图' },
  },
  wgtSubTitleColor: '#888888',
  wgtSubTitleFontSize: 13,
}

describe('W0017 special showcase', () => {
  it('shows the main product image linking to its page beside the tabs, four goods per slide at 150', () => {
    render(<W0017 settings={settings} data={tabs} mode="render" />)
    const main = screen.getByRole('link', { name: '冬季主图' })
    expect(main.getAttribute('href')).toBe('/custompage?pageid=5')
    expect(screen.getByRole('img', { name: '冬季主图' }).getAttribute('src')).toBe('/uploads/feature.png')
    expect(screen.getAllByRole('link', { name: /^专题\d/ })).toHaveLength(4)
    expect(screen.getByText('专题1').closest('a')!.querySelector('img')!.getAttribute('width')).toBe('150')
  })

  it('styles each goods brief line with the subtitle colour and size, and switches tabs on hover', () => {
    render(<W0017 settings={settings} data={tabs} mode="render" />)
    const brief = screen.getByText('卖点1')
    expect([brief.style.color, brief.style.fontSize]).toEqual(['rgb(136, 136, 136)', '13px'])
    fireEvent.mouseEnter(screen.getByRole('tab', { name: '新品' }))
    expect(
      screen
        .getAllByRole('link', { name: /^专题\d/ })
        .map((a) => a.querySelector('.mf-showcase__goods-name')!.textContent),
    ).toEqual(['专题6'])
  })
})
