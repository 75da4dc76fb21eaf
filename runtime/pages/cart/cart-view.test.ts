import { describe, expect, it } from 'vitest'
import { cartSections, isSelectable, lineSubtotal, selectionOf, specText } from './cart-view.ts'
import { cartAnswer, pageLine } from './test-cart-server.ts'

describe('cart view helpers', () => {
  it('keeps buyable lines in their shops and gathers invalid ones at the end', () => {
    const lines = [pageLine({ cart_id: 1 }), pageLine({ cart_id: 2, valid: false }), pageLine({ cart_id: 3 })]
    const { shops, invalid } = cartSections(cartAnswer(lines, (line) => (line.cart_id === 3 ? 5 : 0)).cartInfo)
    expect(shops.map((s) => [s.group.shop_id, s.lines.map((l) => l.cart_id)])).toEqual([
      [0, [1]],
      [5, [3]],
    ])
    expect(invalid.map((l) => l.cart_id)).toEqual([2])
  })

  it('drops a shop whose lines are all invalid', () => {
    const { shops, invalid } = cartSections(cartAnswer([pageLine({ valid: false })]).cartInfo)
    expect(shops).toEqual([])
    expect(invalid).toHaveLength(1)
  })

  it('counts only buyable goods, not gifts or invalid lines, towards the selection', () => {
    const lines = [
      pageLine({ cart_id: 1 }),
      pageLine({ cart_id: 2, is_checked: false }),
      pageLine({ cart_id: 3, is_gift: true, is_checked: false }),
      pageLine({ cart_id: 4, valid: false, is_checked: false }),
    ]
    expect(lines.map(isSelectable)).toEqual([true, true, false, false])
    expect(selectionOf(lines, (l) => l.is_checked)).toBe('some')
    expect(selectionOf(lines, () => true)).toBe('all')
    expect(selectionOf(lines, () => false)).toBe('none')
    expect(selectionOf([pageLine({ valid: false })], () => true)).toBe('none')
  })

  it('writes the spec description with full-width colons, or the colour and size', () => {
    expect(specText(pageLine({ spec_info: { color: '米白', size: 'M', desc: '颜色:米白 尺码:M' } }))).toBe('颜色：米白  尺码：M')
    expect(specText(pageLine({ spec_info: { color: '', size: '', desc: '规格:30 袋装' } }))).toBe('规格：30 袋装')
    expect(specText(pageLine({ spec_info: { color: '黑色', size: '', desc: '颜色:曜石黑 存储容量:12GB+256GB' } }))).toBe('颜色：曜石黑  存储容量：12GB+256GB')
    expect(specText(pageLine({ spec_info: { color: '黑色', size: 'L' } }))).toBe('颜色：黑色  尺码：L')
    expect(specText(pageLine({ spec_info: { color: '', size: '', desc: '' } }))).toBe('')
  })

  it("shows the server's subtotal of a line", () => {
    expect(lineSubtotal(pageLine({ price: 1000, quantity: 3, total_fee: 2500 }))).toBe(2500)
  })
})
