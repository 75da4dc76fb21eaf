import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createTestMember, createTestRegions, type TestMember } from '../test-helpers.ts'

const BASE = '/api/h5app/wxapp'

let app: FastifyInstance
let member: TestMember

beforeAll(async () => {
  app = await buildTestApp()
  await createTestRegions(app.db)
})
afterAll(async () => {
  await app?.close()
})
beforeEach(async () => {
  member = await createTestMember(app)
})

/** A valid address in the ECShopX field names. */
const valid = (extra: Record<string, unknown> = {}) => ({
  username: '张三',
  telephone: '13812345678',
  province: '广东省',
  city: '广州市',
  county: '天河区',
  adrdetail: '天河路385号太古汇一座',
  postalCode: '510620',
  ...extra,
})

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  who: TestMember | null = member,
) {
  return app.inject({ method, url: `${BASE}${url}`, headers: who ? who.headers : {}, ...(payload ? { payload } : {}) })
}

/** Form-encoded, as the storefront posts. */
function postForm(url: string, fields: Record<string, string>, who: TestMember = member) {
  return app.inject({
    method: 'POST',
    url: `${BASE}${url}`,
    headers: { ...who.headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  })
}

async function create(extra: Record<string, unknown> = {}, who: TestMember = member) {
  const res = await call('POST', '/member/address', valid(extra), who)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as { address_id: number; is_def: 0 | 1 }
}

async function rows(who: TestMember = member) {
  return app.db.selectFrom('addresses').selectAll().where('member_id', '=', who.id).orderBy('id').execute()
}

async function defaults(who: TestMember = member) {
  return (await rows(who)).filter((row) => row.is_default === 1).map((row) => row.id)
}

describe('GET member/addresslist', () => {
  it('is empty for a new member', async () => {
    const res = await call('GET', '/member/addresslist')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ data: { list: [], total_count: 0 } })
  })

  it('lists the default first, then the newest', async () => {
    const first = await create()
    const second = await create({ username: '李四' })
    const third = await create({ username: '王五' })
    const res = await call('GET', '/member/addresslist')
    const { list, total_count } = res.json().data
    expect(total_count).toBe(3)
    expect(list.map((a: { address_id: number }) => a.address_id)).toEqual([
      first.address_id,
      third.address_id,
      second.address_id,
    ])
    expect(list.map((a: { is_def: number }) => a.is_def)).toEqual([1, 0, 0])
  })

  it('answers every field under both names, with the area line', async () => {
    const { address_id } = await create()
    const [address] = (await call('GET', '/member/addresslist')).json().data.list
    expect(address).toMatchObject({
      address_id,
      addr_id: address_id,
      username: '张三',
      name: '张三',
      telephone: '13812345678',
      mobile: '13812345678',
      province: '广东省',
      city: '广州市',
      county: '天河区',
      province_code: '440000',
      city_code: '440100',
      county_code: '440106',
      adrdetail: '天河路385号太古汇一座',
      addr: '天河路385号太古汇一座',
      postalCode: '510620',
      postcode: '510620',
      is_def: 1,
      area: '广东省 广州市 天河区',
    })
    expect(address.created).toBeGreaterThan(1_700_000_000)
  })

  it('pages with page/pageSize and page_no/page_size', async () => {
    for (let i = 0; i < 3; i++) await create()
    const a = (await call('GET', '/member/addresslist?page=2&pageSize=2')).json().data
    expect(a.total_count).toBe(3)
    expect(a.list).toHaveLength(1)
    const b = (await call('GET', '/member/addresslist?page_no=1&page_size=2')).json().data
    expect(b.list).toHaveLength(2)
  })

  it('shows only the token owner’s addresses', async () => {
    const other = await createTestMember(app)
    await create({}, other)
    expect((await call('GET', '/member/addresslist')).json().data.total_count).toBe(0)
  })

  it('refuses guests with 401', async () => {
    const res = await call('GET', '/member/addresslist', undefined, null)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ status_code: 401, message: '请先登录' })
  })
})

describe('POST member/address', () => {
  it('creates from a form post and makes the first address the default', async () => {
    const res = await postForm('/member/address', { ...valid(), company_id: '1' } as Record<string, string>)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ username: '张三', is_def: 1, county_code: '440106' })
    expect(await rows()).toHaveLength(1)
  })

  it('accepts the plain field names and JSON', async () => {
    const res = await call('POST', '/member/address', {
      name: '赵六',
      mobile: '13912345678',
      province: '北京市',
      city: '北京市',
      county: '朝阳区',
      addr: '建国门外大街1号',
      postcode: '100020',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      username: '赵六',
      telephone: '13912345678',
      adrdetail: '建国门外大街1号',
      area: '北京市 北京市 朝阳区',
    })
  })

  it('trims spaces around the fields', async () => {
    const data = await create({ username: '  张三 ', adrdetail: '  天河路385号太古汇一座  ' })
    const [row] = await rows()
    expect(row.id).toBe(data.address_id)
    expect(row.name).toBe('张三')
    expect(row.addr).toBe('天河路385号太古汇一座')
  })

  it('keeps the first default when a later address does not ask for it', async () => {
    const first = await create()
    const second = await create({ is_def: 0 })
    expect(second.is_def).toBe(0)
    expect(await defaults()).toEqual([first.address_id])
  })

  it('moves the default to a new address sent with is_def=1 (or true)', async () => {
    await create()
    const second = await create({ is_def: 1 })
    expect(second.is_def).toBe(1)
    expect(await defaults()).toEqual([second.address_id])
    const third = await create({ is_def: true })
    expect(await defaults()).toEqual([third.address_id])
  })

  it('fills names from region codes and codes from names', async () => {
    const byCode = await call(
      'POST',
      '/member/address',
      valid({
        province: undefined,
        city: undefined,
        county: undefined,
        province_code: '110000',
        city_code: '110100',
        county_code: '110101',
      }),
    )
    expect(byCode.json().data).toMatchObject({ province: '北京市', city: '北京市', county: '东城区' })
    const byName = await call(
      'POST',
      '/member/address',
      valid({ province: '北京市', city: '北京市', county: '东城区' }),
    )
    expect(byName.json().data).toMatchObject({ province_code: '110000', city_code: '110100', county_code: '110101' })
  })

  it('takes an empty county for a city without counties', async () => {
    const res = await call('POST', '/member/address', valid({ city: '东莞市', county: '' }))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ city_code: '441900', county: '', county_code: '', area: '广东省 东莞市' })
  })

  const refused: [string, Record<string, unknown>, string][] = [
    ['a missing receiver name', { username: '' }, '请填写收货人姓名'],
    ['a blank receiver name', { username: '   ' }, '请填写收货人姓名'],
    ['a receiver name over 20 characters', { username: '张'.repeat(21) }, '收货人姓名不能超过20个字'],
    ['a missing mobile', { telephone: undefined }, '请输入正确的手机号'],
    ['a mobile starting 12', { telephone: '12812345678' }, '请输入正确的手机号'],
    ['a 10-digit mobile', { telephone: '1381234567' }, '请输入正确的手机号'],
    ['a missing province', { province: undefined }, '请选择省市区'],
    ['an unknown province', { province: '火星省' }, '请选择省市区'],
    ['a city of another province', { city: '北京市' }, '请选择省市区'],
    ['a missing county where the city has counties', { county: '' }, '请选择省市区'],
    ['a county of another city', { county: '东城区' }, '请选择省市区'],
    ['a county where the city has none', { city: '东莞市', county: '天河区' }, '请选择省市区'],
    ['a code that contradicts the name', { province_code: '110000' }, '请选择省市区'],
    ['a missing detail address', { adrdetail: undefined }, '请填写详细地址'],
    ['a detail address under 5 characters', { adrdetail: '天河路1' }, '请填写详细地址'],
    ['a detail address over 100 characters', { adrdetail: '路'.repeat(101) }, '请填写详细地址'],
    ['a 5-digit postcode', { postalCode: '51062' }, '请输入正确的邮政编码'],
    ['a postcode with letters', { postalCode: '51062a' }, '请输入正确的邮政编码'],
    ['a NUL character in the name', { username: '张\u0000三' }, '收货地址包含无效字符'],
    ['a line break in the detail address', { adrdetail: '天河路385号\n太古汇' }, '收货地址包含无效字符'],
  ]
  for (const [what, extra, message] of refused) {
    it(`refuses ${what} and writes nothing`, async () => {
      const res = await call('POST', '/member/address', valid(extra))
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(message)
      expect(await rows()).toHaveLength(0)
    })
  }

  it('takes a detail address of exactly 5 and 100 characters and a 20-character name', async () => {
    await create({ adrdetail: '天河路1号', username: '张'.repeat(20) })
    await create({ adrdetail: '路'.repeat(100) })
    expect(await rows()).toHaveLength(2)
  })

  it('refuses absurdly long input and a bad is_def with 400', async () => {
    for (const extra of [
      { username: 'x'.repeat(5000) },
      { adrdetail: 'x'.repeat(5000) },
      { is_def: 'yes' },
      { province: ['a', 'b'] },
    ]) {
      const res = await call('POST', '/member/address', valid(extra))
      expect(res.statusCode).toBe(400)
    }
    expect(await rows()).toHaveLength(0)
  })

  it('names the first missing field of an empty post', async () => {
    const res = await app.inject({ method: 'POST', url: `${BASE}/member/address`, headers: member.headers })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('请填写收货人姓名')
  })

  it('allows at most 20 addresses', async () => {
    for (let i = 0; i < 20; i++) await create()
    const res = await call('POST', '/member/address', valid())
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'ADDRESS_LIMIT', message: '收货地址最多20个' })
    expect(await rows()).toHaveLength(20)
  })

  it('keeps the limit and one default under concurrent posts', async () => {
    const results = await Promise.all(Array.from({ length: 24 }, () => call('POST', '/member/address', valid())))
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(20)
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(4)
    expect(await rows()).toHaveLength(20)
    expect(await defaults()).toHaveLength(1)
  })

  it('refuses guests with 401 and writes nothing', async () => {
    const before = await app.db.selectFrom('addresses').select('id').execute()
    const res = await call('POST', '/member/address', valid(), null)
    expect(res.statusCode).toBe(401)
    expect(await app.db.selectFrom('addresses').select('id').execute()).toEqual(before)
  })
})

describe('GET member/address/{id}', () => {
  it('answers one of the member’s addresses', async () => {
    const { address_id } = await create()
    const res = await call('GET', `/member/address/${address_id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ address_id, addr_id: address_id, username: '张三' })
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await call('GET', '/member/address/999999')).statusCode).toBe(404)
    expect((await call('GET', '/member/address/999999')).json().message).toBe('收货地址不存在')
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999'])
      expect((await call('GET', `/member/address/${bad}`)).statusCode).toBe(400)
  })
})

describe('PUT member/address/{id}', () => {
  it('changes only the fields sent', async () => {
    const { address_id } = await create()
    const res = await call('PUT', `/member/address/${address_id}`, { username: '张小三' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      username: '张小三',
      telephone: '13812345678',
      county: '天河区',
      adrdetail: '天河路385号太古汇一座',
    })
  })

  it('replaces the region as a whole when any part of it is sent', async () => {
    const { address_id } = await create()
    const res = await call('PUT', `/member/address/${address_id}`, {
      province: '北京市',
      city: '北京市',
      county: '东城区',
    })
    expect(res.json().data).toMatchObject({
      province_code: '110000',
      city_code: '110100',
      county_code: '110101',
      area: '北京市 北京市 东城区',
    })
    const partial = await call('PUT', `/member/address/${address_id}`, { province: '广东省' })
    expect(partial.statusCode).toBe(400)
    expect(partial.json().message).toBe('请选择省市区')
  })

  it('moves the default with is_def=1, clearing the others', async () => {
    const first = await create()
    const second = await create()
    const res = await call('PUT', `/member/address/${second.address_id}`, { is_def: 1 })
    expect(res.json().data.is_def).toBe(1)
    expect(await defaults()).toEqual([second.address_id])
    expect((await call('GET', `/member/address/${first.address_id}`)).json().data.is_def).toBe(0)
  })

  it('keeps the only default when is_def=0 is sent for it', async () => {
    const first = await create()
    await create()
    const res = await call('PUT', `/member/address/${first.address_id}`, { is_def: 0, username: '张三丰' })
    expect(res.json().data).toMatchObject({ is_def: 1, username: '张三丰' })
    expect(await defaults()).toEqual([first.address_id])
  })

  it('validates the merged address and leaves it unchanged when refused', async () => {
    const { address_id } = await create()
    const before = await rows()
    for (const [body, message] of [
      [{ telephone: '123' }, '请输入正确的手机号'],
      [{ adrdetail: '短' }, '请填写详细地址'],
      [{ username: '' }, '请填写收货人姓名'],
      [{ county: '东城区', province: '广东省', city: '广州市' }, '请选择省市区'],
    ] as const) {
      const res = await call('PUT', `/member/address/${address_id}`, body)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(message)
    }
    expect(await rows()).toEqual(before)
  })

  it('is also reachable as POST member/address/{id}', async () => {
    const { address_id } = await create()
    const res = await postForm(`/member/address/${address_id}`, { adrdetail: '体育西路191号中石化大厦' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.adrdetail).toBe('体育西路191号中石化大厦')
  })

  it('answers 404 for an unknown id', async () => {
    const res = await call('PUT', '/member/address/999999', valid())
    expect(res.statusCode).toBe(404)
  })
})

describe('DELETE member/address/{id}', () => {
  it('deletes a non-default address and keeps the default', async () => {
    const first = await create()
    const second = await create()
    const res = await call('DELETE', `/member/address/${second.address_id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ data: { status: true, address_id: second.address_id } })
    expect((await rows()).map((r) => r.id)).toEqual([first.address_id])
    expect(await defaults()).toEqual([first.address_id])
  })

  it('promotes the newest remaining address when the default is deleted', async () => {
    const first = await create()
    const second = await create()
    const third = await create()
    await call('DELETE', `/member/address/${first.address_id}`)
    expect(await defaults()).toEqual([third.address_id])
    await call('DELETE', `/member/address/${third.address_id}`)
    expect(await defaults()).toEqual([second.address_id])
    await call('DELETE', `/member/address/${second.address_id}`)
    expect(await rows()).toEqual([])
  })

  it('answers 404 for an unknown or already deleted id', async () => {
    const { address_id } = await create()
    await call('DELETE', `/member/address/${address_id}`)
    expect((await call('DELETE', `/member/address/${address_id}`)).statusCode).toBe(404)
  })
})

describe('legacy member.address.* calls', () => {
  it('member.address.add creates and member.address.get reads by addr_id', async () => {
    const added = await postForm('/member.address.add', valid() as Record<string, string>)
    expect(added.statusCode, added.body).toBe(200)
    const id = added.json().data.addr_id
    const got = await call('GET', `/member.address.get?addr_id=${id}`)
    expect(got.json().data).toMatchObject({ addr_id: id, name: '张三', area: '广东省 广州市 天河区' })
  })

  it('member.address.setDefault moves the default', async () => {
    const first = await create()
    const second = await create()
    const res = await call('GET', `/member.address.setDefault?addr_id=${second.address_id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.is_def).toBe(1)
    expect(await defaults()).toEqual([second.address_id])
    await call('GET', `/member.address.setDefault?addr_id=${first.address_id}`)
    expect(await defaults()).toEqual([first.address_id])
  })

  it('member.address.delete deletes by addr_id and promotes a new default', async () => {
    const first = await create()
    const second = await create()
    const res = await postForm('/member.address.delete', { addr_id: String(first.address_id) })
    expect(res.json()).toEqual({ data: { status: true, address_id: first.address_id } })
    expect(await defaults()).toEqual([second.address_id])
  })

  it('answer 404 for unknown ids and 400 without addr_id', async () => {
    expect((await call('GET', '/member.address.get?addr_id=999999')).statusCode).toBe(404)
    expect((await call('GET', '/member.address.setDefault?addr_id=999999')).statusCode).toBe(404)
    expect((await postForm('/member.address.delete', { addr_id: '999999' })).statusCode).toBe(404)
    expect((await call('GET', '/member.address.get')).statusCode).toBe(400)
    expect((await postForm('/member.address.delete', {})).statusCode).toBe(400)
  })
})
