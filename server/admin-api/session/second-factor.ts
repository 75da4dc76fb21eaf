import type { FastifyInstance } from 'fastify'
import type { Reachable, SecondFactor } from '../../lib/sign-in/per-account-limit.ts'
import { consumeSmsCode } from '../../commerce/sms/service.ts'
import { findOperator } from './repo.ts'

/** The recipient an account without a mobile is checked against: no code is ever sent to it. */
const nowhere = (account: string) => `operator:${account}`

/**
 * Operator accounts with a mobile can be asked for a code; so can names no account has, so that
 * the answer (SIGN_IN_SECOND_FACTOR_REQUIRED) does not tell strangers which of them exist. Only
 * existing accounts without a mobile keep one try from an address that is not theirs.
 */
export function operatorReachable(app: FastifyInstance): Reachable {
  return async (account) => {
    const operator = await findOperator(app.db, account)
    return !operator || Boolean(operator.mobile)
  }
}

/**
 * The operator sign-in code texted to the account's mobile (`session/code`), checked and used up
 * before the password. A name no account has is checked against a recipient that never got a
 * code, so it answers as a wrong or expired code does.
 */
export function operatorSecondFactor(app: FastifyInstance): SecondFactor {
  return async (request, account) => {
    const { vcode } = (request.body ?? {}) as { vcode?: unknown }
    const operator = await findOperator(app.db, account)
    await consumeSmsCode(app.db, app.config.secret, {
      mobile: operator?.mobile || nowhere(account),
      purpose: 'operator',
      code: typeof vcode === 'string' ? vcode.trim() : undefined,
    })
  }
}
