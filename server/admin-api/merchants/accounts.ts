import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { revokeAllSessions } from '../../lib/auth.ts'
import { fail } from '../../lib/errors.ts'
import { hashPassword } from '../../lib/password.ts'
import { toPage } from '../../lib/pagination.ts'
import { assertNewPassword } from '../../commerce/member/rules.ts'
import { generatePassword } from '../../commerce/merchant/password-generator.ts'
import type { AccountPasswordReset, AccountQuery, MerchantAccountView } from '../../../schemas/api/admin/merchants.ts'
import * as repo from './accounts-repo.ts'

const APPLICATION_STATUS = {
  editing: 'editing',
  auditing: 'pending',
  approved: 'approved',
  rejected: 'rejected',
} as const

type Row = {
  id: number
  username: string
  mobile: string
  status: 'active' | 'disabled'
  created_at: number
  last_login_at: number | null
  data: string | null
  audit_status: keyof typeof APPLICATION_STATUS | null
  shop_name: string | null
}

function merchantName(data: string | null): string {
  if (!data) return ''
  try {
    const name = (JSON.parse(data) as { '1'?: { merchant_name?: unknown } })['1']?.merchant_name
    return typeof name === 'string' ? name : ''
  } catch {
    return ''
  }
}

const toView = (row: Row): MerchantAccountView => ({
  id: row.id,
  username: row.username,
  mobile: row.mobile,
  status: row.status,
  merchant_name: merchantName(row.data),
  application_status: row.audit_status ? APPLICATION_STATUS[row.audit_status] : 'none',
  shop_name: row.shop_name ?? '',
  created_at: row.created_at,
  last_login_at: row.last_login_at,
})

/** One page of the merchant accounts, newest first. */
export async function listAccounts(db: Kysely<Database>, query: AccountQuery) {
  const page = toPage(query, 20, 100)
  const keywords = (query.keywords ?? '').trim()
  const status = query.status && query.status !== 'all' ? query.status : undefined
  const { rows, total } = await repo.listAccountRows(
    db,
    { keywords, status },
    { offset: page.offset, limit: page.pageSize },
  )
  return { list: (rows as Row[]).map(toView), total_count: total }
}

export async function requireAccount(db: Kysely<Database>, id: number): Promise<MerchantAccountView> {
  const row = await repo.findAccountRow(db, id)
  if (!row) throw fail('MERCHANT_ACCOUNT_NOT_FOUND')
  return toView(row as Row)
}

/** 禁用 / 启用: a disabled merchant cannot sign in, and its open sessions end with the change. */
export async function setAccountStatus(db: Kysely<Database>, id: number, status: 'active' | 'disabled') {
  const before = await requireAccount(db, id)
  await db.transaction().execute(async (trx) => {
    await repo.setAccountStatusRow(trx, id, status)
    if (status === 'disabled') await revokeAllSessions(trx, 'shop', id)
  })
  return { before, after: await requireAccount(db, id) }
}

/**
 * 重置密码: the typed password (the sign-in rule: 8-20 letters and digits, mixing both), or a
 * generated one answered this once; only its hash is kept. Open sessions end.
 */
export async function resetAccountPassword(
  db: Kysely<Database>,
  id: number,
  typed: string | undefined,
): Promise<AccountPasswordReset> {
  const account = await requireAccount(db, id)
  const wanted = typed?.trim() ? assertNewPassword(typed) : undefined
  const password = wanted ?? generatePassword()
  const hash = await hashPassword(password)
  await db.transaction().execute(async (trx) => {
    await repo.setAccountPasswordHash(trx, id, hash)
    await revokeAllSessions(trx, 'shop', id)
  })
  return { id, username: account.username, generated_password: wanted ? null : password }
}
