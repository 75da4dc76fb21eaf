import { randomInt } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { answerDigest, sameDigest } from '../../lib/answer-digest.ts'
import {
  addAttempt,
  deleteCode,
  deleteCodesBefore,
  findLiveCode,
  insertCode,
  lockRecipient,
  retireCodesBefore,
  sentSince,
  useCode,
  type CodePurpose,
  type CodeTable,
} from './repo.ts'
import { now } from '../../../schemas/time.ts'

/**
 * The one-time codes of every channel (text messages, mails) follow the same rules: a code lives
 * five minutes; one code per recipient per minute, ten per day; five wrong guesses lock it.
 */
export const CODE_TTL = 5 * 60
export const CODE_RESEND_SECONDS = 60
export const CODE_DAILY_LIMIT = 10
export const CODE_MAX_ATTEMPTS = 5
const DAY = 24 * 3600

/** A way of delivering codes and where they are kept; the catalogue words each channel's refusals (SMS_CODE_WRONG, EMAIL_CODE_WRONG). */
export interface CodeChannel {
  /** Prefix of digest scopes, locks and error codes (`sms` → SMS_CODE_WRONG). */
  name: 'sms' | 'email'
  table: CodeTable
}

export interface CodeDeps {
  db: Kysely<Database>
  secret: string
  log: FastifyBaseLogger
}
const errorCode = <W extends string>(channel: CodeChannel, what: W) =>
  `${channel.name.toUpperCase() as Uppercase<CodeChannel['name']>}_${what}` as const

const digest = (secret: string, channel: CodeChannel, purpose: CodePurpose, recipient: string, code: string) =>
  answerDigest(secret, `${channel.name}:${purpose}:${recipient}`, code)

/** Records a new code under the per-recipient limits; the limits are checked and the row written under one lock. */
async function recordCode(
  deps: CodeDeps,
  channel: CodeChannel,
  recipient: string,
  purpose: CodePurpose,
  code: string,
): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    await lockRecipient(trx, `${channel.name}:${recipient}`)
    const at = now()
    const sent = await sentSince(trx, channel.table, recipient, at - DAY)
    if (sent.last !== null && sent.last > at - CODE_RESEND_SECONDS) {
      throw fail(errorCode(channel, 'TOO_FREQUENT'), { seconds: CODE_RESEND_SECONDS })
    }
    if (sent.count >= CODE_DAILY_LIMIT) throw fail(errorCode(channel, 'DAILY_LIMIT'))
    await deleteCodesBefore(trx, channel.table, at - 2 * DAY)
    return insertCode(trx, channel.table, {
      recipient,
      purpose,
      code: digest(deps.secret, channel, purpose, recipient, code),
      expiresAt: at + CODE_TTL,
      now: at,
    })
  })
}

/**
 * Makes a fresh 6-digit code for a recipient and purpose, stores its digest and hands the code to
 * `deliver`. A code the provider failed to deliver is removed again, so it does not count against
 * the recipient's limits; a delivered one replaces the older codes of the same purpose.
 */
export async function issueCode(
  deps: CodeDeps,
  channel: CodeChannel,
  recipient: string,
  purpose: CodePurpose,
  deliver: (code: string) => Promise<void>,
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const id = await recordCode(deps, channel, recipient, purpose, code)
  try {
    await deliver(code)
  } catch (error) {
    deps.log.error({ err: error, recipient }, `${channel.name} provider failed`)
    await deleteCode(deps.db, channel.table, id)
    throw fail(errorCode(channel, 'FAILED'))
  }
  await retireCodesBefore(deps.db, channel.table, recipient, purpose, id, now())
}

export interface CodeCheck {
  recipient: string
  purpose: CodePurpose
  code: string | undefined
  /** Leave a right code usable (a form that checks the code before its next step). */
  keep?: boolean
}

/**
 * Checks a code for a recipient and purpose and uses it up. A wrong guess is counted (committed
 * on its own, so the caller's failure cannot roll it back); the fifth locks the code.
 */
export async function consumeCode(
  db: Kysely<Database>,
  secret: string,
  channel: CodeChannel,
  check: CodeCheck,
): Promise<void> {
  const code = (check.code ?? '').trim()
  if (!code) throw fail(errorCode(channel, 'CODE_REQUIRED'))
  const at = now()
  const expired = () => fail(errorCode(channel, 'CODE_EXPIRED'))
  const live = await findLiveCode(db, channel.table, check.recipient, check.purpose, at)
  if (!live) throw expired()
  const locked = fail(errorCode(channel, 'CODE_LOCKED'))
  if (live.attempts >= CODE_MAX_ATTEMPTS) throw locked
  if (!sameDigest(live.code, digest(secret, channel, check.purpose, check.recipient, code))) {
    const attempts = await addAttempt(db, channel.table, live.id)
    if (attempts !== undefined && attempts >= CODE_MAX_ATTEMPTS) throw locked
    throw fail(errorCode(channel, 'CODE_WRONG'))
  }
  if (check.keep) return
  if (!(await useCode(db, channel.table, live.id, at))) throw expired()
}
