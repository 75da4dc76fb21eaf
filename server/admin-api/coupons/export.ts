import ExcelJS from 'exceljs'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { chinaStamp, chinaTime } from '../orders/china-day.ts'
import * as repo from './repo.ts'

/** 优惠券领取记录: one row per copy a member received, oldest first, as a shop's marketing team reads it. */
const CLAIM_COLUMNS = [
  { header: '会员手机号', key: 'mobile', width: 14 },
  { header: '昵称', key: 'nickname', width: 16 },
  { header: '领取时间', key: 'received_at', width: 17 },
  { header: '状态', key: 'status', width: 8 },
  { header: '使用订单', key: 'order_id', width: 22 },
  { header: '使用时间', key: 'used_at', width: 17 },
] as const

function claimStatus(row: repo.ClaimRow, at: number): string {
  if (row.status === 'used') return '已使用'
  if (row.status === 'expired' || row.end_time < at) return '已过期'
  return '未使用'
}

function claimRow(row: repo.ClaimRow, at: number) {
  return {
    mobile: row.mobile,
    nickname: row.nickname,
    received_at: chinaTime(row.received_at),
    status: claimStatus(row, at),
    order_id: row.order_id ?? '',
    used_at: chinaTime(row.used_at),
  }
}

/** The workbook of the coupon's claims and the names to download it by (优惠券领取记录-<id>-YYYYMMDD.xlsx). */
export async function claimsWorkbook(db: Kysely<Database>, companyId: number, id: number, at: number) {
  const coupon = await repo.findCoupon(db, companyId, id)
  if (!coupon) throw fail('COUPON_NOT_FOUND')
  const rows = await repo.claimsOf(db, id)
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('领取记录')
  sheet.columns = CLAIM_COLUMNS.map((column) => ({ ...column }))
  sheet.getRow(1).font = { bold: true }
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
  for (const row of rows) sheet.addRow(claimRow(row, at))
  const day = chinaStamp(at).slice(0, 8)
  return {
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
    name: `优惠券领取记录-${id}-${day}.xlsx`,
    asciiName: `coupon-claims-${id}-${day}.xlsx`,
    title: coupon.title,
    count: rows.length,
  }
}
