import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { LogOutbox, providerPerApp, type Sent } from '../../lib/log-outbox.ts'

export interface OutgoingEmail {
  to: string
  subject: string
  text: string
}

/** Sends a plain-text mail; rejects when the mail service refuses it. */
export interface EmailProvider {
  send(email: OutgoingEmail): Promise<void>
}

export type SentEmail = Sent<OutgoingEmail>

/** The default provider while no mail service is contracted: see `LogOutbox`. */
export class LogEmailProvider implements EmailProvider {
  private readonly mails: LogOutbox<OutgoingEmail>

  constructor(log: FastifyBaseLogger, capacity = 100) {
    this.mails = new LogOutbox(log, capacity, 'email (log provider)')
  }

  async send(email: OutgoingEmail): Promise<void> {
    this.mails.record({ to: email.to, subject: email.subject, text: email.text })
  }

  /** Oldest first. */
  get outbox(): readonly SentEmail[] {
    return this.mails.messages
  }
}

const providers = providerPerApp<EmailProvider>((app) => new LogEmailProvider(app.log))

export function emailProvider(app: FastifyInstance): EmailProvider {
  return providers.get(app)
}

/** Replaces the app's provider (a real mail service in production, a failing one in tests). */
export function useEmailProvider(app: FastifyInstance, provider: EmailProvider): void {
  providers.use(app, provider)
}

/** Mails the log provider has sent, oldest first; empty when another provider is in use. */
export function emailOutbox(app: FastifyInstance): readonly SentEmail[] {
  const provider = emailProvider(app)
  return provider instanceof LogEmailProvider ? provider.outbox : []
}
