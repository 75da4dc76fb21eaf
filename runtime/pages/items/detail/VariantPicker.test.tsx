// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { DetailSku, DetailSpecGroup } from './item-detail-types.ts'
import { initialSelection } from './variant.ts'
import { VariantPicker } from './VariantPicker.tsx'
import { shareLinks } from './share-links.ts'

afterEach(cleanup)

const groups: DetailSpecGroup[] = [
  {
    spec_name: '颜色',
    spec_values: [
      { spec_value_id: 1, spec_value_name: '黑' },
      { spec_value_id: 2, spec_value_name: '绿' },
    ],
  },
  {
    spec_name: '容量',
    spec_values: [
      { spec_value_id: 3, spec_value_name: '小' },
      { spec_value_id: 4, spec_value_name: '大' },
    ],
  },
]
const sku = (a: number, b: number, store: number): DetailSku => ({
  item_id: a * 10 + b,
  sku_id: a * 10 + b,
  store,
  price: 100,
  item_spec: [
    { spec_value_id: a, spec_value_name: '' },
    { spec_value_id: b, spec_value_name: '' },
  ],
})
const skus = [sku(1, 3, 2), sku(1, 4, 1), sku(2, 3, 0), sku(2, 4, 0)]

function Harness() {
  const [selection, setSelection] = useState(() => initialSelection(groups, skus))
  return <VariantPicker groups={groups} skus={skus} selection={selection} onChange={setSelection} />
}

const pressed = () => screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent)

describe('VariantPicker', () => {
  it('preselects the first in-stock combination and marks the sold-out value', () => {
    render(<Harness />)
    expect(pressed()).toEqual(['黑', '小'])
    expect(screen.getByRole('button', { name: '绿' }).getAttribute('aria-disabled')).toBe('true')
    expect(screen.getByRole('group', { name: '颜色' })).toBeTruthy()
  })

  it('ignores clicks on a sold-out value and deselects on a second click', () => {
    render(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: '绿' }))
    expect(pressed()).toEqual(['黑', '小'])
    fireEvent.click(screen.getByRole('button', { name: '小' }))
    expect(pressed()).toEqual(['黑'])
    fireEvent.click(screen.getByRole('button', { name: '大' }))
    expect(pressed()).toEqual(['黑', '大'])
  })
})

describe('shareLinks', () => {
  it('builds weibo, wechat, douban, qq and qzone links for the item url', () => {
    const links = shareLinks('https://shop.test/items/5', '商品 A', 'https://shop.test/a.png')
    expect(links.map((l) => l.key)).toEqual(['weibo', 'wechat', 'douban', 'qq', 'qzone'])
    expect(links[0]!.href).toBe(
      'https://service.weibo.com/share/share.php?url=https%3A%2F%2Fshop.test%2Fitems%2F5&title=%E5%95%86%E5%93%81%20A&pic=https%3A%2F%2Fshop.test%2Fa.png',
    )
    expect(links[1]!.href).toBe('https://shop.test/items/5')
    for (const link of links) expect(link.href).toContain(link.key === 'wechat' ? 'items/5' : 'items%2F5')
  })
})
