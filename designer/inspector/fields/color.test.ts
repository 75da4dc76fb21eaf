import { describe, expect, it } from 'vitest'
import { isColor, toHex6 } from './color.ts'

describe('colour text', () => {
  it('accepts what the schemas accept', () => {
    for (const ok of ['', '#fff', '#479EE9', '#479EE980', 'rgb(1, 2, 3)', 'rgba(1,2,3,0.5)', 'transparent'])
      expect(isColor(ok), ok).toBe(true)
  })

  it('refuses anything that could smuggle CSS', () => {
    for (const bad of ['#47', '#GGGGGG', 'red', 'url(x)', '#fff;background:url(x)', 'rgb(1,2,3);x', 'expression(1)'])
      expect(isColor(bad), bad).toBe(false)
  })

  it('gives a native colour input its #rrggbb', () => {
    expect(toHex6('#4af', '#000000')).toBe('#44aaff')
    expect(toHex6('#479EE9', '#000000')).toBe('#479ee9')
    expect(toHex6('#479EE980', '#000000')).toBe('#479ee9')
    expect(toHex6('rgb(255, 0, 54)', '#000000')).toBe('#ff0036')
    expect(toHex6('rgb(100%, 0%, 0%)', '#000000')).toBe('#ff0000')
    expect(toHex6('', '#123456')).toBe('#123456')
    expect(toHex6('transparent', '')).toBe('#ffffff')
  })
})
