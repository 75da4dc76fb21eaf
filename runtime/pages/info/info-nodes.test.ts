import { describe, expect, it } from 'vitest'
import { infoNodeOf } from './info-nodes.ts'
import { licenseOf } from './LicensePage.tsx'

describe('infoNodeOf', () => {
  it('maps each informational route to its article node', () => {
    expect(infoNodeOf('/news')).toEqual({ code: 'news', title: '公司新闻' })
    expect(infoNodeOf('/technology/')).toEqual({ code: 'technology', title: '技术' })
    expect(infoNodeOf('/frenchstyle')).toEqual({ code: 'frenchstyle', title: '法式风尚' })
  })
  it('knows no other route', () => {
    expect(infoNodeOf('/toString')).toBeUndefined()
    expect(infoNodeOf('/')).toBeUndefined()
  })
})

describe('licenseOf', () => {
  it('shows the staff agreement on /license/staff and the user agreement on /license', () => {
    expect(licenseOf('/license')).toEqual({ code: 'license', title: '用户协议' })
    expect(licenseOf('/license/staff/')).toEqual({ code: 'staff_license', title: '员工内购协议' })
  })
})
