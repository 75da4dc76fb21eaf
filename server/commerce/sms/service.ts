import { randomInt } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { PostgresAdapter, sql, type Kysely } from 'kysely'
import type { Database, SmsPurpose } from '../../db/types.ts'
import { AppError, badRequest, conflict, tooManyRequests, unauthorized } from '../../lib/errors.ts'
import { answerDigest, sameDigest } from '../auth/digest.ts'
import { findMerchantByMobile } from '../auth/repo.ts'
import { verifyCaptcha } from '../captcha/service.ts'
import { findMemberByMobile } from '../member/repo.ts'
import { assertMobile } from '../member/rules.ts'
import type { SmsProvider } from './provider.ts'
import { smsKind, type SmsKind } from './purposes.ts'
import { addAttempt, deleteCode, deleteCodesBefore, findLiveCode, insertCode, retireCodesBefore, sentSince, useCode } from './repo.ts'

/** A code lives five minutes; one message per mobile per minute, ten per day; five wrong guesses lock it. */
export const SMS_CODE_TTL = 5 * 60
export const SMS_RESEND_SECONDS = 60
export const SMS_DAILY_LIMIT = 10
export const SMS_MAX_ATTEMPTS = 5
const DAY = 24 * 3600

const now = () => Math.floor(Date.now() / 1000)

const digest = (secret: string, purpose: SmsPurpose, mobile: string, code: string) =>
  answerDigest(secret, `sms:${purpose}:${mobile}`, code)

export interface SmsDeps {
  db: Kysely<Database>
  secret: string
  provider: SmsProvider
  log: FastifyBaseLogger
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

/** Refuses a code the request could not use: registering a taken mobile, recovering an unknown one... */
async function assertMobileFits(db: Kysely<Database>, kind: SmsKind, mobile: string, input: SendCodeInput) {
  if (kind.purpose === 'merchant') {
    if (!(await findMerchantByMobile(db, mobile))) throw badRequest('该手机号未开通商家账号', 'MERCHANT_NOT_FOUND')
    return
  }
  const member = await findMemberByMobile(db, input.companyId, mobile)
  if (kind.purpose === 'register' && member) throw conflict('该手机号已注册', 'MOBILE_TAKEN')
  if ((kind.purpose === 'login' || kind.purpose === 'reset_password') && !member) throw badRequest('该手机号未注册', 'MOBILE_UNKNOWN')
  if (kind.purpose === 'bind_mobile' && member) {
    if (member.id === input.memberId) throw badRequest('新手机号不能与当前手机号相同', 'SAME_MOBILE')
    throw conflict('该手机号已被其他账号使用', 'MOBILE_TAKEN')
  }
}

/** Records a new code under the per-mobile limits; the limits are checked and the row written under one lock. */
async function recordCode(deps: SmsDeps, mobile: string, purpose: SmsPurpose, code: string): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    // SQLite runs one write transaction at a time; PostgreSQL needs a lock per mobile for that.
    if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`.execute(trx)
    const at = now()
    const sent = await sentSince(trx, mobile, at - DAY)
    if (sent.last !== null && sent.last > at - SMS_RESEND_SECONDS) throw tooManyRequests('发送过于频繁，请60秒后再试', 'SMS_TOO_FREQUENT')
    if (sent.count >= SMS_DAILY_LIMIT) throw tooManyRequests('今日验证码发送次数已达上限，请明天再试', 'SMS_DAILY_LIMIT')
    await deleteCodesBefore(trx, at - 2 * DAY)
    return insertCode(trx, { mobile, purpose, code: digest(deps.secret, purpose, mobile, code), expiresAt: at + SMS_CODE_TTL, now: at })
  })
}

/** GET member/sms/code: checks the request, then texts a fresh 6-digit code to the mobile. */
export async function sendSmsCode(deps: SmsDeps, input: SendCodeInput): Promise<void> {
  const kind = smsKind(input.type)
  if (!kind) throw badRequest('验证码类型错误', 'SMS_TYPE')
  const mobile = assertMobile(input.mobile)
  if (kind.purpose === 'bind_mobile' && input.memberId === null) throw unauthorized()
  if (kind.captcha) await verifyCaptcha(deps.db, deps.secret, kind.captcha, input.captchaToken, input.captchaAnswer)
  await assertMobileFits(deps.db, kind, mobile, input)

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const id = await recordCode(deps, mobile, kind.purpose, code)
  try {
    await deps.provider.send(mobile, `您的${kind.label}验证码是${code}，${SMS_CODE_TTL / 60}分钟内有效。如非本人操作，请忽略本短信。`)
  } catch (error) {
    deps.log.error({ err: error, mobile }, 'sms provider failed')
    // Nothing was delivered, so the attempt must not count against the shopper's limits.
    await deleteCode(deps.db, id)
    throw new AppError(502, 'SMS_FAILED', '短信发送失败，请稍后再试')
  }
  await retireCodesBefore(deps.db, mobile, kind.purpose, id, now())
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
  const code = (check.code ?? '').trim()
  if (!code) throw badRequest('请输入短信验证码', 'SMS_CODE_REQUIRED')
  const at = now()
  const live = await findLiveCode(db, check.mobile, check.purpose, at)
  if (!live) throw badRequest('短信验证码已失效，请重新获取', 'SMS_CODE_EXPIRED')
  const locked = badRequest('短信验证码错误次数过多，请重新获取', 'SMS_CODE_LOCKED')
  if (live.attempts >= SMS_MAX_ATTEMPTS) throw locked
  if (!sameDigest(live.code, digest(secret, check.purpose, check.mobile, code))) {
    const attempts = await addAttempt(db, live.id)
    if (attempts !== undefined && attempts >= SMS_MAX_ATTEMPTS) throw locked
    throw badRequest('短信验证码错误', 'SMS_CODE_WRONG')
  }
  if (check.keep) return
  if (!(await useCode(db, live.id, at))) throw badRequest('短信验证码已失效，请重新获取', 'SMS_CODE_EXPIRED')
}
