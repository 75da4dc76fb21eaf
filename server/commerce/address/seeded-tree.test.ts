import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../lib/auth.ts'
import { buildTestApp } from '../../testing.ts'

/** Addresses against the full region tree and the demo member of the seeded mall. */

const BASE = '/api/h5app/wxapp'

let app: FastifyInstance
let headers: { authorization: string }

beforeAll(async () => {
  app = await buildTestApp({ seed: true })
  const demo = await app.db
    .selectFrom('members')
    .select('id')
    .where('mobile', '=', '13800000000')
    .executeTakeFirstOrThrow()
  headers = { authorization: `Bearer ${(await createSession(app.db, app.config.secret, 'member', demo.id)).token}` }
})
afterAll(async () => {
  await app?.close()
})

const receiver = { username: '王芳', telephone: '13700001111', adrdetail: '世纪大道100号环球金融中心' }

describe('the demo member’s addresses', () => {
  it('list the seeded default first', async () => {
    const { list, total_count } = (
      await app.inject({ method: 'GET', url: `${BASE}/member/addresslist`, headers })
    ).json().data
    expect(total_count).toBeGreaterThanOrEqual(1)
    expect(list[0].is_def).toBe(1)
    expect(list.filter((a: { is_def: number }) => a.is_def === 1)).toHaveLength(1)
  })
})

describe('the full region tree', () => {
  it('accepts a municipality by the names the region selector shows', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/member/address`,
      headers,
      payload: { ...receiver, province: '上海市', city: '上海市', county: '浦东新区' },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      province_code: '310000',
      city_code: '310100',
      county_code: '310115',
      area: '上海市 上海市 浦东新区',
    })
  })

  it('accepts codes alone and fills the names', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/member/address`,
      headers,
      payload: { ...receiver, province_code: '440000', city_code: '440300', county_code: '440305' },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ province: '广东省', city: '深圳市', county: '南山区' })
  })

  it('refuses a district of another city', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/member/address`,
      headers,
      payload: { ...receiver, province: '广东省', city: '深圳市', county: '天河区' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('请选择省市区')
  })
})
