import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildTestApp } from '../../testing.ts'
import { importRegions } from '../../db/seed/regions.ts'

const URL = '/api/h5app/wxapp/espier/address'
let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

describe('GET espier/address', () => {
  it('answers an empty tree before regions exist, and the imported tree afterwards', async () => {
    const empty = await app.inject(URL)
    expect(empty.statusCode).toBe(200)
    expect(empty.json()).toEqual({ data: [] })

    expect(await importRegions(app.db)).toBeGreaterThan(3000)
    const res = await app.inject(URL)
    expect(res.statusCode).toBe(200)
    const tree = res.json().data
    expect(tree.length).toBe(31)
    const beijing = tree.find((p: { label: string }) => p.label === '北京市')
    expect(beijing).toMatchObject({ id: '110000', children: [{ id: '110100', label: '北京市' }] })
    expect(beijing.children[0].children).toContainEqual({ id: '110105', label: '朝阳区' })
    const guangdong = tree.find((p: { id: string }) => p.id === '440000')
    expect(guangdong.children.map((c: { label: string }) => c.label)).toContain('深圳市')
    for (const province of tree) {
      expect(Object.keys(province).sort()).toEqual(['children', 'id', 'label'])
      for (const city of province.children) {
        expect(Object.keys(city).sort()).toEqual(['children', 'id', 'label'])
        for (const county of city.children) expect(Object.keys(county).sort()).toEqual(['id', 'label'])
      }
    }
  })

  it('builds the tree once and serves it from memory', async () => {
    await app.db.insertInto('regions').values({ id: '999999', parent_id: null, label: '测试省', level: 1 }).execute()
    const res = await app.inject(URL)
    expect(res.json().data.some((p: { id: string }) => p.id === '999999')).toBe(false)
    expect(res.headers['cache-control']).toContain('max-age')
  })

  it('is described in the OpenAPI document', async () => {
    const doc = (await app.inject('/api/docs/openapi.json')).json()
    expect(doc.paths).toHaveProperty(['/api/h5app/wxapp/espier/address'])
  })
})
