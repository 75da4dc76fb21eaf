import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countStatements } from '../../db/query-count.ts'
import { ensureBuild } from '../../ssr/ensure-build.ts'
import { buildTestApp } from '../../testing.ts'
import { createTestOperator } from '../../commerce/test-helpers.ts'
import { formatPrice } from '../../../schemas/money.ts'
import type { GoodsDetail } from '../../../schemas/api/admin/goods.ts'
import { adminCall, bodyOf, type Caller } from './test-fixtures.ts'

/**
 * The storefront follows the console at once: guests' cached item pages and the home descriptor
 * show an operator's change on the very next request, on this instance, without waiting for the poll.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..')
let app: FastifyInstance
let admin: Caller

beforeAll(async () => {
  // The pages render live data through the storefront build; any build of it will do, so an
  // existing one is used as it is and only a missing one is made.
  if (!fs.existsSync(path.join(ROOT, 'dist/server/entry-server.js'))) ensureBuild(ROOT)
  app = await buildTestApp({ seed: true, ssr: true })
  admin = await createTestOperator(app)
}, 180_000)
afterAll(async () => {
  await app?.close()
})

const BROWSER = { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0' }

/** A guest's page and how many statements answering it ran (0: it came from the cache). */
async function guestPage(url: string) {
  const { result, statements } = await countStatements(() => app.inject({ method: 'GET', url, headers: BROWSER }))
  return {
    html: result.body.replace(/<script[\s\S]*?<\/script>/g, ''),
    status: result.statusCode,
    statements: statements.length,
  }
}

async function homeDescriptor() {
  const { result, statements } = await countStatements(() => app.inject({ method: 'GET', url: '/api/pages/home' }))
  return { body: result.json(), statements: statements.length }
}

/** Every goods tile of the descriptor's widgets: id and price as the home page draws them. */
function homeTiles(descriptor: unknown): { id: number; price: number }[] {
  const tiles: { id: number; price: number }[] = []
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') {
      const entry = value as Record<string, unknown>
      if (typeof entry.goods_id === 'number' && typeof entry.price === 'number')
        tiles.push({ id: entry.goods_id, price: entry.price })
      Object.values(entry).forEach(walk)
    }
  }
  walk(descriptor)
  return tiles
}

const mainPrice = (html: string) => /mf-item-price__main">([^<]+)</.exec(html)?.[1]

describe('the storefront after a console edit', () => {
  it('shows the new price on the cached item page and home descriptor at the next guest request', async () => {
    const [tile] = homeTiles((await homeDescriptor()).body)
    const url = `/items/${tile.id}?from=console-edit`
    expect(mainPrice((await guestPage(url)).html)).toBe(formatPrice(tile.price))
    // Both are cached now: read again without touching the database.
    expect((await guestPage(url)).statements).toBe(0)
    expect((await homeDescriptor()).statements).toBe(0)

    const goods: GoodsDetail = (await adminCall(app, admin, 'GET', `/goods/${tile.id}`)).json().data
    const body = bodyOf(goods)
    body.skus = body.skus.map((sku) => ({ ...sku, price: sku.price + 1111 }))
    const saved = await adminCall(app, admin, 'PUT', `/goods/${tile.id}`, body)
    expect(saved.statusCode, saved.body).toBe(200)
    const newPrice = Math.min(...body.skus.map((sku) => sku.price))
    expect(newPrice).toBe(tile.price + 1111)

    const page = await guestPage(url)
    expect(page.statements).toBeGreaterThan(0)
    expect(mainPrice(page.html)).toBe(formatPrice(newPrice))
    const home = homeTiles((await homeDescriptor()).body).filter((entry) => entry.id === tile.id)
    expect(home.length).toBeGreaterThan(0)
    expect(home.every((entry) => entry.price === newPrice)).toBe(true)
  })

  it('drops goods taken off the shelf from the cached home page at the next guest request', async () => {
    const [tile] = homeTiles((await homeDescriptor()).body)
    const link = `href="/items/${tile.id}"`
    expect((await guestPage('/')).html).toContain(link)
    expect((await guestPage('/')).statements).toBe(0)
    expect((await homeDescriptor()).statements).toBe(0)

    const off = await adminCall(app, admin, 'POST', '/goods/bulk', { ids: [tile.id], action: 'instock' })
    expect(off.json().data.results).toEqual([{ id: tile.id, result: 'instock' }])

    expect(homeTiles((await homeDescriptor()).body).map((entry) => entry.id)).not.toContain(tile.id)
    expect((await guestPage('/')).html).not.toContain(link)
    const item = await guestPage(`/items/${tile.id}?from=console-edit`)
    expect(item.html).toContain('下架')
  })
})

describe('the demo catalogue in the editor', () => {
  it('saves every seeded goods back unchanged, as the storefront reads it', async () => {
    const rows = await app.db.selectFrom('goods').select('id').where('archived_at', 'is', null).orderBy('id').execute()
    const item = async (id: number) => {
      const data = (await app.inject({ method: 'GET', url: `/api/h5app/wxapp/goods/items/${id}` })).json().data
      return { price: data.price, store: data.store, specs: data.item_spec_desc, skus: data.spec_items.length }
    }
    const refused: string[] = []
    for (const { id } of rows) {
      const before = await item(id)
      const goods: GoodsDetail = (await adminCall(app, admin, 'GET', `/goods/${id}`)).json().data
      const saved = await adminCall(app, admin, 'PUT', `/goods/${id}`, bodyOf(goods))
      if (saved.statusCode !== 200) refused.push(`${id} ${saved.body}`)
      else expect(await item(id)).toEqual(before)
    }
    expect(refused).toEqual([])
  }, 120_000)
})
