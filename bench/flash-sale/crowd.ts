/**
 * The crowd of a flash sale: many members of every grade, some of them staff, each with a point
 * account, a default address and a live session, put in place in bulk. Their tokens are minted
 * as the server signs them in (server/lib/auth.ts createSession: a session row, then the signed
 * token naming it), so no sign-in has to hash a password 2,000 times.
 */
import { randomInt } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../server/db/types.ts'
import { TOKEN_TTL } from '../../server/lib/auth.ts'
import { hashPassword } from '../../server/lib/password.ts'
import { issueToken, newSessionId } from '../../server/lib/token.ts'
import { now } from '../../schemas/time.ts'
import type { BenchMember } from '../checkout/shop.ts'
import { insertCrowd, memberGrades, type CrowdRow } from './sale-repo.ts'

export interface CrowdMember extends BenchMember {
  gradeId: number
  staff: boolean
}

export interface Crowd {
  members: CrowdMember[]
  /** Members per grade name, and staff among them. */
  grades: { name: string; id: number; members: number }[]
  staff: number
}

const DAY = 24 * 3600
/** One member in this many is staff. */
const STAFF_EVERY = 20

/**
 * `count` members: half in the default grade, the rest spread over the paid grades (bought, a
 * month left), one in twenty of them staff.
 */
export async function createCrowd(db: Kysely<Database>, secret: string, count: number): Promise<Crowd> {
  const at = now()
  const grades = await memberGrades(db)
  const standard = grades.find((grade) => grade.is_default === 1) ?? grades[0]
  if (!standard) throw new Error('the seeded mall has no member grades')
  const paid = grades.filter((grade) => grade !== standard)
  const gradeOf = (i: number) => (i % 2 === 0 || paid.length === 0 ? standard : paid[(i >> 1) % paid.length]!)

  const passwordHash = await hashPassword('bench-1234')
  const prefix = `136${String(randomInt(0, 1000)).padStart(3, '0')}`
  const expiresAt = at + TOKEN_TTL.member
  const rows: (CrowdRow & { gradeId: number; staff: boolean })[] = []
  for (let i = 0; i < count; i++) {
    const grade = gradeOf(i)
    const staff = i % STAFF_EVERY === STAFF_EVERY - 1
    rows.push({
      member: {
        mobile: `${prefix}${String(i).padStart(5, '0')}`,
        password_hash: passwordHash,
        birthday: null,
        email: null,
        last_login_at: null,
        grade_id: grade.id,
        grade_expires_at: grade === standard ? null : at + 30 * DAY,
        is_staff: staff ? 1 : 0,
      },
      session: { id: newSessionId(), expiresAt },
      gradeId: grade.id,
      staff,
    })
  }
  const ids = await insertCrowd(db, rows)
  const members = rows.map((row) => {
    const id = ids.get(row.member.mobile)
    if (id === undefined) throw new Error(`member ${row.member.mobile} was not created`)
    return {
      id,
      token: issueToken(secret, { sub: id, kind: 'member', sid: row.session.id, exp: expiresAt }),
      gradeId: row.gradeId,
      staff: row.staff,
    }
  })
  return {
    members,
    grades: grades.map((grade) => ({
      name: grade.name,
      id: grade.id,
      members: members.filter((member) => member.gradeId === grade.id).length,
    })),
    staff: members.filter((member) => member.staff).length,
  }
}
