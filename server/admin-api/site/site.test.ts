import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { SiteSettingsBody } from '../../../schemas/api/admin/site.ts'
import { createTestOperator } from '../../commerce/test-helpers.ts'
import { buildTestApp } from '../../testing.ts'
import { ORDER_SETTING_DEFAULTS } from '../../../schemas/order-settings-rules.ts'

type Who = { headers: Record<string, string> }

let app: FastifyInstance
let admin: Who
let stranger: Who
let warehouse: Who

beforeAll(async () => {
  app = await buildTestApp()
  admin = await createTestOperator(app)
  stranger = await createTestOperator(app, { companyId: 2 })
  warehouse = await createTestOperator(app, { role: '仓库' })
})
afterAll(async () => {
  await app?.close()
})
beforeEach(async () => {
  await app.db
    .deleteFrom('settings')
    .where('name', 'in', ['tdk_data', 'base_setting', 'hot_keywords', 'shop_profile', 'order_setting'])
    .execute()
})

const settings = (): SiteSettingsBody => ({
  seo: { title: '优选商城', keywords: '数码,家电', description: '正品低价，次日达', pages: {} },
  base: {
    display_on_pc: true,
    shop_name: '优选商城',
    logo: '/uploads/site/logo.png',
    service_phone: '400-123-4567',
    icp: '浙ICP备12345678号',
  },
  hot_keywords: ['手机', '耳机', '笔记本'],
  order: { ...ORDER_SETTING_DEFAULTS },
})

const save = (body: object, who: Who = admin) =>
  app.inject({ method: 'PUT', url: '/api/admin/site-settings', headers: who.headers, payload: body })
const read = async (who: Who = admin) =>
  (await app.inject({ method: 'GET', url: '/api/admin/site-settings', headers: who.headers })).json()
    .data as SiteSettingsBody
const setting = async (name: string, companyId = 1) => {
  const row = await app.db
    .selectFrom('settings')
    .select('value')
    .where('company_id', '=', companyId)
    .where('name', '=', name)
    .executeTakeFirst()
  return row ? JSON.parse(row.value) : undefined
}

describe('站点设置', () => {
  it('saves every part, answers it on read, and keeps other companies apart', async () => {
    const res = await save(settings())
    expect(res.statusCode, res.body).toBe(200)
    expect(await read()).toEqual(settings())
    expect(await setting('tdk_data')).toMatchObject({
      title: '优选商城',
      mate_keywords: '数码,家电',
      mate_description: '正品低价，次日达',
    })
    expect(await setting('base_setting')).toMatchObject({ display_on_pc: true, icp: '浙ICP备12345678号' })
    expect((await read(stranger)).seo.title).toBe('')
  })

  it('reaches the storefront at once: SEO, display_on_pc, logo, hot words and ICP', async () => {
    await save({ ...settings(), base: { ...settings().base, display_on_pc: false } })
    const setting = await app.inject({ method: 'GET', url: '/api/h5app/wxapp/pageparams/setting' })
    expect(setting.json().data.display_on_pc).toBe(0)
    const home = (await app.inject({ method: 'GET', url: '/api/pages/home' })).json()
    const layout = home.data ?? home
    expect(layout.seo.title).toBe('优选商城')
    expect(layout.header.logo.imgUrl).toBe('/uploads/site/logo.png')
    expect(layout.header.hotKeywords).toEqual(['手机', '耳机', '笔记本'])
    expect(layout.footer.params.icp).toBe('浙ICP备12345678号')
  })

  it('refuses bad input field by field in Chinese, writing nothing', async () => {
    const bad = settings()
    bad.seo.title = ' '
    bad.base.service_phone = '12ab'
    bad.base.logo = 'javascript:alert(1)'
    bad.hot_keywords = ['手机', '手机', 'a', 'b', 'c', 'd']
    const res = await save(bad)
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.code).toBe('SITE_SETTINGS_INVALID')
    expect(body.fields).toMatchObject({
      'seo.title': '请输入网站标题',
      'base.logo': 'Logo 地址无效，请重新上传',
      hot_keywords: '热搜词最多5个',
      'hot_keywords.1': '热搜词重复',
    })
    expect(body.fields['base.service_phone']).toContain('客服电话')
    expect(await setting('tdk_data')).toBeUndefined()
  })

  it('audits the change with the fields that changed', async () => {
    await save(settings())
    await save({ ...settings(), hot_keywords: ['手机'] })
    const log = (await app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: admin.headers })).json().data
      .list
    expect(log[0]).toMatchObject({ area: 'settings', action: '修改站点设置' })
    expect(log[0].changes).toEqual([{ field: '热搜词', before: ['手机', '耳机', '笔记本'], after: ['手机'] }])
  })

  it('is the settings area’s: other roles and strangers are refused', async () => {
    expect((await save(settings(), warehouse)).statusCode).toBe(403)
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/site-settings', headers: warehouse.headers })).statusCode,
    ).toBe(403)
    expect((await app.inject({ method: 'GET', url: '/api/admin/site-settings' })).statusCode).toBe(401)
  })
})
