import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { SecondFactor } from '../../lib/sign-in/per-account-limit.ts'
import { assertMobile } from '../member/rules.ts'
import { consumeSmsCode } from '../sms/service.ts'
import { findMerchantByName } from './repo.ts'

/**
 * The code an owner adds to the password while their account is under attack
 * (`SIGN_IN_SECOND_FACTOR_REQUIRED`): the sign-in code texted to the account's mobile, the one
 * SMS sign-in uses. A request that signs in by code alone is left to its service, which checks
 * the same code.
 */

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined)

/**
 * Member sign-ins by mobile: `byPassword` says whether the route checks a password for this
 * request (as the route's service decides it), the only case that needs the code beside it.
 */
export function memberSecondFactor(
  app: FastifyInstance,
  byPassword: (request: FastifyRequest) => boolean,
): SecondFactor {
  return async (request, account) => {
    if (!byPassword(request)) return
    await consumeSmsCode(app.db, app.config.secret, {
      mobile: assertMobile(account),
      purpose: 'login',
      code: textOf((request.body as { vcode?: unknown } | undefined)?.vcode)?.trim(),
    })
  }
}

/**
 * Merchant password sign-in: the merchant sign-in code texted to the account's mobile. An
 * unknown account is checked against its own name, which never got a code, so it answers as a
 * wrong code does and tells nothing about which accounts exist.
 */
export function merchantSecondFactor(app: FastifyInstance): SecondFactor {
  return async (request, account) => {
    const body = (request.body ?? {}) as { password?: unknown; vcode?: unknown }
    // As merchantLogin decides: any password makes it a password sign-in.
    if (!textOf(body.password)) return
    const merchant = await findMerchantByName(app.db, account)
    await consumeSmsCode(app.db, app.config.secret, {
      mobile: merchant?.mobile || account,
      purpose: 'merchant',
      code: textOf(body.vcode)?.trim(),
    })
  }
}
