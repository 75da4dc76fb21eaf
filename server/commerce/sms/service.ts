import type { Kysely } from 'kysely'
import type { Database, SmsPurpose } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { findMerchantByMobile } from '../auth/repo.ts'
import { verifyCaptcha } from '../captcha/service.ts'
import { findMemberByMobile } from '../member/repo.ts'
import { assertMobile } from '../member/rules.ts'
import {
  CODE_DAILY_LIMIT,
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_SECONDS,
  CODE_TTL,
  consumeCode,
  issueCode,
  type CodeChannel,
  type CodeDeps,
} from './code-store.ts'
import type { SmsProvider } from './provider.ts'
import { smsKind, type SmsKind } from './purposes.ts'

/** A code lives five minutes; one message per mobile per minute, ten per day; five wrong guesses lock it. */
export const SMS_CODE_TTL = CODE_TTL
export const SMS_RESEND_SECONDS = CODE_RESEND_SECONDS
export const SMS_DAILY_LIMIT = CODE_DAILY_LIMIT
export const SMS_MAX_ATTEMPTS = CODE_MAX_ATTEMPTS

const SMS: CodeChannel = {
  name: 'sms',
  table: { name: 'sms_codes', recipient: 'mobile' },
}

export interface SmsDeps extends CodeDeps {
  provider: SmsProvider
}

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

/** GET member/sms/code: checks the request, then texts a fresh 6-digit code to the mobile. */
export async function sendSmsCode(deps: SmsDeps, input: SendCodeInput): Promise<void> {
  const kind = smsKind(input.type)
  if (!kind) throw fail('SMS_TYPE')
  const mobile = assertMobile(input.mobile)
  if (kind.purpose === 'bind_mobile' && input.memberId === null) throw fail('UNAUTHORIZED')
  if (kind.captcha) await verifyCaptcha(deps.db, deps.secret, kind.captcha, input.captchaToken, input.captchaAnswer)
  if ((await assertMobileFits(deps.db, kind, mobile, input)) === 'decoy') {
    // Recorded under the same per-mobile limits as a real one, so even the throttling answers alike; never sent, so never usable.
    await issueCode(deps, SMS, mobile, kind.purpose, async () => {})
    return
  }
  await deliverSmsCode(deps, mobile, kind)
}

/** Texts a fresh code of a kind to a mobile the caller has already vetted (a member's own number). */
export async function deliverSmsCode(deps: SmsDeps, mobile: string, kind: SmsKind): Promise<void> {
  await issueCode(deps, SMS, mobile, kind.purpose, (code) =>
    deps.provider.send(
      mobile,
      `您的${kind.label}验证码是${code}，${SMS_CODE_TTL / 60}分钟内有效。如非本人操作，请忽略本短信。`,
    ),
  )
}

/**
 * Checks a code for a mobile and purpose and uses it up. A wrong guess is counted (committed on
 * its own, so the caller's failure cannot roll it back); the fifth locks the code.
 * With `keep`, a right code stays usable (a form that checks the code before the next step).
 */
export async function consumeSmsCode(
  db: Kysely<Database>,
  secret: string,
  check: { mobile: string; purpose: SmsPurpose; code: string | undefined; keep?: boolean },
): Promise<void> {
  await consumeCode(db, secret, SMS, {
    recipient: check.mobile,
    purpose: check.purpose,
    code: check.code,
    keep: check.keep,
  })
}
