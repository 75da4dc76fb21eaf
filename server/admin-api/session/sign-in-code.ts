import { AppError, fail } from '../../lib/errors.ts'
import { OPERATOR_SIGN_IN } from '../../commerce/sms/purposes.ts'
import { deliverSmsCode, type SmsDeps } from '../../commerce/sms/service.ts'
import { findOperator } from './repo.ts'

/**
 * `session/code`: texts the operator sign-in code to the account's mobile, only when the account
 * exists, is active, has a mobile and a sign-in from this address needs the code now (the account
 * is under attack and the address is not the owner's), so nobody can have operators texted at
 * will. The caller always gets the same answer: the per-mobile limits and a failed provider are
 * logged, not told, as they would tell that the account exists and has a mobile.
 */
export async function sendOperatorSignInCode(
  deps: SmsDeps,
  username: string,
  needsCode: (account: string) => Promise<boolean>,
): Promise<void> {
  const account = username.trim()
  if (!account) throw fail('USERNAME_REQUIRED')
  const operator = await findOperator(deps.db, account)
  if (!operator?.mobile || operator.status !== 'active' || !(await needsCode(account))) return
  try {
    await deliverSmsCode(deps, operator.mobile, OPERATOR_SIGN_IN)
  } catch (error) {
    if (!(error instanceof AppError && error.code.startsWith('SMS_'))) throw error
    deps.log.info({ operatorId: operator.id, code: error.code }, 'operator sign-in code not sent')
  }
}
