import type { FastifyInstance, InjectOptions } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { hashPassword } from '../../lib/password.ts'
import type { CaptchaPurpose } from '../captcha/purpose.ts'
import { storeCaptcha } from '../captcha/service.ts'
import { smsOutbox } from '../sms/provider.ts'

/** Fixtures for the sign-in family of tests (auth, member, sms, captcha). */

export const BASE = '/api/h5app/wxapp'

let ipSequence = 0
/**
 * A client address of its own, so per-IP rate limits of one test never spill into another
 * (every inject would otherwise come from 127.0.0.1).
 */
export function freshIp(): string {
  const n = ++ipSequence
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

let mobileSequence = 0
/** An unused, valid mainland mobile. */
export function freshMobile(): string {
  return `158${String(process.pid % 10000).padStart(4, '0')}${String(++mobileSequence).padStart(4, '0')}`
}

/** `app.inject` from a fresh client address unless one is given. */
export function send(app: FastifyInstance, options: InjectOptions & { remoteAddress?: string }) {
  return app.inject({ remoteAddress: freshIp(), ...options })
}

/** A captcha whose answer the test knows. */
export function knownCaptcha(app: FastifyInstance, purpose: CaptchaPurpose, text = 'K7WM'): Promise<string> {
  return storeCaptcha(app.db, app.config.secret, purpose, text)
}

/** The code in the newest text message sent to a mobile. */
export function lastSmsCode(app: FastifyInstance, mobile: string): string {
  const message = smsOutbox(app).findLast((sms) => sms.mobile === mobile)
  const code = message?.text.match(/\d{6}/)?.[0]
  if (!code) throw new Error(`no sms code was sent to ${mobile}`)
  return code
}

/** Sends an SMS code through the API (answering the captcha when the type needs one) and returns it. */
export async function requestSmsCode(
  app: FastifyInstance,
  mobile: string,
  type: 'sign' | 'login' | 'forget' | 'bind' | 'merchant_login' | 'merchant_register',
  headers: Record<string, string> = {},
): Promise<string> {
  const query: Record<string, string> = { mobile, type }
  if (type === 'sign' || type === 'forget' || type === 'merchant_register') {
    query.token = await knownCaptcha(app, type === 'forget' ? 'forget_password' : 'sign', 'AC3D')
    query.yzm = 'ac3d'
  }
  const res = await send(app, { method: 'GET', url: `${BASE}/member/sms/code`, query, headers })
  if (res.statusCode !== 200) throw new Error(`sms code refused: ${res.body}`)
  return lastSmsCode(app, mobile)
}

/** Lets the next code for a mobile be sent at once, as if the minute had passed. */
export async function forgetSmsThrottle(db: Kysely<Database>, mobile: string): Promise<void> {
  await db
    .updateTable('sms_codes')
    .set((eb) => ({ created_at: eb('created_at', '-', 120) }))
    .where('mobile', '=', mobile)
    .execute()
}

/** The four demo grades' shape: a default grade and a bought one. Returns their ids. */
export async function createTestGrades(db: Kysely<Database>): Promise<{ basic: number; gold: number }> {
  const basic = await db
    .insertInto('vip_grades')
    .values({ name: '普通会员', grade_rank: 0, discount: 0, is_default: 1 })
    .returning('id')
    .executeTakeFirstOrThrow()
  const gold = await db
    .insertInto('vip_grades')
    .values({ name: '黄金会员', grade_rank: 2, discount: 5 })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { basic: basic.id, gold: gold.id }
}

let merchantSequence = 0
export async function createTestMerchant(
  db: Kysely<Database>,
  options: { username?: string; mobile?: string; password?: string; status?: 'active' | 'disabled' } = {},
): Promise<{ id: number; username: string; mobile: string; password: string }> {
  const username = options.username ?? `shop${++merchantSequence}`
  const mobile = options.mobile ?? freshMobile()
  const password = options.password ?? 'shop12345'
  const row = await db
    .insertInto('merchant_accounts')
    .values({
      username,
      mobile,
      password_hash: await hashPassword(password),
      distributor_id: null,
      application_id: null,
      last_login_at: null,
      status: options.status ?? 'active',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, username, mobile, password }
}
