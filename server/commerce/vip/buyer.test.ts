import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listUsableHeld } from '../coupon/repo.ts'
import { loadViewer } from '../goods/viewer.ts'
import { buildShopTestApp, createTestMember } from '../test-helpers.ts'
import { gradeRights } from './rights.ts'
import { findBuyer, findBuyerAtAddress } from './buyer.ts'
import { createTestAddress, giveCoupon, nowSeconds, setPointBalance } from '../checkout/test-fixtures.ts'

let app: FastifyInstance
let goldId: number
beforeAll(async () => {
  app = await buildShopTestApp()
  goldId = (
    await app.db
      .insertInto('vip_grades')
      .values({ name: '黄金会员', grade_rank: 2, discount: 12, price: 9900, is_default: 0 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
})
afterAll(() => app?.close())

/** What checkout read before findBuyer: the viewer, then the rights of its grade, the balance, the coupons held. */
async function readSeparately(memberId: number, now: number) {
  const viewer = await loadViewer(app.db, memberId, now)
  const grade = await app.db
    .selectFrom('vip_grades')
    .select(['discount', 'is_default'])
    .where('id', '=', viewer!.gradeId)
    .executeTakeFirst()
  const balance = await app.db
    .selectFrom('member_points')
    .select('balance')
    .where('member_id', '=', memberId)
    .executeTakeFirst()
  const coupons = await listUsableHeld(app.db, memberId, now)
  return { viewer, rights: gradeRights(grade), balance: balance?.balance ?? 0, holdsCoupons: coupons.length > 0 }
}

describe('findBuyer', () => {
  it('reads in one query what the viewer, its grade and the balance said', async () => {
    const now = nowSeconds()
    const plain = await createTestMember(app)
    const gold = await createTestMember(app)
    const lapsed = await createTestMember(app)
    const staff = await createTestMember(app)
    await app.db
      .updateTable('members')
      .set({ grade_id: goldId, grade_expires_at: now + 3600 })
      .where('id', '=', gold.id)
      .execute()
    await app.db
      .updateTable('members')
      .set({ grade_id: goldId, grade_expires_at: now - 1 })
      .where('id', '=', lapsed.id)
      .execute()
    await app.db.updateTable('members').set({ is_staff: 1 }).where('id', '=', staff.id).execute()
    await setPointBalance(app.db, gold.id, 4321)
    await giveCoupon(app.db, staff.id)

    for (const member of [plain, gold, lapsed, staff])
      expect(await findBuyer(app.db, member.id, now)).toEqual(await readSeparately(member.id, now))
    expect(await findBuyer(app.db, gold.id, now)).toMatchObject({
      viewer: { gradeId: goldId, discount: 12 },
      rights: { free_shipping: true, point_multiplier: 2 },
      balance: 4321,
    })
    expect((await findBuyer(app.db, lapsed.id, now))!.viewer.gradeId).not.toBe(goldId)
    expect((await findBuyer(app.db, staff.id, now))!.holdsCoupons).toBe(true)
  })

  it('counts only unused coupons valid now as held', async () => {
    const now = nowSeconds()
    const member = await createTestMember(app)
    const coupon = await giveCoupon(app.db, member.id)
    expect((await findBuyer(app.db, member.id, now))!.holdsCoupons).toBe(true)
    await app.db.updateTable('member_coupons').set({ status: 'used' }).where('id', '=', coupon).execute()
    expect((await findBuyer(app.db, member.id, now))!.holdsCoupons).toBe(false)
    await app.db
      .updateTable('member_coupons')
      .set({ status: 'unused', end_time: now - 1 })
      .where('id', '=', coupon)
      .execute()
    expect((await findBuyer(app.db, member.id, now))!.holdsCoupons).toBe(false)
  })

  it('finds no buyer for a member that does not exist', async () => {
    expect(await findBuyer(app.db, 987_654, nowSeconds())).toBeUndefined()
  })

  it('reads with it the address named, or else the first of the address book, never another member’s', async () => {
    const now = nowSeconds()
    const member = await createTestMember(app)
    const other = await createTestMember(app)
    expect((await findBuyerAtAddress(app.db, member.id, undefined, now))!.address).toBeNull()
    const older = await createTestAddress(app.db, member.id, { is_default: 0, name: '旧地址', created_at: now - 100 })
    const newer = await createTestAddress(app.db, member.id, { is_default: 0, name: '新地址', created_at: now - 10 })
    expect((await findBuyerAtAddress(app.db, member.id, undefined, now))!.address!.id).toBe(newer)
    const home = await createTestAddress(app.db, member.id, { is_default: 1, name: '默认地址', created_at: now - 1000 })
    const withDefault = await findBuyerAtAddress(app.db, member.id, undefined, now)
    expect(withDefault!.address).toEqual(
      await app.db.selectFrom('addresses').selectAll().where('id', '=', home).executeTakeFirstOrThrow(),
    )
    expect(withDefault).toMatchObject({ viewer: (await findBuyer(app.db, member.id, now))!.viewer })
    expect((await findBuyerAtAddress(app.db, member.id, older, now))!.address!.name).toBe('旧地址')
    const theirs = await createTestAddress(app.db, other.id)
    expect((await findBuyerAtAddress(app.db, member.id, theirs, now))!.address).toBeNull()
  })
})
