import { describe, expect, it } from 'vitest'
import { fail } from '../../lib/errors.ts'
import { parseIds } from './id-list.ts'

describe('parseIds', () => {
  it('merges arrays and comma lists into distinct ids', () => {
    expect(parseIds('item_ids', ['1', '2,3'], [' 3 ', '4,'], undefined)).toEqual([1, 2, 3, 4])
    expect(parseIds('item_ids')).toEqual([])
  })

  it('refuses anything but positive 32-bit ids, naming the field', () => {
    for (const bad of ['x', '0', '-1', '1.5', '2147483648', '1e3', '１']) {
      expect(() => parseIds('item_ids', [bad])).toThrowError(fail('PARAMETER_FORMAT', { field: 'item_ids' }))
    }
  })

  it('refuses more than 1000 ids', () => {
    const many = Array.from({ length: 1001 }, (_, i) => String(i + 1)).join(',')
    expect(() => parseIds('item_ids', [many])).toThrowError('参数 item_ids 过多')
  })
})
