import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatPrice } from '../../schemas/money.ts'
import { createTestGoods, createTestMember, memberInject, type TestMember } from '../commerce/test-helpers.ts'
import { countStatements } from '../db/query-count.ts'
import { contentWatch } from '../lib/content-version.ts'
import { buildTestApp } from '../testing.ts'
import { memberAudience } from './member-audience.ts'
import { isSharedPage, sharedPageCache, sharedPageKey } from './page-cache.ts'
import { buildAndWatchRequests } from './test-fixtures.ts'

/**
 * Shared pages (home, goods list and detail, …) for members come from the page cache too, one
 * copy per audience — grade and staff flag — and hold nothing of any member: the greeting, cart
 * badge, collected marks, claimed coupons and points come from the personal call after load.
 */
let app: FastifyInstance
let goodsId: number
/** Two grades of the same members' audience, a second grade, and staff of the first grade. */
let first: TestMember
let firstAgain: TestMember
let second: TestMember
let staff: TestMember
const BROWSER = { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0', host: 'mall.test' }
const PRICE = 10_000

beforeAll(async () => {
  app = await buildTestApp({ seed: true, ssr: true, logger: buildAndWatchRequests([]) })
  goodsId = await createTestGoods(app.db, { item_name: '分众缓存测试商品', price: PRICE })
  await app.db.updateTable('goods').set({ staff_goods: 1, staff_price: 6_000 }).where('id', '=', goodsId).execute()
  const grades = await app.db.selectFrom('vip_grades').select('id').orderBy('grade_rank').limit(2).execute()
  await app.db.updateTable('vip_grades').set({ discount: 10 }).where('id', '=', grades[0]!.id).execute()
  await app.db.updateTable('vip_grades').set({ discount: 20 }).where('id', '=', grades[1]!.id).execute()
  ;[first, firstAgain, second, staff] = await Promise.all([1, 2, 3, 4].map(() => createTestMember(app)))
  const grade = (member: TestMember, id: number, isStaff: 0 | 1 = 0) =>
    app.db.updateTable('members').set({ grade_id: id, is_staff: isStaff }).where('id', '=', member.id).execute()
  await Promise.all([
    grade(first, grades[0]!.id),
    grade(firstAgain, grades[0]!.id),
    grade(second, grades[1]!.id),
    grade(staff, grades[0]!.id, 1),
  ])
  // Something of the first member's own that a page could show: the goods collected.
  expect((await memberInject(app, first, 'POST', `/member/collect/item/${goodsId}`)).statusCode).toBe(200)
  await contentWatch(app.db).changed()
}, 180_000)
afterAll(async () => {
  await app?.close()
})

async function page(url: string, who: TestMember | null) {
  const headers = { ...BROWSER, ...(who ? { cookie: `customer_token=${who.token}` } : {}) }
  const { result, statements } = await countStatements(() => app.inject({ method: 'GET', url, headers }))
  return { response: result, body: result.body, statements: statements.length }
}

async function keptBytes(url: string, who: TestMember): Promise<string> {
  const audience = await memberAudience(app, who.token)
  const key = sharedPageKey({ headers: { host: BROWSER.host } }, new URL(`http://x${url}`), audience)
  const kept = sharedPageCache(app.db).fresh(key)
  if (kept?.type !== 'page') throw new Error(`nothing kept for ${url}`)
  return kept.body.identity.toString()
}

describe('pages shared by an audience', () => {
  it('prices each grade at its own price and never gives one grade another’s page', async () => {
    const url = `/items/${goodsId}`
    const [guest, one, two] = [await page(url, null), await page(url, first), await page(url, second)]
    expect(one.body).toContain(formatPrice(9_000))
    expect(one.body).not.toContain(formatPrice(8_000))
    expect(two.body).toContain(formatPrice(8_000))
    expect(two.body).not.toContain(formatPrice(9_000))
    expect(guest.body).not.toContain('会员价')
    expect(one.response.headers['cache-control']).toBe('private, no-cache')
    expect(guest.response.headers['cache-control']).toMatch(/^public/)

    // The list's cards show the sale price; the member price travels in the page's data.
    const list = `/items?keywords=${encodeURIComponent('分众缓存测试')}`
    expect((await page(list, second)).body).toContain('"member_price":8000')
    expect((await page(list, first)).body).toContain('"member_price":9000')
  })

  it('renders once per audience: another member of the grade gets the same bytes without a render', async () => {
    const url = `/items/${goodsId}?from=shared`
    const rendered = await page(url, first)
    const again = await page(url, firstAgain)
    expect(again.body).toBe(rendered.body)
    // Only the lookup of the new token's audience (its session and grade), nothing of the page.
    expect(again.statements).toBeLessThanOrEqual(2)
    expect((await page(url, firstAgain)).statements).toBe(0)
  })

  it('keeps nothing personal in a shared entry', async () => {
    const url = `/items/${goodsId}?from=bytes`
    await page(url, first)
    const bytes = await keptBytes(url, first)
    for (const personal of [first.mobile, `${first.mobile.slice(0, 3)}****${first.mobile.slice(-4)}`, first.token])
      expect(bytes).not.toContain(personal)
    expect(bytes).not.toContain('已收藏')
    expect(bytes).toContain('"customer":true')
    expect(bytes).not.toContain('customer_token')
    // The member who collected the goods and one who did not share the entry.
    expect((await page(url, firstAgain)).body).toBe(bytes)
  })

  it('keeps a coupon a member claimed out of the home page, and tells only them after load', async () => {
    const coupon = await app.db
      .selectFrom('coupons')
      .select(['id', 'title'])
      .where('get_limit', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    expect((await memberInject(app, first, 'GET', `/user/receiveCard?card_id=${coupon.id}`)).statusCode).toBe(200)
    await contentWatch(app.db).changed()
    const home = await page('/', first)
    expect(home.body).toBe(await keptBytes('/', first))
    expect((await page('/', firstAgain)).body).toBe(home.body)
    const personal = (await memberInject(app, first, 'GET', '/member/personal')).json().data
    expect(personal.coupons).toContainEqual({ card_id: coupon.id, user_get_num: 1 })
    expect((await memberInject(app, firstAgain, 'GET', '/member/personal')).json().data.coupons).toEqual([])
  })

  it('shows staff badges to staff and not to a member of the same grade who is not', async () => {
    const url = `/items/${goodsId}?from=staff`
    expect((await page(url, staff)).body).toContain('常规员工内购商品')
    expect((await page(url, first)).body).not.toContain('常规员工内购商品')
    expect(await keptBytes(url, staff)).toContain('"staff":true')
  })

  it('shares only pages that hold nothing of a visitor: a member’s checkout is their own', () => {
    for (const path of ['/', '/items', `/items/${goodsId}`, '/pointitems', '/pointitems/12', '/custompage'])
      expect(isSharedPage(path), path).toBe(true)
    for (const path of ['/pointitems/checkout', '/pointitems/cashierpoint', '/cart', '/member/user-info', '/checkout'])
      expect(isSharedPage(path), path).toBe(false)
  })

  it('shows a stale session the guests’ page and clears its cookie', async () => {
    const url = `/items/${goodsId}?from=stale`
    const guest = await page(url, null)
    const stale = await app.inject({
      method: 'GET',
      url,
      headers: { ...BROWSER, cookie: 'customer_token=not-a-token' },
    })
    expect(stale.body).toBe(guest.body)
    expect(String(stale.headers['set-cookie'])).toMatch(/^customer_token=;/)
    expect(stale.headers['cache-control']).toBe('private, no-cache')
  })

  it('ignores an audience header sent from outside', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: `/api/h5app/wxapp/goods/items/${goodsId}`,
      headers: { 'x-mallfront-audience': `${'0'.repeat(48)} [1,50,0,1]` },
    })
    expect(answer.json().data.member_price).toBe(PRICE)
  })
})

describe('GET member/personal', () => {
  it('answers the member’s own parts, never to be stored', async () => {
    const answer = await memberInject(app, first, 'GET', `/member/personal?item_id=${goodsId}`)
    expect(answer.headers['cache-control']).toBe('private, no-store')
    expect(answer.json().data).toEqual({
      signed_in: true,
      mobile: `${first.mobile.slice(0, 3)}****${first.mobile.slice(-4)}`,
      cart_count: 0,
      point: 0,
      coupons: expect.any(Array),
      item_collected: true,
    })
    expect(
      (await memberInject(app, firstAgain, 'GET', `/member/personal?item_id=${goodsId}`)).json().data,
    ).toMatchObject({ item_collected: false })
  })

  it('says signed out to a guest and clears a dead session cookie', async () => {
    expect((await memberInject(app, null, 'GET', '/member/personal')).json().data).toEqual({ signed_in: false })
    const stale = await app.inject({
      method: 'GET',
      url: '/api/h5app/wxapp/member/personal',
      headers: { cookie: 'customer_token=not-a-token' },
    })
    expect(stale.json().data).toEqual({ signed_in: false })
    expect(String(stale.headers['set-cookie'])).toMatch(/^customer_token=;/)
  })

  it('refuses a bad goods id with a 4xx', async () => {
    expect((await memberInject(app, first, 'GET', '/member/personal?item_id=abc')).statusCode).toBe(400)
  })
})
