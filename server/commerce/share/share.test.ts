import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createTestGoods } from '../test-helpers.ts'

const BASE = '/api/h5app/wxapp'
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const HOST = { host: 'mall.example.com' }

let app: FastifyInstance
let itemId: number
let pointId: number

beforeAll(async () => {
  app = await buildTestApp({ env: { PUBLIC_URL: 'https://mall.example.com' } })
  itemId = await createTestGoods(app.db, {
    item_name: '小熊猫 可视空气炸锅 5.5L & 配件',
    price: 129900,
    pics: ['/uploads/goods/fryer.jpg'],
  })
  pointId = await createTestGoods(app.db, {
    item_name: '积分兑换保温杯',
    price: 0,
    item_type: 'point',
    point_price: 800,
  })
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, headers: Record<string, string> = HOST) =>
  app.inject({ method: 'GET', url: `${BASE}${url}`, headers })

function pngOf(dataUrl: string): Buffer {
  expect(dataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/)
  return Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64')
}

describe('GET goods/shareInfo', () => {
  it('gives a real PNG QR code, the share link, the poster link and the panel fields', async () => {
    const res = await get(`/goods/shareInfo?item_id=${itemId}`)
    expect(res.statusCode).toBe(200)
    const data = res.json().data
    expect(data).toMatchObject({
      item_id: itemId,
      item_name: '小熊猫 可视空气炸锅 5.5L & 配件',
      price: 129900,
      imgUrl: 'https://mall.example.com/uploads/goods/fryer.jpg',
      share_url: `https://mall.example.com/items/${itemId}`,
      downWeixinImgLink: `https://mall.example.com/api/h5app/wxapp/goods/items/${itemId}/share-image`,
    })
    const png = pngOf(data.weixin_qrcode)
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE)
    expect(png.length).toBeGreaterThan(200)
  })

  it('builds links from PUBLIC_URL whatever Host the request names', async () => {
    const data = (await get(`/goods/shareInfo?item_id=${itemId}`, { host: '127.0.0.1:3000' })).json().data
    expect(data.share_url).toBe(`https://mall.example.com/items/${itemId}`)
  })

  it('links points-mall goods to their points page', async () => {
    const data = (await get(`/goods/shareInfo?item_id=${pointId}`)).json().data
    expect(data.share_url).toBe(`https://mall.example.com/pointitems/${pointId}`)
    expect(data.point).toBe(800)
  })

  it('answers the same on goods/items/{id}/shareInfo', async () => {
    const res = await get(`/goods/items/${itemId}/shareInfo`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.share_url).toBe(`https://mall.example.com/items/${itemId}`)
  })

  it('answers 404 商品不存在或已下架 for unknown goods and 400 without an id', async () => {
    const res = await get('/goods/shareInfo?item_id=987654')
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('商品不存在或已下架')
    expect((await get('/goods/shareInfo')).statusCode).toBe(400)
    expect((await get('/goods/items/987654/shareInfo')).statusCode).toBe(404)
  })

  it('ignores a malformed Host header', async () => {
    const res = await get(`/goods/shareInfo?item_id=${itemId}`, { host: 'evil.example/<x>' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.share_url).toBe(`https://mall.example.com/items/${itemId}`)
  })
})

describe('GET goods/items/{id}/share-image', () => {
  it('serves an SVG poster with the picture, the escaped title, the price and the QR code', async () => {
    const res = await get(`/goods/items/${itemId}/share-image`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('image/svg+xml')
    expect(res.headers['content-disposition']).toContain('attachment')
    expect(res.headers['content-security-policy']).toContain("default-src 'none'")
    expect(res.body.startsWith('<svg')).toBe(true)
    expect(res.body).toContain('href="https://mall.example.com/uploads/goods/fryer.jpg"')
    expect(res.body).toContain('小熊猫 可视空气炸锅 5.5L &amp; 配件')
    expect(res.body).toContain('¥1,299.00')
    expect(res.body).toContain(`https://mall.example.com/items/${itemId}`)
    expect(res.body.match(/<svg/g)?.length).toBe(2)
  })

  it('prices points goods in points', async () => {
    expect((await get(`/goods/items/${pointId}/share-image`)).body).toContain('800积分')
  })

  it('answers 404 for unknown goods', async () => {
    const res = await get('/goods/items/987654/share-image')
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('商品不存在或已下架')
  })
})

describe('GET content/qrcode and share.qrcode', () => {
  it('makes a PNG QR code of a page of this site', async () => {
    for (const path of ['/content/qrcode', '/share.qrcode']) {
      const res = await get(`${path}?url=${encodeURIComponent('/items/12')}`)
      expect(res.statusCode).toBe(200)
      expect(res.json().data.url).toBe('https://mall.example.com/items/12')
      expect(pngOf(res.json().data.qrcodeImage).subarray(0, 8)).toEqual(PNG_SIGNATURE)
    }
    const absolute = await get(`/content/qrcode?url=${encodeURIComponent('https://mall.example.com/pointitems/3')}`)
    expect(absolute.statusCode).toBe(200)
  })

  it('refuses other hosts and non-http links with 链接无效', async () => {
    for (const url of ['https://evil.example/items/1', '//evil.example/', 'javascript:alert(1)', 'data:text/html,x']) {
      const res = await get(`/content/qrcode?url=${encodeURIComponent(url)}`)
      expect(res.statusCode, url).toBe(400)
      expect(res.json().message).toBe('链接无效')
    }
  })

  it('refuses a missing or over-long url', async () => {
    expect((await get('/content/qrcode')).statusCode).toBe(400)
    expect((await get(`/content/qrcode?url=/${'a'.repeat(1200)}`)).statusCode).toBe(400)
  })
})
