import { describe, expect, it } from 'vitest'
import { codesOf, namesOf } from './region-names.ts'

const tree = [
  {
    id: '110000',
    label: '北京市',
    children: [{ id: '110100', label: '北京市', children: [{ id: '110105', label: '朝阳区' }] }],
  },
  { id: '440000', label: '广东省', children: [{ id: '441900', label: '东莞市' }] },
]

describe('region names', () => {
  it('turns codes into the names the application keeps and back', () => {
    const codes = { province_code: '110000', city_code: '110100', county_code: '110105' }
    expect(namesOf(tree, codes)).toEqual({ province: '北京市', city: '北京市', area: '朝阳区' })
    expect(codesOf(tree, { province: '北京市', city: '北京市', area: '朝阳区' })).toEqual(codes)
  })
  it('keeps what it knows of a city without counties or an unknown name', () => {
    expect(codesOf(tree, { province: '广东省', city: '东莞市', area: '' })).toEqual({
      province_code: '440000',
      city_code: '441900',
      county_code: '',
    })
    expect(codesOf(tree, { province: '火星', city: '', area: '' })).toEqual({
      province_code: '',
      city_code: '',
      county_code: '',
    })
    expect(codesOf(null, { province: '北京市', city: '北京市', area: '' }).province_code).toBe('')
  })
})
