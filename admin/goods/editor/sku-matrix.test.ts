import { describe, expect, it } from 'vitest'
import { combinations, matchRows, newKey, type SpecGroupDraft } from './sku-matrix.ts'

const value = (name: string) => ({ key: newKey('v'), name, image: '' })
const group = (name: string, ...names: string[]): SpecGroupDraft => ({
  key: newKey('g'),
  name,
  values: names.map(value),
})

describe('the SKU matrix', () => {
  it('lists every combination, the first group varying slowest, leaving out unnamed groups and values', () => {
    const colour = group('颜色', '黑色', '白色', '')
    const size = group('尺码', 'M', 'L')
    const names = combinations([colour, size, group('', 'x')]).map((c) => c.values.map((v) => v.name).join('/'))
    expect(names).toEqual(['黑色/M', '黑色/L', '白色/M', '白色/L'])
  })

  it('keeps rows by value, hands an old row to one new combination when a group is added, and blanks the rest', () => {
    const colour = group('颜色', '黑色', '白色')
    const before = combinations([colour])
    const rows = new Map(before.map((c, i) => [c.key, { bn: `B${i}` }]))
    const size = group('尺码', 'M', 'L')
    const after = matchRows(combinations([colour, size]), rows, () => ({ bn: '' }))
    expect([...after.values()].map((row) => row.bn)).toEqual(['B0', '', 'B1', ''])

    // Removing the group again gives each colour back one of its rows.
    const back = matchRows(combinations([colour]), after, () => ({ bn: '' }))
    expect([...back.values()].map((row) => row.bn)).toEqual(['B0', 'B1'])
  })
})
