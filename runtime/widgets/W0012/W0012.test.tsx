// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { w0012Defaults, type W0012 as W0012Settings } from '../../../schemas/widgets/W0012.ts'
import type { WidgetMode } from '../types.ts'
import { resolvedCoupon, resolvedGoods } from '../test-goods.ts'
import { W0012, type W0012Data } from './index.ts'

afterEach(cleanup)

const image = (n: number) => ({
  imgUrl: `/uploads/window-${n}.png`,
  pathData: { linkPage: 'href' as const, href: `/items/${n}`, title: `橱窗图${n}` },
})
const product = (n: number) => resolvedGoods(n, { price: n * 1000 })
const coupon = (n: number, getted: 0 | 1 = 0) => resolvedCoupon(n, { reduce_cost: n * 100, getted })

const data: W0012Data = [
  [image(1), image(2)],
  [image(3), image(4), image(5)],
  [image(6), image(7), image(8), image(9)],
  [
    { type: 'goods', data: [product(1), product(2), product(3), product(4)] },
    { type: 'goods', data: [product(5), product(6), product(7), product(8)] },
  ],
  [{ type: 'coupon', data: [coupon(1), coupon(2, 1)] }],
]

function renderCard(styleType: W0012Settings['styleType'], mode: WidgetMode = 'render') {
  return render(
    <W0012
      settings={{ ...w0012Defaults, mainTitle: '品质生活', subTitle: '精选好物', styleType }}
      data={data}
      mode={mode}
    />,
  )
}

describe('W0012 showcase card', () => {
  it.each([
    [0, ['橱窗图1', '橱窗图2']],
    [1, ['橱窗图3', '橱窗图4', '橱窗图5']],
    [2, ['橱窗图6', '橱窗图7', '橱窗图8', '橱窗图9']],
  ] as const)('window style %i shows its own image list', (styleType, names) => {
    renderCard(styleType)
    const images = screen.getAllByRole('img')
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(names)
    for (const img of images) {
      expect(Number(img.getAttribute('width'))).toBeGreaterThan(0)
      expect(Number(img.getAttribute('height'))).toBeGreaterThan(0)
    }
    expect(screen.getByRole('link', { name: names[0] }).getAttribute('href')).toBe(
      `/items/${names[0].replace('橱窗图', '')}`,
    )
  })

  it('style 3 shows the first product group and switches groups with the dots', () => {
    renderCard(3)
    expect(
      screen
        .getAllByRole('link', { name: /^商品\d¥/ })
        .map((a) => a.querySelector('.mf-w0012__product-name')!.textContent),
    ).toEqual(['商品1', '商品2', '商品3', '商品4'])
    expect(screen.getByText('¥10.00')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '第2组商品' }))
    expect(
      screen
        .getAllByRole('link', { name: /^商品\d¥/ })
        .map((a) => a.querySelector('.mf-w0012__product-name')!.textContent),
    ).toEqual(['商品5', '商品6', '商品7', '商品8'])
    expect(screen.getByRole('button', { name: '第2组商品' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('style 4 shows the coupon group with claim buttons labelled by getted', () => {
    const { container } = renderCard(4)
    const coupons = container.querySelectorAll('.mf-w0012__coupon')
    expect(coupons).toHaveLength(2)
    expect(within(coupons[0] as HTMLElement).getByRole('button').textContent).toBe('立即领取')
    expect(within(coupons[1] as HTMLElement).getByRole('button').textContent).toBe('已领取')
    expect(screen.getByText('¥1.00')).toBeTruthy()
  })

  it('shows the title and subtitle; links are inert outside render mode', () => {
    render(
      <W0012
        settings={{
          ...w0012Defaults,
          mainTitle: '品质生活',
          subTitle: '精选好物',
          styleType: 0,
          linkPath: { linkPage: 'href', href: '/items' },
        }}
        data={data}
        mode="design"
      />,
    )
    expect(screen.getByRole('heading', { name: '品质生活' })).toBeTruthy()
    expect(screen.getByText('精选好物')).toBeTruthy()
    expect(screen.getByLabelText('查看更多品质生活').getAttribute('href')).toBeNull()
    expect(screen.getByLabelText('橱窗图1').getAttribute('href')).toBeNull()
  })
})
