import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { verifyCaptcha } from '../captcha/service.ts'
import { findMemberByMobile } from '../member/repo.ts'
import { assertMobile } from '../member/rules.ts'
import { smsKind, type SmsKind } from '../sms/purposes.ts'
import { deliverSmsCode, recordDecoySmsCode, type SmsDeps } from '../sms/service.ts'
import { findMerchantByMobile } from './repo.ts'

export interface SendCodeInput {
  mobile?: string
  type: string
  companyId: number
  /** The signed-in member, required to bind a new mobile. */
  memberId: number | null
  /** Image captcha token and answer, required for registration and password recovery. */
  captchaToken?: string
  captchaAnswer?: string
}

/**
 * Refuses a code the request could not use: registering a taken mobile, recovering an unknown
 * one... Sign-in codes are asked for without a captcha, so for them an unknown mobile is not
 * refused (that would tell anyone which mobiles are registered): it answers 'decoy'.
 */
async function assertMobileFits(
  db: Kysely<Database>,
  kind: SmsKind,
  mobile: string,
  input: SendCodeInput,
): Promise<'send' | 'decoy'> {
  if (kind.purpose === 'merchant') {
    const merchant = await findMerchantByMobile(db, mobile)
    if (kind.signUp && merchant) throw fail('MERCHANT_MOBILE_REGISTERED')
    return merchant || kind.signUp ? 'send' : 'decoy'
  }
  const member = await findMemberByMobile(db, input.companyId, mobile)
  if (kind.purpose === 'login') return member ? 'send' : 'decoy'
  if (kind.purpose === 'register' && member) throw fail('MOBILE_TAKEN')
  if (kind.purpose === 'reset_password' && !member) throw fail('MOBILE_UNKNOWN')
  if (kind.purpose === 'bind_mobile' && member) {
    if (member.id === input.memberId) throw fail('SAME_MOBILE')
    throw fail('MOBILE_IN_USE')
  }
  return 'send'
}

/**
 * GET member/sms/code: checks the request, then texts a fresh 6-digit code to the mobile.
 * An unknown mobile asking for a sign-in code gets a decoy: counted, never sent.
 */
export async function sendSmsCode(deps: SmsDeps, input: SendCodeInput): Promise<void> {
  const kind = smsKind(input.type)
  if (!kind) throw fail('SMS_TYPE')
  const mobile = assertMobile(input.mobile)
  if (kind.purpose === 'bind_mobile' && input.memberId === null) throw fail('UNAUTHORIZED')
  if (kind.captcha) await verifyCaptcha(deps.db, deps.secret, kind.captcha, input.captchaToken, input.captchaAnswer)
  if ((await assertMobileFits(deps.db, kind, mobile, input)) === 'decoy') {
    await recordDecoySmsCode(deps, mobile, kind.purpose)
    return
  }
  await deliverSmsCode(deps, mobile, kind)
}
