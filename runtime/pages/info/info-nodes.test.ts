import { describe, expect, it } from 'vitest'
import { infoNodeOf } from './info-nodes.ts'
import { licenseTitle } from './LicensePage.tsx'

describe('infoNodeOf', () => {
  it('maps each informational route to its article node', () => {
    expect(infoNodeOf('/news')).toEqual({ code: 'news', title: '公司新闻' })
    expect(infoNodeOf('/technology/')).toEqual({ code: 'technology', title: '技术' })
    expect(infoNodeOf('/frenchstyle')).toEqual({ code: 'story', title: '法式风尚' })
  })
  it('knows no other route', () => {
    expect(infoNodeOf('/toString')).toBeUndefined()
    expect(infoNodeOf('/')).toBeUndefined()
  })
})

describe('licenseTitle', () => {
  it('names the staff agreement on /license/staff', () => {
    expect(licenseTitle('/license')).toBe('用户协议')
    expect(licenseTitle('/license/staff/')).toBe('员工内购协议')
  })
})
