import { describe, expect, it } from 'vitest'
import { cartSections, isSelectable, lineSubtotal, selectionOf, specText } from './cart-view.ts'
import { cartLine } from '../../stores/cart-fixtures.ts'
import { cartAnswer } from './test-cart-server.ts'

describe('cart view helpers', () => {
  it('keeps buyable lines in their shops and gathers invalid ones at the end', () => {
    const lines = [cartLine({ cart_id: 1 }), cartLine({ cart_id: 2, valid: false }), cartLine({ cart_id: 3 })]
    const { shops, invalid } = cartSections(cartAnswer(lines, (line) => (line.cart_id === 3 ? 5 : 0)).cartInfo)
    expect(shops.map((s) => [s.group.shop_id, s.lines.map((l) => l.cart_id)])).toEqual([
      [0, [1]],
      [5, [3]],
    ])
    expect(invalid.map((l) => l.cart_id)).toEqual([2])
  })

  it('drops a shop whose lines are all invalid', () => {
    const { shops, invalid } = cartSections(cartAnswer([cartLine({ valid: false })]).cartInfo)
    expect(shops).toEqual([])
    expect(invalid).toHaveLength(1)
  })

  it('counts only buyable goods, not gifts or invalid lines, towards the selection', () => {
    const lines = [
      cartLine({ cart_id: 1 }),
      cartLine({ cart_id: 2, is_checked: false }),
      cartLine({ cart_id: 3, is_gift: true, is_checked: false }),
      cartLine({ cart_id: 4, valid: false, is_checked: false }),
    ]
    expect(lines.map(isSelectable)).toEqual([true, true, false, false])
    expect(selectionOf(lines, (l) => l.is_checked)).toBe('some')
    expect(selectionOf(lines, () => true)).toBe('all')
    expect(selectionOf(lines, () => false)).toBe('none')
    expect(selectionOf([cartLine({ valid: false })], () => true)).toBe('none')
  })

  it('writes the spec description with full-width colons, or the colour and size', () => {
    expect(specText(cartLine({ spec_info: { color: '米白', size: 'M', desc: '颜色:米白 尺码:M' } }))).toBe(
      '颜色：米白  尺码：M',
    )
    expect(specText(cartLine({ spec_info: { color: '', size: '', desc: '规格:30 袋装' } }))).toBe('规格：30 袋装')
    expect(
      specText(cartLine({ spec_info: { color: '黑色', size: '', desc: '颜色:曜石黑 存储容量:12GB+256GB' } })),
    ).toBe('颜色：曜石黑  存储容量：12GB+256GB')
    expect(specText(cartLine({ spec_info: { color: '黑色', size: 'L', desc: '' } }))).toBe('颜色：黑色  尺码：L')
    expect(specText(cartLine({ spec_info: { color: '', size: '', desc: '' } }))).toBe('')
  })

  it("shows the server's subtotal of a line", () => {
    expect(lineSubtotal(cartLine({ price: 1000, quantity: 3, total_fee: 2500 }))).toBe(2500)
  })
})
