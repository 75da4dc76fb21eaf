import type { Address } from '../../api/address.ts'

/** A saved address as member/addresslist answers it, for tests. */
export const testAddress = (id: number, patch: Partial<Address> = {}): Address => ({
  address_id: id,
  addr_id: id,
  name: `收货人${id}`,
  mobile: '13800000000',
  province: '北京市',
  city: '北京市',
  county: '朝阳区',
  province_code: '110000',
  city_code: '110100',
  county_code: '110105',
  addr: `三里屯路 ${id} 号`,
  postcode: '',
  is_def: 0,
  area: '北京市 北京市 朝阳区',
  username: `收货人${id}`,
  telephone: '13800000000',
  adrdetail: `三里屯路 ${id} 号`,
  postalCode: '',
  created: 1700000000,
  updated: 1700000000,
  ...patch,
})

/** The checkout tests' default address: 李明's, at 三里屯路 19 号. */
export const testHomeAddress = (): Address =>
  testAddress(1, {
    name: '李明',
    username: '李明',
    addr: '三里屯路 19 号',
    adrdetail: '三里屯路 19 号',
    is_def: 1,
  })
