import type { Kysely } from 'kysely'
import type { Database, EmailCodePurpose } from '../../db/types.ts'
import { CODE_TTL, consumeCode, issueCode, type CodeChannel, type CodeDeps } from '../sms/code-store.ts'
import type { EmailProvider } from './provider.ts'

/** Mailed codes live in email_codes under the same rules as text messages (sms/code-store.ts). */
const EMAIL: CodeChannel = {
  name: 'email',
  table: { name: 'email_codes', recipient: 'email' },
}

const LABELS: Record<EmailCodePurpose, string> = { reset_password: '找回密码' }

export interface EmailDeps extends CodeDeps {
  provider: EmailProvider
}

/**
 * Codes are kept per address with its latin letters lower-cased, so 'A@x.com' and 'a@x.com'
 * share one set of limits (the domain part is case-insensitive, and mailboxes nearly always are).
 */
export function emailKey(email: string): string {
  return email.trim().replace(/[A-Z]/g, (c) => c.toLowerCase())
}

/** Mails a fresh 6-digit code to an address the caller has already vetted (a member's own email). */
export async function sendEmailCode(deps: EmailDeps, email: string, purpose: EmailCodePurpose): Promise<void> {
  const label = LABELS[purpose]
  await issueCode(deps, EMAIL, emailKey(email), purpose, (code) =>
    deps.provider.send({
      to: email.trim(),
      subject: `${label}验证码`,
      text: `您的${label}验证码是${code}，${CODE_TTL / 60}分钟内有效。如非本人操作，请忽略本邮件。`,
    }),
  )
}

/** Checks a mailed code and uses it up; wrong guesses count as for text messages. */
export async function consumeEmailCode(
  db: Kysely<Database>,
  secret: string,
  check: { email: string; purpose: EmailCodePurpose; code: string | undefined },
): Promise<void> {
  await consumeCode(db, secret, EMAIL, { recipient: emailKey(check.email), purpose: check.purpose, code: check.code })
}
