import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { lockMember } from '../member/repo.ts'
import { withFreshNumber } from '../../lib/number-taken.ts'
import { newOrderNumber } from './order-number.ts'
import {
  completePaidVipOrder,
  findMemberGrade,
  findVipOrder,
  insertVipOrder,
  listGrades,
  setMemberGrade,
} from './repo/grades.ts'
import { discountFold, effectiveGrade, gradeRights, type Grade } from './rights.ts'
import { now } from '../../../schemas/time.ts'
const DAY = 24 * 3600
/** An unpaid VIP order is cancelled after 30 minutes. */
const PAY_WITHIN = 30 * 60

const gradeNotFound = () => fail('GRADE_NOT_FOUND')

function currentGradeView(grade: Grade | undefined, expiresAt: number | null) {
  if (!grade) return null
  return {
    grade_id: grade.id,
    grade_name: grade.name,
    grade_rank: grade.grade_rank,
    discount: grade.discount,
    discount_fold: discountFold(grade.discount),
    is_default: grade.is_default,
    grade_expires_at: expiresAt,
  }
}

function buyRefusal(
  grade: Grade,
  current: Grade | undefined,
): 'GRADE_IS_DEFAULT' | 'GRADE_NOT_BUYABLE' | 'GRADE_NOT_HIGHER' | null {
  if (grade.is_default === 1) return 'GRADE_IS_DEFAULT'
  if (grade.price <= 0) return 'GRADE_NOT_BUYABLE'
  if (current && grade.grade_rank <= current.grade_rank) return 'GRADE_NOT_HIGHER'
  return null
}

/** Grades for the VIP page, with what the viewer holds and may buy (guests: nothing held). */
export async function gradeList(db: Kysely<Database>, viewerId: number | null) {
  const at = now()
  const grades = await listGrades(db)
  const member = viewerId === null ? undefined : await findMemberGrade(db, viewerId)
  const current = member ? effectiveGrade(grades, member, at) : undefined
  return {
    list: grades.map((grade) => ({
      grade_id: grade.id,
      grade_name: grade.name,
      grade_rank: grade.grade_rank,
      discount: grade.discount,
      discount_fold: discountFold(grade.discount),
      price: grade.price,
      valid_days: grade.valid_days,
      description: grade.description,
      guide_title: grade.guide_title,
      background_color: grade.background_color,
      is_default: grade.is_default,
      can_buy: buyRefusal(grade, current?.grade) === null ? (1 as const) : (0 as const),
    })),
    total_count: grades.length,
    current_grade: current ? currentGradeView(current.grade, current.expiresAt) : null,
  }
}

/**
 * Creates a payable VIP order for a grade above the member's current one: order_type 'vip',
 * NOTPAY, one line naming the grade, payable within 30 minutes. Paying it is the payment
 * module's job; it then calls applyPaidVipOrder.
 */
export async function buyGrade(db: Kysely<Database>, memberId: number, gradeId: number) {
  return withFreshNumber('orders', 'order_id', () => buyGradeOnce(db, memberId, gradeId))
}

async function buyGradeOnce(db: Kysely<Database>, memberId: number, gradeId: number) {
  return db.transaction().execute(async (trx) => {
    const at = now()
    const grades = await listGrades(trx)
    const grade = grades.find((g) => g.id === gradeId)
    if (!grade) throw gradeNotFound()
    const member = await findMemberGrade(trx, memberId)
    if (!member) throw fail('UNAUTHORIZED')
    const refusal = buyRefusal(grade, effectiveGrade(grades, member, at).grade)
    if (refusal) throw fail(refusal)

    const orderId = newOrderNumber()
    await insertVipOrder(trx, {
      orderId,
      memberId,
      gradeId: grade.id,
      fee: grade.price,
      itemName: grade.name,
      specDesc: `有效期 ${grade.valid_days} 天`,
      now: at,
      expiresAt: at + PAY_WITHIN,
    })
    return { order_id: orderId, total_fee: grade.price, order_type: 'vip' as const }
  })
}

/**
 * Grants the grade of a paid VIP order. The payment module calls it in the transaction that marks
 * the order PAYED; it moves the order to DONE so a repeated notification grants nothing twice.
 * Buying the grade already held extends it from its current expiry; a higher grade starts now.
 * A grade below what the member meanwhile holds never downgrades them.
 */
export async function applyPaidVipOrder(trx: Transaction<Database>, orderId: string) {
  const order = await findVipOrder(trx, orderId)
  if (!order) throw fail('ORDER_NOT_FOUND')
  if (order.status === 'DONE') return { applied: false }
  if (order.status !== 'PAYED') throw fail('ORDER_NOT_PAID')
  const at = now()
  if (!(await completePaidVipOrder(trx, orderId, at))) return { applied: false }

  await lockMember(trx, order.member_id)
  const grades = await listGrades(trx)
  const bought = grades.find((grade) => grade.id === order.vip_grade_id)
  if (!bought) throw gradeNotFound()
  const member = await findMemberGrade(trx, order.member_id)
  if (!member) throw fail('MEMBER_NOT_FOUND')

  const current = effectiveGrade(grades, member, at)
  const term = bought.valid_days * DAY
  if (current.grade?.id === bought.id) {
    // A grade held without expiry stays so; a timed one is extended.
    if (current.expiresAt !== null) await setMemberGrade(trx, member.id, bought.id, current.expiresAt + term, at)
  } else if (!current.grade || current.grade.grade_rank <= bought.grade_rank) {
    await setMemberGrade(trx, member.id, bought.id, at + term, at)
  }
  return { applied: true }
}

/** The member's rights now (see gradeRights for how they follow from the grade). */
export async function memberRights(db: Kysely<Database>, memberId: number) {
  const member = await findMemberGrade(db, memberId)
  if (!member) throw fail('UNAUTHORIZED')
  const { grade, expiresAt } = effectiveGrade(await listGrades(db), member, now())
  return {
    grade_id: grade?.id ?? member.grade_id,
    grade_name: grade?.name ?? '',
    grade_expires_at: expiresAt,
    ...gradeRights(grade),
  }
}
