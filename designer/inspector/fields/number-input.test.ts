import { describe, expect, it } from 'vitest'
import { readNumber } from './number-input.ts'

describe('readNumber', () => {
  const fontSize = { min: 0, max: 27, step: 1, integer: true }

  it('takes a value in range, rounding integers', () => {
    expect(readNumber('14', fontSize)).toEqual({ kind: 'ok', value: 14 })
    expect(readNumber(' 14.6 ', fontSize)).toEqual({ kind: 'ok', value: 15 })
    expect(readNumber('2.5', { step: 0.5, integer: false })).toEqual({ kind: 'ok', value: 2.5 })
  })

  it('names the bound a value breaks and the value it clamps to', () => {
    expect(readNumber('30', fontSize)).toEqual({ kind: 'out-of-range', message: '不能大于27', clamped: 27 })
    expect(readNumber('-3', fontSize)).toEqual({ kind: 'out-of-range', message: '不能小于0', clamped: 0 })
    expect(readNumber('5', { min: 10, step: 1, integer: true })).toEqual({
      kind: 'out-of-range',
      message: '不能小于10',
      clamped: 10,
    })
  })

  it('treats nothing, a lone minus and non-numbers as not yet a number', () => {
    for (const text of ['', '  ', '-', 'abc']) expect(readNumber(text, fontSize)).toEqual({ kind: 'empty' })
  })
})
