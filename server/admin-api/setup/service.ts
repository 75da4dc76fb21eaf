import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { hashPassword } from '../../lib/password.ts'
import { now } from '../../../schemas/time.ts'
import { SUPER_ADMIN_ROLE } from '../../../schemas/api/admin/areas.ts'
import type { SetupBody } from '../../../schemas/api/admin/setup.ts'
import { ensureBuiltinRoles } from '../operators/builtin-roles.ts'
import { countOperators, insertOperator } from '../operators/repo.ts'
import { requirePassword, requireUsername } from '../operators/service.ts'
import { optionalMobile } from '../operators/mobile.ts'
import { claimShopProfile, findShopName } from './repo.ts'
import { insertAuditEntry } from '../audit-repo.ts'

/** The company a fresh shop is set up for; the storefront serves company 1. */
export const SETUP_COMPANY = 1

export async function setupState(db: Kysely<Database>) {
  return { needed: (await countOperators(db)) === 0, shop_name: await findShopName(db, SETUP_COMPANY) }
}

export interface NewSuperAdmin {
  username: string
  name: string
  password: string
  /** 手机号, optional. */
  mobile?: string
}

/** Adds a 超级管理员 (the built-in roles come first when the company has none); checks every field. */
export async function addSuperAdmin(db: Kysely<Database>, companyId: number, input: NewSuperAdmin) {
  const username = await requireUsername(db, input.username)
  const mobile = optionalMobile(input.mobile)
  const passwordHash = await hashPassword(requirePassword(input.password))
  const roleId = await ensureBuiltinRoles(db, companyId)
  const name = input.name.trim() || SUPER_ADMIN_ROLE
  const id = await insertOperator(db, {
    company_id: companyId,
    username,
    name,
    password_hash: passwordHash,
    role_id: roleId,
    mobile,
    created_at: now(),
  })
  return { id, username, name }
}

/**
 * The one-time 初始化 of a shop started from an empty database: names the shop and creates its
 * first 超级管理员. Closed for good once any operator exists; two people submitting at once get
 * one shop, the second a 409.
 */
export async function setUpShop(db: Kysely<Database>, input: SetupBody) {
  const shopName = input.shop_name.trim()
  if (!shopName) throw fail('SHOP_NAME_REQUIRED')
  if ((await countOperators(db)) > 0) throw fail('SETUP_DONE')
  requirePassword(input.password)
  optionalMobile(input.mobile)
  return db.transaction().execute(async (trx) => {
    if (!(await claimShopProfile(trx, SETUP_COMPANY, shopName, now()))) throw fail('SETUP_DONE')
    if ((await countOperators(trx)) > 0) throw fail('SETUP_DONE')
    const operator = await addSuperAdmin(trx, SETUP_COMPANY, { ...input, name: input.name ?? '' })
    await insertAuditEntry(trx, {
      company_id: SETUP_COMPANY,
      operator_id: operator.id,
      operator_name: operator.username,
      area: 'settings',
      action: '初始化商城',
      target: shopName,
      summary: `创建超级管理员 ${operator.username}`,
      created_at: now(),
    })
    return operator
  })
}
