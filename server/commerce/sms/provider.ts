import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { LogOutbox, providerPerApp, type Sent } from '../../lib/log-outbox.ts'

/** Sends a text message to a mainland mobile number; rejects when the gateway refuses it. */
export interface SmsProvider {
  send(mobile: string, text: string): Promise<void>
}

export type SentSms = Sent<{ mobile: string; text: string }>

/** The default provider while no SMS gateway is contracted: see `LogOutbox`. */
export class LogSmsProvider implements SmsProvider {
  private readonly messages: LogOutbox<{ mobile: string; text: string }>

  constructor(log: FastifyBaseLogger, capacity = 100) {
    this.messages = new LogOutbox(log, capacity, 'sms (log provider)')
  }

  async send(mobile: string, text: string): Promise<void> {
    this.messages.record({ mobile, text })
  }

  /** Oldest first. */
  get outbox(): readonly SentSms[] {
    return this.messages.messages
  }
}

const providers = providerPerApp<SmsProvider>((app) => new LogSmsProvider(app.log))

export function smsProvider(app: FastifyInstance): SmsProvider {
  return providers.get(app)
}

/** Replaces the app's provider (a real gateway in production, a failing one in tests). */
export function useSmsProvider(app: FastifyInstance, provider: SmsProvider): void {
  providers.use(app, provider)
}

/** Messages the log provider has sent, oldest first; empty when another provider is in use. */
export function smsOutbox(app: FastifyInstance): readonly SentSms[] {
  const provider = smsProvider(app)
  return provider instanceof LogSmsProvider ? provider.outbox : []
}
