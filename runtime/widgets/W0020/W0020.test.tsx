// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { w0020Defaults } from '../../../schemas/widgets/W0020.ts'
import { resolvedGoods } from '../test-goods.ts'
import { W0020, type RecommendedShop } from './index.ts'

afterEach(cleanup)

const goods = (n: number) =>
  resolvedGoods(n, { goods_name: `好物${n}`, goods_pic: `/uploads/g${n}.png`, price: n * 1000 })
const shops: RecommendedShop[] = [
  {
    shop_id: 5,
    shop_name: '数码旗舰店',
    shop_pic: '/uploads/shop-top-5.png',
    banner: '/uploads/shop-banner-5.png',
    logo: '/uploads/shop-logo-5.png',
    tag_list: [
      { tag_id: 1, tag_name: '品牌' },
      { tag_id: 2, tag_name: '包邮' },
      { tag_id: 3, tag_name: '第三个' },
    ],
    goods_list: [goods(1), goods(2), goods(3), goods(4)],
    href: '/shops/info?distributor_id=5',
  },
  {
    shop_id: 6,
    shop_name: '生鲜店',
    shop_pic: '/uploads/shop-top-6.png',
    banner: '',
    logo: '',
    tag_list: [],
    goods_list: [goods(7)],
    href: '/shops/info?distributor_id=6',
  },
]

describe('W0020 recommended shops', () => {
  it('gives each shop block a 538×96 top image', () => {
    render(<W0020 settings={w0020Defaults} data={shops} mode="render" />)
    for (const name of ['数码旗舰店', '生鲜店']) {
      const top = screen.getByRole('img', { name })
      expect([top.getAttribute('width'), top.getAttribute('height')]).toEqual(['538', '96'])
    }
    expect(screen.getByRole('img', { name: '数码旗舰店' }).getAttribute('src')).toBe('/uploads/shop-top-5.png')
  })

  it('shows logo, name, at most 2 tags and 3 goods with prices, linked in render mode', () => {
    const { container } = render(<W0020 settings={w0020Defaults} data={shops} mode="render" />)
    const block = container.querySelector('.mf-w0020__shop')!
    expect([...block.querySelectorAll('.mf-w0020__tag')].map((t) => t.textContent)).toEqual(['品牌', '包邮'])
    expect(
      [...block.querySelectorAll('.mf-w0020__goods-link')].map(
        (a) => a.querySelector('.mf-w0020__goods-name')!.textContent,
      ),
    ).toEqual(['好物1', '好物2', '好物3'])
    expect(screen.getByText('¥30.00')).toBeTruthy()
    expect(screen.getByRole('link', { name: '进入数码旗舰店' }).getAttribute('href')).toBe(
      '/shops/info?distributor_id=5',
    )
    expect(screen.getByRole('link', { name: '进入生鲜店' }).getAttribute('href')).toBe('/shops/info?distributor_id=6')
    expect(screen.getByRole('link', { name: /^好物2¥/ }).getAttribute('href')).toBe('/items/2')
    expect(screen.getByRole('img', { name: '数码旗舰店标志' })).toBeTruthy()
  })

  it('keeps every link inert in design mode', () => {
    const { container } = render(<W0020 settings={w0020Defaults} data={shops} mode="design" />)
    expect(container.querySelectorAll('a[href]')).toHaveLength(0)
  })
})
