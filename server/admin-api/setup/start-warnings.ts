import type { FastifyInstance } from 'fastify'
import { verifyPassword } from '../../lib/password.ts'
import { DEMO_ACCOUNTS } from '../../db/seed/people.ts'
import { countOperators } from '../operators/repo.ts'
import { demoAccountHashes } from './repo.ts'

/** Each demo account with the password README publishes for it. */
const PUBLISHED = new Map<string, string>([
  [DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password],
  [DEMO_ACCOUNTS.merchant.username, DEMO_ACCOUNTS.merchant.password],
  [DEMO_ACCOUNTS.member.mobile, DEMO_ACCOUNTS.member.password],
  [DEMO_ACCOUNTS.staff.mobile, DEMO_ACCOUNTS.staff.password],
])

/**
 * Says at start what keeps a shop from being run safely: no operator yet (how to get the first),
 * or, on a shop that is not a demo, demo accounts still holding their published passwords (which
 * sign-in refuses until they are changed).
 */
export async function warnAboutAccess(app: FastifyInstance): Promise<void> {
  if ((await countOperators(app.db)) === 0)
    app.log.warn('商城还没有运营账号：打开 /admin 完成初始化，或在命令行运行 npm run admin:create')
  if (app.demo) return
  const accounts = await demoAccountHashes(app.db, {
    operator: DEMO_ACCOUNTS.operator.username,
    merchant: DEMO_ACCOUNTS.merchant.username,
    members: [DEMO_ACCOUNTS.member.mobile, DEMO_ACCOUNTS.staff.mobile],
  })
  const held: string[] = []
  for (const { account, hash } of accounts) {
    const published = PUBLISHED.get(account)
    if (published && (await verifyPassword(published, hash))) held.push(account)
  }
  if (held.length > 0)
    app.log.warn(
      `!!! 这不是演示商城（DEMO=0），但演示账号 ${held.join('、')} 仍在使用公开的演示密码：这些密码的登录一律被拒绝，请先修改密码（运营账号：npm run admin:create -- --reset-password --username <账号>） !!!`,
    )
}
