import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { BASE, send } from '../auth/test-fixtures.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, query: Record<string, string> = {}) =>
  send(app, { method: 'GET', url: `${BASE}${url}`, query })

async function putSetting(name: string, value: string, companyId = 1) {
  await app.db.deleteFrom('settings').where('company_id', '=', companyId).where('name', '=', name).execute()
  await app.db.insertInto('settings').values({ company_id: companyId, name, value }).execute()
}

async function addArticle(code: string, title: string, content: string, isShow: 0 | 1 = 1) {
  let node = await app.db.selectFrom('article_nodes').select('id').where('code', '=', code).executeTakeFirst()
  node ??= await app.db
    .insertInto('article_nodes')
    .values({ code, name: code, parent_id: null })
    .returning('id')
    .executeTakeFirstOrThrow()
  await app.db
    .insertInto('articles')
    .values({ node_id: node.id, title, content, is_show: isShow, updated_at: 1_795_000_000 })
    .execute()
}

describe('GET member/setting', () => {
  it('reports the sign-in rules the server enforces and every feature on by default', async () => {
    const res = await get('/member/setting')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual({
      register: { need_image_code: 1, need_sms_code: 1 },
      login: { password: 1, sms: 1, wxqrcode: 0 },
      forget_password: { need_image_code: 1 },
      password: { min_length: 8, max_length: 20 },
      nickname: { max_length: 20 },
      sms: { resend_seconds: 60, expires_minutes: 5, code_length: 6 },
      features: { point: 1, vip: 1, coupon: 1, collect: 1, history: 1, aftersales: 1, merchant_settlement: 1 },
    })
  })

  it('takes feature switches from the member_setting row of the company', async () => {
    await putSetting('member_setting', JSON.stringify({ features: { vip: 0, point: false, unknown: 0 } }), 2)
    const features = (await get('/member/setting', { company_id: '2' })).json().data.features
    expect(features).toMatchObject({ vip: 0, point: 0, coupon: 1 })
    expect(features).not.toHaveProperty('unknown')
    expect((await get('/member/setting')).json().data.features.vip).toBe(1)
  })

  it('serves defaults when the stored setting is not JSON', async () => {
    await putSetting('member_setting', '{broken', 3)
    const res = await get('/member/setting', { company_id: '3' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.features.vip).toBe(1)
  })
})

describe('GET pageparams/setting', () => {
  it('shows the store on PC unless base_setting says otherwise', async () => {
    expect((await get('/pageparams/setting', { company_id: '5' })).json()).toEqual({ data: { display_on_pc: 1 } })
    await putSetting('base_setting', JSON.stringify({ display_on_pc: false }), 5)
    expect((await get('/pageparams/setting', { company_id: '5', page_name: 'index' })).json()).toEqual({
      data: { display_on_pc: 0 },
    })
  })
})

describe('GET shops/protocol, user.license and user.clause', () => {
  beforeAll(async () => {
    await addArticle('license', '用户注册协议', '<p>注册协议正文</p>')
    await addArticle('privacy', '隐私政策（草稿）', '<p>未发布</p>', 0)
    await addArticle('privacy', '隐私政策', '<p>隐私政策正文</p>')
  })

  it('answers the registration agreement by default and for member_register', async () => {
    const expected = {
      type: 'member_register',
      title: '用户注册协议',
      content: '<p>注册协议正文</p>',
      update_date: '2026-11-18',
    }
    expect((await get('/shops/protocol')).json().data).toEqual(expected)
    expect((await get('/shops/protocol', { type: 'member_register' })).json().data).toEqual(expected)
    expect((await get('/user.license')).json().data).toEqual(expected)
  })

  it('answers the shown privacy policy for privacy, also as the user.clause default', async () => {
    const privacy = (await get('/shops/protocol', { type: 'privacy' })).json().data
    expect(privacy).toMatchObject({ type: 'privacy', title: '隐私政策', content: '<p>隐私政策正文</p>' })
    expect((await get('/user.clause')).json().data).toEqual(privacy)
    expect((await get('/user.clause', { type: 'member_register' })).json().data.title).toBe('用户注册协议')
  })

  it('answers the staff purchase agreement for staff', async () => {
    await addArticle('staff_license', '员工内购协议', '<p>内购协议正文</p>')
    expect((await get('/user.clause', { type: 'staff' })).json().data).toMatchObject({
      type: 'staff',
      title: '员工内购协议',
      content: '<p>内购协议正文</p>',
    })
  })

  it('refuses an unknown type and answers 404 for a text not published yet', async () => {
    const unknown = await get('/shops/protocol', { type: 'secret' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe('协议类型错误')
    const missing = await get('/shops/protocol', { type: 'merchant_protocol' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('协议内容暂未发布')
  })
})
