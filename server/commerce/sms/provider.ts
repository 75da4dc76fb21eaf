import type { FastifyBaseLogger, FastifyInstance } from 'fastify'

/** Sends a text message to a mainland mobile number; rejects when the gateway refuses it. */
export interface SmsProvider {
  send(mobile: string, text: string): Promise<void>
}

export interface SentSms {
  mobile: string
  text: string
  /** Unix milliseconds. */
  sentAt: number
}

/**
 * The default provider while no SMS gateway is contracted: it writes each message to the server
 * log and keeps the latest ones in memory, so a developer (or a test) can read the code.
 */
export class LogSmsProvider implements SmsProvider {
  private readonly messages: SentSms[] = []

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly capacity = 100,
  ) {}

  async send(mobile: string, text: string): Promise<void> {
    this.messages.push({ mobile, text, sentAt: Date.now() })
    if (this.messages.length > this.capacity) this.messages.splice(0, this.messages.length - this.capacity)
    this.log.info({ mobile, text }, 'sms (log provider)')
  }

  /** Oldest first. */
  get outbox(): readonly SentSms[] {
    return this.messages
  }
}

/**
 * One provider per app. Keyed by the app's HTTP server, which the root instance and every
 * encapsulated plugin context share, so tests and route plugins reach the same provider.
 */
const providers = new WeakMap<object, SmsProvider>()

export function smsProvider(app: FastifyInstance): SmsProvider {
  let provider = providers.get(app.server)
  if (!provider) {
    provider = new LogSmsProvider(app.log)
    providers.set(app.server, provider)
  }
  return provider
}

/** Replaces the app's provider (a real gateway in production, a failing one in tests). */
export function useSmsProvider(app: FastifyInstance, provider: SmsProvider): void {
  providers.set(app.server, provider)
}

/** Messages the log provider has sent, oldest first; empty when another provider is in use. */
export function smsOutbox(app: FastifyInstance): readonly SentSms[] {
  const provider = smsProvider(app)
  return provider instanceof LogSmsProvider ? provider.outbox : []
}
