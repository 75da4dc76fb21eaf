import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { revokeAllSessions } from '../../lib/auth.ts'
import { fail } from '../../lib/errors.ts'
import { hashPassword } from '../../lib/password.ts'
import { now } from '../../../schemas/time.ts'
import { findOperator } from '../session/repo.ts'
import { updateOperator } from '../operators/repo.ts'
import { requirePassword } from '../operators/service.ts'
import { optionalMobile } from '../operators/mobile.ts'
import { claimShopProfile } from './repo.ts'
import { SETUP_COMPANY, addSuperAdmin } from './service.ts'

export interface CreateAdminInput {
  username: string
  name: string
  password: string
  /** Names the shop when it has no name yet. */
  shopName?: string
  /** Sets a new password for an existing account instead of creating one. */
  resetPassword?: boolean
  /** 手机号 of the new account, or, with `resetPassword`, a new one for the account. */
  mobile?: string
}

/**
 * `npm run admin:create`: whoever has the shell owns the shop, so this works at any time: a
 * first 超级管理员 for an empty shop, another one later, or a new password for an account
 * (after which its sessions end).
 */
export async function createAdminFromShell(db: Kysely<Database>, input: CreateAdminInput): Promise<string> {
  if (input.resetPassword) {
    const operator = await findOperator(db, input.username.trim())
    if (!operator) throw fail('OPERATOR_NOT_FOUND')
    const mobile = input.mobile === undefined ? undefined : optionalMobile(input.mobile)
    const passwordHash = await hashPassword(requirePassword(input.password))
    await updateOperator(db, operator.company_id, operator.id, {
      password_hash: passwordHash,
      status: 'active',
      ...(mobile !== undefined && { mobile }),
    })
    await revokeAllSessions(db, 'operator', operator.id)
    return `已为运营账号 ${operator.username} 设置新密码，并启用该账号`
  }
  return db.transaction().execute(async (trx) => {
    if (input.shopName?.trim()) await claimShopProfile(trx, SETUP_COMPANY, input.shopName.trim(), now())
    const operator = await addSuperAdmin(trx, SETUP_COMPANY, input)
    return `已创建超级管理员 ${operator.username}，请打开 /admin 登录`
  })
}
