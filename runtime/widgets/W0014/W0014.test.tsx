// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { w0014Defaults } from '../../../schemas/widgets/W0014.ts'
import type { ShowcaseTab } from '../shared/showcase/showcase.ts'
import { resolvedGoods } from '../test-goods.ts'
import { W0014 } from './index.ts'

afterEach(cleanup)

const goods = (n: number) => resolvedGoods(n, { goods_pic: `/uploads/g${n}.png`, price: n * 100 })
const tabs: ShowcaseTab[] = [
  { text: '手机', data: [1, 2, 3, 4, 5, 6].map(goods) },
  { text: '电脑', data: [7, 8].map(goods) },
]

const goodsNames = () =>
  screen.getAllByRole('link').map((a) => a.querySelector('.mf-showcase__goods-name')!.textContent)
const goodsImage = (name: string) => screen.getByRole('link', { name: new RegExp(`^${name}¥`) }).querySelector('img')!

describe('W0014 main-image showcase', () => {
  it('draws the first goods at 400 and the others at 150, four per slide', () => {
    render(<W0014 settings={{ ...w0014Defaults, text: '数码' }} data={tabs} mode="render" />)
    expect(goodsImage('商品1').getAttribute('width')).toBe('400')
    expect(goodsImage('商品2').getAttribute('width')).toBe('150')
    expect(goodsNames()).toEqual(['商品1', '商品2', '商品3', '商品4', '商品5'])
    fireEvent.click(screen.getByRole('button', { name: '下一页商品' }))
    expect(goodsNames()).toEqual(['商品1', '商品6'])
    expect(screen.getByRole('link', { name: /^商品6¥/ }).getAttribute('href')).toBe('/items/6')
  })

  it('makes a hovered tab active and shows its goods from the first slide', () => {
    render(<W0014 settings={w0014Defaults} data={tabs} mode="render" />)
    fireEvent.click(screen.getByRole('button', { name: '下一页商品' }))
    fireEvent.mouseEnter(screen.getByRole('tab', { name: '电脑' }))
    expect(screen.getByRole('tab', { name: '电脑' }).getAttribute('aria-selected')).toBe('true')
    expect(goodsNames()).toEqual(['商品7', '商品8'])
  })

  it('keeps goods links inert in design mode', () => {
    render(<W0014 settings={w0014Defaults} data={tabs} mode="design" />)
    expect(screen.getByText('商品1').closest('a')!.getAttribute('href')).toBeNull()
  })
})
