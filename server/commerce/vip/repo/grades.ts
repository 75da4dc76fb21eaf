import type { Kysely } from 'kysely'
import type { Database } from '../../../db/types.ts'

export async function listGrades(db: Kysely<Database>) {
  return db.selectFrom('vip_grades').selectAll().orderBy('grade_rank', 'asc').orderBy('id', 'asc').execute()
}

export async function findMemberGrade(db: Kysely<Database>, memberId: number) {
  return db
    .selectFrom('members')
    .select(['id', 'grade_id', 'grade_expires_at'])
    .where('id', '=', memberId)
    .executeTakeFirst()
}

export async function setMemberGrade(
  db: Kysely<Database>,
  memberId: number,
  gradeId: number,
  expiresAt: number | null,
  now: number,
) {
  await db
    .updateTable('members')
    .set({ grade_id: gradeId, grade_expires_at: expiresAt, updated_at: now })
    .where('id', '=', memberId)
    .execute()
}

export async function insertVipOrder(
  db: Kysely<Database>,
  order: {
    orderId: string
    memberId: number
    gradeId: number
    fee: number
    itemName: string
    specDesc: string
    now: number
    expiresAt: number
  },
): Promise<void> {
  await db
    .insertInto('orders')
    .values({
      order_id: order.orderId,
      member_id: order.memberId,
      distributor_id: 0,
      status: 'NOTPAY',
      order_type: 'vip',
      total_fee: order.fee,
      item_fee: order.fee,
      total_num: 1,
      vip_grade_id: order.gradeId,
      expires_at: order.expiresAt,
      created_at: order.now,
      updated_at: order.now,
    })
    .execute()
  await db
    .insertInto('order_items')
    .values({
      order_id: order.orderId,
      goods_id: null,
      sku_id: null,
      distributor_id: 0,
      item_name: order.itemName,
      spec_desc: order.specDesc,
      price: order.fee,
      quantity: 1,
      item_fee: order.fee,
      total_fee: order.fee,
      created_at: order.now,
    })
    .execute()
}

export async function findVipOrder(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('orders')
    .select(['order_id', 'member_id', 'status', 'vip_grade_id'])
    .where('order_id', '=', orderId)
    .where('order_type', '=', 'vip')
    .executeTakeFirst()
}

/** PAYED → DONE for a VIP order; only one caller can win, so a grade is granted once per order. */
export async function completePaidVipOrder(db: Kysely<Database>, orderId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: 'DONE', finished_at: now, updated_at: now })
    .where('order_id', '=', orderId)
    .where('order_type', '=', 'vip')
    .where('status', '=', 'PAYED')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
