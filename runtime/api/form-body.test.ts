import { describe, expect, it } from 'vitest'
import { encodeForm } from './form-body.ts'

describe('encodeForm', () => {
  it.each([
    [{ a: 1, b: 'x y' }, 'a=1&b=x%20y'],
    [{ ids: [1, 2] }, 'ids[]=1&ids[]=2'],
    [{ ids: [] }, ''],
    [{ list: [{ id: 1 }] }, `list[]=${encodeURIComponent('{"id":1}')}`],
    [{ spec: { color: '红' } }, `spec=${encodeURIComponent('{"color":"红"}')}`],
    [{ on: true, off: false }, 'on=true&off=false'],
    [{ empty: null, gone: undefined }, 'empty='],
    [{ 'a&b': '=' }, 'a%26b=%3D'],
  ])('%j -> %s', (fields, expected) => {
    expect(encodeForm(fields)).toBe(expected)
  })
})
