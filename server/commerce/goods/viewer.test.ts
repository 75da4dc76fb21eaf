import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countStatements } from '../../db/query-count.ts'
import { buildTestApp } from '../../testing.ts'
import { createTestMember } from '../test-helpers.ts'
import { loadViewer } from './viewer.ts'

let app: FastifyInstance
let basic: number
let gold: number
const now = 1_800_000_000

beforeAll(async () => {
  app = await buildTestApp()
  const grade = (name: string, grade_rank: number, discount: number, is_default: 0 | 1) =>
    app.db
      .insertInto('vip_grades')
      .values({ name, grade_rank, discount, is_default })
      .returning('id')
      .executeTakeFirstOrThrow()
  basic = (await grade('普通会员', 0, 0, 1)).id
  gold = (await grade('黄金会员', 3, 10, 0)).id
})
afterAll(() => app.close())

async function memberWith(values: { grade_id: number; grade_expires_at: number | null; is_staff?: 0 | 1 }) {
  const member = await createTestMember(app)
  await app.db.updateTable('members').set(values).where('id', '=', member.id).execute()
  return member.id
}

describe('loadViewer', () => {
  it('gives a member their grade while it runs, in one statement', async () => {
    const id = await memberWith({ grade_id: gold, grade_expires_at: now + 60, is_staff: 1 })
    const { result, statements } = await countStatements(() => loadViewer(app.db, id, now))
    expect(result).toEqual({ memberId: id, gradeId: gold, discount: 10, gradeRank: 3, isStaff: true })
    expect(statements).toHaveLength(1)
  })

  it('keeps a grade without an expiry', async () => {
    const id = await memberWith({ grade_id: gold, grade_expires_at: null })
    expect(await loadViewer(app.db, id, now)).toMatchObject({ gradeId: gold, discount: 10, isStaff: false })
  })

  it('treats a lapsed grade as the default grade', async () => {
    const id = await memberWith({ grade_id: gold, grade_expires_at: now })
    expect(await loadViewer(app.db, id, now)).toMatchObject({ gradeId: basic, discount: 0, gradeRank: 0 })
  })

  it('answers null for no such member', async () => {
    expect(await loadViewer(app.db, 999_999, now)).toBeNull()
  })
})
