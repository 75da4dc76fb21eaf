import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../testing.ts'
import { createTestMember, type TestMember } from '../test-helpers.ts'
import { Browser, testIdentityOf } from './test-fixtures.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

let nameSequence = 0
const newNickname = () => `微信用户${process.pid}_${++nameSequence}`

const as = (member: TestMember) => ({ headers: member.headers })
const bindings = (memberId: number) =>
  app.db.selectFrom('member_trust_logins').selectAll().where('member_id', '=', memberId).execute()

/** Binds a new WeChat identity to a member through a ticket; answers its nickname. */
async function bindNew(member: TestMember, nickname = newNickname()): Promise<string> {
  const browser = new Browser(app)
  const ticket = await browser.ticketFor(nickname)
  const res = await browser.request('POST', '/user.trustlogin.bind', {
    ...as(member),
    payload: { trust_ticket: ticket },
  })
  expect(res.statusCode, res.body).toBe(200)
  return nickname
}

describe('POST user.trustlogin.bind (signed-in member)', () => {
  it('binds a ticket’s identity to the member and answers the binding', async () => {
    const member = await createTestMember(app)
    const browser = new Browser(app)
    const nickname = newNickname()
    const ticket = await browser.ticketFor(nickname)
    const res = await browser.request('POST', '/user.trustlogin.bind', {
      ...as(member),
      payload: { trust_ticket: ticket },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual({
      type: 'weixin',
      name: '微信',
      nickname,
      avatar: '',
      bound_at: expect.any(Number),
    })
    expect(await bindings(member.id)).toEqual([
      expect.objectContaining({ openid: testIdentityOf(app, nickname).openid, company_id: 1 }),
    ])
    const empty = await browser.request('POST', '/user.trustlogin.bind', { ...as(member), payload: {} })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toBe('请先扫码授权')
  })

  it('binds straight from the callback’s code and state (the 绑定微信 page)', async () => {
    const member = await createTestMember(app)
    const browser = new Browser(app)
    const params = await browser.params('/auth/bindwechat')
    const callback = await browser.scanWithTestProvider(params.url, '直接绑定')
    const res = await browser.request('POST', '/user.trustlogin.bind', {
      ...as(member),
      payload: { code: callback.code, state: callback.state },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect((await bindings(member.id)).map((b) => b.nickname)).toEqual(['直接绑定'])
    const replay = await browser.request('POST', '/user.trustlogin.bind', {
      ...as(member),
      payload: { code: callback.code, state: callback.state },
    })
    expect(replay.json()).toMatchObject({ status_code: 400, message: '登录状态已失效，请重新扫码' })
  })

  it('is idempotent for the WeChat the member already has', async () => {
    const member = await createTestMember(app)
    const browser = new Browser(app)
    const nickname = newNickname()
    const tickets = [await browser.ticketFor(nickname), await browser.ticketFor(nickname)]
    for (const ticket of tickets) {
      const res = await browser.request('POST', '/user.trustlogin.bind', {
        ...as(member),
        payload: { trust_ticket: ticket },
      })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().data.nickname).toBe(nickname)
    }
    expect(await bindings(member.id)).toHaveLength(1)
  })

  it('answers 409 when the member already has another WeChat, or the WeChat belongs to someone else', async () => {
    const member = await createTestMember(app)
    await bindNew(member)
    const browser = new Browser(app)
    const ticket = await browser.ticketFor(newNickname())
    const second = await browser.request('POST', '/user.trustlogin.bind', {
      ...as(member),
      payload: { trust_ticket: ticket },
    })
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({ code: 'TRUST_MEMBER_BOUND', message: '该账号已绑定其他微信' })

    // The ticket survived the refusal; someone else may still use it... until its WeChat is bound.
    const other = await createTestMember(app)
    expect(
      (await browser.request('POST', '/user.trustlogin.bind', { ...as(other), payload: { trust_ticket: ticket } }))
        .statusCode,
    ).toBe(200)

    const sameWechat = new Browser(app)
    const holderName = newNickname()
    const early = await sameWechat.ticketFor(holderName)
    const late = await sameWechat.ticketFor(holderName)
    const holder = await createTestMember(app)
    expect(
      (await sameWechat.request('POST', '/user.trustlogin.bind', { ...as(holder), payload: { trust_ticket: early } }))
        .statusCode,
    ).toBe(200)
    const taken = await sameWechat.request('POST', '/user.trustlogin.bind', {
      ...as(await createTestMember(app)),
      payload: { trust_ticket: late },
    })
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toMatchObject({ code: 'TRUST_OPENID_TAKEN', message: '该微信已绑定其他账号' })
  })
})

describe('POST user.trustlogin.bindExistsUser', () => {
  it('answers 409 该账号已绑定其他微信 for an account with another WeChat, and revokes the session it opened', async () => {
    const member = await createTestMember(app, { password: 'demo1234' })
    await bindNew(member)
    const live = async () =>
      (
        await app.db
          .selectFrom('auth_tokens')
          .select('id')
          .where('subject_id', '=', member.id)
          .where('kind', '=', 'member')
          .where('revoked_at', 'is', null)
          .execute()
      ).length
    const before = await live()
    const browser = new Browser(app)
    const res = await browser.request('POST', '/user.trustlogin.bindExistsUser', {
      payload: { trust_ticket: await browser.ticketFor(newNickname()), mobile: member.mobile, password: 'demo1234' },
    })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ status_code: 409, message: '该账号已绑定其他微信' })
    expect(res.cookies.find((c) => c.name === 'customer_token')).toBeUndefined()
    expect(await live()).toBe(before)
    expect(await bindings(member.id)).toHaveLength(1)
  })

  it('refuses a disabled account like login does', async () => {
    const member = await createTestMember(app, { password: 'demo1234' })
    await app.db.updateTable('members').set({ status: 'disabled' }).where('id', '=', member.id).execute()
    const browser = new Browser(app)
    const res = await browser.request('POST', '/user.trustlogin.bindExistsUser', {
      payload: { trust_ticket: await browser.ticketFor(newNickname()), mobile: member.mobile, password: 'demo1234' },
    })
    expect(res.statusCode).toBe(403)
    expect(await bindings(member.id)).toEqual([])
  })
})

describe('listing and unbinding', () => {
  it('shows each member only their own bindings; B cannot unbind A’s', async () => {
    const a = await createTestMember(app)
    const b = await createTestMember(app)
    const nickname = await bindNew(a)
    const browser = new Browser(app)
    expect((await browser.request('GET', '/user.trustlogin.list', as(a))).json().data).toEqual([
      { type: 'weixin', name: '微信', nickname, avatar: '', bound_at: expect.any(Number) },
    ])
    expect((await browser.request('GET', '/user.trustlogin.list', as(b))).json().data).toEqual([])
    const res = await browser.request('POST', '/user.trustlogin.unbind', { ...as(b), payload: { type: 'weixin' } })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'TRUST_NOT_BOUND', message: '未绑定该登录方式' })
    expect(await bindings(a.id)).toHaveLength(1)
  })

  it('unbinds the member’s own WeChat, after which it asks to bind again', async () => {
    const member = await createTestMember(app)
    const nickname = await bindNew(member)
    const browser = new Browser(app)
    expect((await browser.signInAs(nickname)).json().data.token).not.toBe('')
    const res = await browser.request('POST', '/user.trustlogin.unbind', { ...as(member), payload: { type: 'weixin' } })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ data: { status: true } })
    expect(await bindings(member.id)).toEqual([])
    expect((await browser.signInAs(nickname)).json().data.need_bind).toBe(true)
  })

  it('answers 404 for a type the member has not bound and 400 without a type', async () => {
    const member = await createTestMember(app)
    await bindNew(member)
    const browser = new Browser(app)
    expect(
      (await browser.request('POST', '/user.trustlogin.unbind', { ...as(member), payload: { type: 'qq' } })).json(),
    ).toMatchObject({ status_code: 404, message: '未绑定该登录方式' })
    expect(
      (await browser.request('POST', '/user.trustlogin.unbind', { ...as(member), payload: {} })).json(),
    ).toMatchObject({ status_code: 400, message: '请选择要解绑的登录方式' })
    expect(await bindings(member.id)).toHaveLength(1)
  })

  it('requires a signed-in member', async () => {
    const browser = new Browser(app)
    for (const [method, url] of [
      ['GET', '/user.trustlogin.list'],
      ['POST', '/user.trustlogin.bind'],
      ['POST', '/user.trustlogin.unbind'],
    ] as const) {
      const res = await browser.request(
        method,
        url,
        method === 'POST' ? { payload: { type: 'weixin', trust_ticket: 'x' } } : {},
      )
      expect(res.statusCode, url).toBe(401)
    }
  })
})

describe('concurrency', () => {
  it('lets exactly one of two parallel binds of the same WeChat succeed', async () => {
    for (let round = 0; round < 5; round++) {
      const browser = new Browser(app)
      const nickname = newNickname()
      const tickets = [await browser.ticketFor(nickname), await browser.ticketFor(nickname)]
      const members = [await createTestMember(app), await createTestMember(app)]
      const answers = await Promise.all(
        members.map((m, i) =>
          browser.request('POST', '/user.trustlogin.bind', { ...as(m), payload: { trust_ticket: tickets[i] } }),
        ),
      )
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409])
      expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe('该微信已绑定其他账号')
      const rows = await app.db
        .selectFrom('member_trust_logins')
        .select('member_id')
        .where('openid', '=', testIdentityOf(app, nickname).openid)
        .execute()
      expect(rows).toHaveLength(1)
    }
  })

  it('uses one ticket once when two members race with it', async () => {
    for (let round = 0; round < 5; round++) {
      const browser = new Browser(app)
      const ticket = await browser.ticketFor(newNickname())
      const members = [await createTestMember(app), await createTestMember(app)]
      const answers = await Promise.all(
        members.map((m) =>
          browser.request('POST', '/user.trustlogin.bind', { ...as(m), payload: { trust_ticket: ticket } }),
        ),
      )
      const codes = answers.map((r) => r.statusCode).sort()
      expect(codes[0]).toBe(200)
      expect([400, 409]).toContain(codes[1])
      const bound = await app.db
        .selectFrom('member_trust_logins')
        .select('id')
        .where(
          'member_id',
          'in',
          members.map((m) => m.id),
        )
        .execute()
      expect(bound).toHaveLength(1)
    }
  })

  it('gives a member at most one WeChat when two different ones are bound to it at once', async () => {
    const member = await createTestMember(app)
    const browser = new Browser(app)
    const tickets = [await browser.ticketFor(newNickname()), await browser.ticketFor(newNickname())]
    const answers = await Promise.all(
      tickets.map((ticket) =>
        browser.request('POST', '/user.trustlogin.bind', { ...as(member), payload: { trust_ticket: ticket } }),
      ),
    )
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe('该账号已绑定其他微信')
    expect(await bindings(member.id)).toHaveLength(1)
  })
})
