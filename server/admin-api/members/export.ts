import { PassThrough } from 'node:stream'
import ExcelJS from 'exceljs'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { chinaStamp, chinaTime } from '../orders/china-day.ts'
import type { MemberFilter } from './repo.ts'
import { memberBatch } from './repo.ts'

/** 会员导出: every member the list's filters match, one row each, written to the answer as it is read. */

export const MEMBER_EXPORT_COLUMNS = [
  { header: '会员ID', key: 'id', width: 9 },
  { header: '手机号', key: 'mobile', width: 14 },
  { header: '昵称', key: 'nickname', width: 16 },
  { header: '性别', key: 'sex', width: 6 },
  { header: '生日', key: 'birthday', width: 12 },
  { header: '邮箱', key: 'email', width: 22 },
  { header: '会员等级', key: 'grade', width: 12 },
  { header: '内购员工', key: 'staff', width: 9 },
  { header: '状态', key: 'status', width: 8 },
  { header: '积分', key: 'points', width: 10 },
  { header: '注册时间', key: 'created_at', width: 17 },
  { header: '最近登录', key: 'last_login_at', width: 17 },
] as const

const SEX = ['未知', '男', '女'] as const
const BATCH = 500

/** 会员导出-YYYYMMDD-HHmm.xlsx in China time, and the plain name older browsers take. */
export function exportNames(at: number) {
  const stamp = chinaStamp(at)
  return { name: `会员导出-${stamp}.xlsx`, asciiName: `members-${stamp}.xlsx` }
}

/**
 * A readable xlsx of the members `filter` matches, in id order, read in keyset batches so a large
 * shop is never held in memory; a failure part way ends the stream with the error.
 */
export function memberWorkbook(db: Kysely<Database>, filter: MemberFilter): PassThrough {
  const out = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false })
  const sheet = workbook.addWorksheet('会员')
  sheet.columns = MEMBER_EXPORT_COLUMNS.map((column) => ({ ...column }))
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).commit()
  void (async () => {
    let after = 0
    for (;;) {
      const rows = await memberBatch(db, filter, after, BATCH)
      for (const row of rows)
        sheet
          .addRow({
            id: row.id,
            mobile: row.mobile,
            nickname: row.nickname,
            sex: SEX[row.sex] ?? '未知',
            birthday: row.birthday ?? '',
            email: row.email ?? '',
            grade: row.grade_name ?? '',
            staff: row.is_staff === 1 ? '是' : '否',
            status: row.status === 'active' ? '正常' : '已禁用',
            points: row.points ?? 0,
            created_at: chinaTime(row.created_at),
            last_login_at: chinaTime(row.last_login_at),
          })
          .commit()
      if (rows.length < BATCH) break
      after = rows[rows.length - 1].id
    }
    sheet.commit()
    await workbook.commit()
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))))
  return out
}
