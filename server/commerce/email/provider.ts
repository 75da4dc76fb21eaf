import type { FastifyBaseLogger, FastifyInstance } from 'fastify'

export interface OutgoingEmail {
  to: string
  subject: string
  text: string
}

/** Sends a plain-text mail; rejects when the mail service refuses it. */
export interface EmailProvider {
  send(email: OutgoingEmail): Promise<void>
}

export interface SentEmail extends OutgoingEmail {
  /** Unix milliseconds. */
  sentAt: number
}

/**
 * The default provider while no mail service is contracted: it writes each mail to the server
 * log and keeps the latest ones in memory, so a developer (or a test) can read the code.
 */
export class LogEmailProvider implements EmailProvider {
  private readonly mails: SentEmail[] = []

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly capacity = 100,
  ) {}

  async send(email: OutgoingEmail): Promise<void> {
    this.mails.push({ ...email, sentAt: Date.now() })
    if (this.mails.length > this.capacity) this.mails.splice(0, this.mails.length - this.capacity)
    this.log.info({ to: email.to, subject: email.subject, text: email.text }, 'email (log provider)')
  }

  /** Oldest first. */
  get outbox(): readonly SentEmail[] {
    return this.mails
  }
}

/**
 * One provider per app. Keyed by the app's HTTP server, which the root instance and every
 * encapsulated plugin context share, so tests and route plugins reach the same provider.
 */
const providers = new WeakMap<object, EmailProvider>()

export function emailProvider(app: FastifyInstance): EmailProvider {
  let provider = providers.get(app.server)
  if (!provider) {
    provider = new LogEmailProvider(app.log)
    providers.set(app.server, provider)
  }
  return provider
}

/** Replaces the app's provider (a real mail service in production, a failing one in tests). */
export function useEmailProvider(app: FastifyInstance, provider: EmailProvider): void {
  providers.set(app.server, provider)
}

/** Mails the log provider has sent, oldest first; empty when another provider is in use. */
export function emailOutbox(app: FastifyInstance): readonly SentEmail[] {
  const provider = emailProvider(app)
  return provider instanceof LogEmailProvider ? provider.outbox : []
}
