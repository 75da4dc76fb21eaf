import type { FastifyBaseLogger, FastifyInstance } from 'fastify'

/** A message as a log provider keeps it. */
export type Sent<T> = T & {
  /** Unix milliseconds. */
  sentAt: number
}

/**
 * What a default provider keeps while no real service is contracted: it writes each message to
 * the server log and keeps the latest ones in memory, so a developer (or a test) can read the code.
 */
export class LogOutbox<T extends object> {
  private readonly sent: Sent<T>[] = []

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly capacity: number,
    private readonly label: string,
  ) {}

  record(message: T): void {
    this.sent.push({ ...message, sentAt: Date.now() })
    if (this.sent.length > this.capacity) this.sent.splice(0, this.sent.length - this.capacity)
    this.log.info<object>(message, this.label)
  }

  /** Oldest first. */
  get messages(): readonly Sent<T>[] {
    return this.sent
  }
}

/**
 * One provider per app. Keyed by the app's HTTP server, which the root instance and every
 * encapsulated plugin context share, so tests and route plugins reach the same provider.
 */
export function providerPerApp<P>(makeDefault: (app: FastifyInstance) => P) {
  const providers = new WeakMap<object, P>()
  return {
    get(app: FastifyInstance): P {
      let provider = providers.get(app.server)
      if (!provider) {
        provider = makeDefault(app)
        providers.set(app.server, provider)
      }
      return provider
    },
    use(app: FastifyInstance, provider: P): void {
      providers.set(app.server, provider)
    },
  }
}
