import { describe, expect, it } from 'vitest'
import { unbracket } from './form-input.ts'

describe('unbracket', () => {
  it('leaves plain keys alone', () => {
    const input = { a: '1', b: ['2', '3'] }
    expect(unbracket(input)).toBe(input)
  })

  it('reads key[]=v (one or repeated) as a list', () => {
    expect(unbracket({ 'cart_id[]': '5' })).toEqual({ cart_id: ['5'] })
    expect(unbracket({ 'cart_id[]': ['5', '6'] })).toEqual({ cart_id: ['5', '6'] })
  })

  it('reads a[0]=x as a list in index order, and a[b]=c as an object', () => {
    expect(unbracket({ 'ids[1]': 'b', 'ids[0]': 'a', 'ids[10]': 'c' })).toEqual({ ids: ['a', 'b', 'c'] })
    expect(unbracket({ 'spec[color]': '红', 'spec[size]': 'M' })).toEqual({ spec: { color: '红', size: 'M' } })
    expect(
      unbracket({ 'cart_params[0][cart_id]': '7', 'cart_params[0][num]': '2', 'cart_params[1][cart_id]': '8' }),
    ).toEqual({
      cart_params: [{ cart_id: '7', num: '2' }, { cart_id: '8' }],
    })
  })

  it('joins a plain key and its bracketed list', () => {
    expect(unbracket({ item_id: '1', 'item_id[]': ['2', '3'] })).toEqual({ item_id: ['1', '2', '3'] })
  })

  it('never writes to an object prototype', () => {
    const result = unbracket({
      '__proto__[polluted]': '1',
      'a[__proto__][polluted]': '1',
      'constructor[prototype][polluted]': '1',
    })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.keys(result)).toEqual(['a'])
  })

  it('keeps an index beyond any list a client sends as an object key', () => {
    expect(unbracket({ 'a[5000]': 'x' })).toEqual({ a: { '5000': 'x' } })
  })
})
