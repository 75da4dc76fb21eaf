import type { TObject } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ResolvedCategory, ResolvedCoupon, ResolvedGoods, ResolvedShop } from '../../schemas/resolved.ts'
import { createTestMember } from '../commerce/test-helpers.ts'
import { buildTestApp } from '../testing.ts'
import { isRecord } from '../../schemas/guards.ts'

/**
 * The seeded pages' descriptors carry the wire types of schemas/resolved.ts exactly: every field
 * an entry has is declared there (so the widgets, typed with them, can read it), and nothing else
 * travels. The byte budgets keep the pages lean: the seeded home page was 119 KB before entries
 * were cut down to what the widgets render, 62 KB before settings equal to their defaults, the
 * second copy of the category tree and the duplicated link addresses were left out (40 KB after).
 */

const PAGES = [
  { url: '/api/pages/home', budget: 40_960 },
  { url: '/api/pages/custom/1002', budget: 9_500 },
  { url: '/api/pages/product/new-arrivals', budget: 8_500 },
]

type Found = { kind: 'goods' | 'coupon' | 'shop' | 'category'; value: Record<string, unknown> }

/** Every resolved entry of a descriptor, recognised by its reference field; a shop's goods are checked with the shop. */
function entriesOf(node: unknown, found: Found[] = []): Found[] {
  if (Array.isArray(node)) {
    for (const child of node) entriesOf(child, found)
  } else if (isRecord(node)) {
    if ('shop_id' in node) found.push({ kind: 'shop', value: node })
    else if ('goods_name' in node) found.push({ kind: 'goods', value: node })
    else if ('card_id' in node) found.push({ kind: 'coupon', value: node })
    else
      for (const [key, value] of Object.entries(node)) {
        if (key === 'categoryData' && Array.isArray(value))
          for (const category of value) found.push({ kind: 'category', value: category })
        else entriesOf(value, found)
      }
  }
  return found
}

/** The widgets and the category tree they share (sent once, beside them). */
const resolvedParts = (data: { widgets: unknown[]; categories?: unknown[] }) => [
  data.widgets,
  { categoryData: data.categories ?? [] },
]

/** Fields the schema does not declare (TypeBox objects let extra fields pass a check). */
function undeclared(schema: TObject, value: Record<string, unknown>): string[] {
  return Object.keys(value).filter((key) => !(key in schema.properties))
}

function checkCategory(node: Record<string, unknown>): string[] {
  const children = Array.isArray(node.children) ? node.children.filter(isRecord) : []
  return [...undeclared(ResolvedCategory as unknown as TObject, node), ...children.flatMap(checkCategory)]
}

function problemsOf({ kind, value }: Found): string[] {
  switch (kind) {
    case 'goods':
      return Value.Check(ResolvedGoods, value) ? undeclared(ResolvedGoods, value) : ['not a ResolvedGoods']
    case 'coupon':
      return Value.Check(ResolvedCoupon, value) ? undeclared(ResolvedCoupon, value) : ['not a ResolvedCoupon']
    case 'shop': {
      if (!Value.Check(ResolvedShop, value)) return ['not a ResolvedShop']
      const goods = (value.goods_list as Record<string, unknown>[]).flatMap((entry) => undeclared(ResolvedGoods, entry))
      return [...undeclared(ResolvedShop, value), ...goods]
    }
    case 'category':
      return Value.Check(ResolvedCategory, value) ? checkCategory(value) : ['not a ResolvedCategory']
  }
}

let app: FastifyInstance
let member: Record<string, string>

beforeAll(async () => {
  app = await buildTestApp({ seed: true })
  member = (await createTestMember(app)).headers
}, 60_000)
afterAll(() => app.close())

describe('the descriptor on the wire', () => {
  it.each(PAGES)('$url carries only declared entry fields, within $budget bytes', async ({ url, budget }) => {
    for (const headers of [{}, member]) {
      const response = await app.inject({ method: 'GET', url, headers })
      expect(response.statusCode).toBe(200)
      const found = entriesOf(resolvedParts(response.json().data))
      expect(found.length).toBeGreaterThan(0)
      for (const entry of found)
        expect(problemsOf(entry), `${entry.kind} ${JSON.stringify(entry.value).slice(0, 300)}`).toEqual([])
      expect(Buffer.byteLength(response.body)).toBeLessThanOrEqual(budget)
    }
  })

  it('holds every kind of entry on the seeded home page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/pages/home' })
    const kinds = new Set(entriesOf(resolvedParts(response.json().data)).map((entry) => entry.kind))
    expect([...kinds].sort()).toEqual(['category', 'coupon', 'goods', 'shop'])
  })
})
