import { describe, expect, it } from 'vitest'
import { addressMessages, checkAddress, type AddressDraft } from './address-rules.ts'

const valid: AddressDraft = {
  name: '王芳',
  mobile: '13912345678',
  province_code: '110000',
  city_code: '110100',
  county_code: '110105',
  addr: '建国路 88 号 1 号楼',
  is_def: false,
}
const withCounties = () => true

describe('the address rules', () => {
  it('passes a complete address', () => {
    expect(checkAddress(valid, withCounties)).toEqual({})
  })

  it('names every missing field with its message', () => {
    const empty = { ...valid, name: ' ', mobile: '', province_code: '', city_code: '', county_code: '', addr: '' }
    expect(checkAddress(empty, withCounties)).toEqual({
      name: addressMessages.nameRequired,
      mobile: '请输入手机号码',
      region: '请选择省市区',
      addr: '请填写详细地址',
    })
  })

  it('checks the mobile against spec 5: 11 digits, 1 then 3-9', () => {
    for (const mobile of ['12812345678', '1391234567', '139123456789', '1391234567a']) {
      expect(checkAddress({ ...valid, mobile }, withCounties).mobile).toBe('请输入正确的手机号码')
    }
    expect(checkAddress({ ...valid, mobile: ' 19912345678 ' }, withCounties).mobile).toBeUndefined()
  })

  it('needs a county only when the city has counties', () => {
    const noCounty = { ...valid, county_code: '' }
    expect(checkAddress(noCounty, withCounties).region).toBe('请选择省市区')
    expect(checkAddress(noCounty, () => false).region).toBeUndefined()
  })

  it('limits the name to 20 characters and the street address to 5-100', () => {
    expect(checkAddress({ ...valid, name: '名'.repeat(21) }, withCounties).name).toBe('收货人姓名不能超过20个字')
    expect(checkAddress({ ...valid, addr: '建国路' }, withCounties).addr).toBe('详细地址长度应为5-100个字')
  })
})
