import type { Kysely } from 'kysely'
import type { Database, SmsPurpose } from '../../db/types.ts'
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
import type { SmsKind } from './purposes.ts'

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

/**
 * Records a code that is never sent (so never usable) under the same per-mobile limits as a real
 * one: a request that must not learn whether a mobile is registered gets the same answers,
 * throttling included.
 */
export async function recordDecoySmsCode(deps: CodeDeps, mobile: string, purpose: SmsPurpose): Promise<void> {
  await issueCode(deps, SMS, mobile, purpose, async () => {})
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
