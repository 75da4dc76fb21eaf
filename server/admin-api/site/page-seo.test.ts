import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SiteSettingsBody } from '../../../schemas/api/admin/site.ts'
import { createTestGoods, createTestOperator } from '../../commerce/test-helpers.ts'
import { ensureBuild } from '../../ssr/ensure-build.ts'
import { buildTestApp } from '../../testing.ts'

/** 页面 SEO saved in 站点设置 reaches the server-rendered storefront and the ECShopX tdk_data at once. */

let app: FastifyInstance
let admin: { headers: Record<string, string> }
beforeAll(async () => {
  ensureBuild(path.resolve(import.meta.dirname, '../../..'))
  app = await buildTestApp({ ssr: true })
  admin = await createTestOperator(app)
}, 180_000)
afterAll(async () => {
  await app?.close()
})

const html = async (url: string) =>
  (
    await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0' },
    })
  ).body
const meta = (page: string, name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(page)?.[1]

describe('页面 SEO', () => {
  it('gives goods pages and the list the operator’s words, other pages keep the site’s', async () => {
    const goods = await createTestGoods(app.db, { item_name: '降噪耳机' })
    const current = (
      await app.inject({ method: 'GET', url: '/api/admin/site-settings', headers: admin.headers })
    ).json().data as SiteSettingsBody
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/site-settings',
      headers: admin.headers,
      payload: {
        ...current,
        seo: {
          title: '优选商城',
          keywords: '数码,家电',
          description: '正品低价',
          pages: {
            item: { title: '{页面名称}_正品保障', keywords: '{页面名称},正品', description: '' },
            items: { title: '全部商品 - 优选商城', keywords: '', description: '精选好物' },
          },
        },
        base: { ...current.base, shop_name: current.base.shop_name || '优选商城' },
      },
    })
    expect(saved.statusCode, saved.body).toBe(200)

    const item = await html(`/items/${goods}`)
    expect(item).toContain('<title>降噪耳机_正品保障</title>')
    expect(meta(item, 'keywords')).toBe('降噪耳机,正品')
    const list = await html('/items')
    expect(list).toContain('<title>全部商品 - 优选商城</title>')
    expect(meta(list, 'description')).toBe('精选好物')
    expect(meta(list, 'keywords')).toBe('数码,家电')
    expect(await html('/cart/helper')).toContain('<title>购物帮助 - 优选商城</title>')

    const ecshopx = (
      await app.inject({ method: 'GET', url: `/api/h5app/wxapp/goods/items/${goods}`, query: { is_tdk: '1' } })
    ).json().data
    expect(ecshopx.tdk_data).toMatchObject({ title: '降噪耳机_正品保障', mate_keywords: '降噪耳机,正品' })
  })
})
