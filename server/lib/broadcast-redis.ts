import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import { LocalBroadcast, type Broadcast } from './broadcast.ts'
import { watchConnection } from './redis.ts'

/**
 * Broadcast over Redis pub/sub (REDIS_URL). This instance subscribes like every other one and
 * hears its own messages back from Redis, so each message reaches each instance exactly once.
 * While Redis is down a publish reaches this instance only (logged); the other instances' caches
 * catch up through their TTL.
 */
export class RedisBroadcast implements Broadcast {
  private readonly local = new LocalBroadcast()
  private readonly subscriber: Redis
  private readonly channels = new Set<string>()

  /** `client` publishes (shared with the app); a duplicate of it listens, as Redis requires. */
  constructor(
    private readonly client: Redis,
    private readonly prefix: string,
    private readonly log: FastifyBaseLogger,
  ) {
    // Listening waits for Redis however long it is away; resubscribing is done on every (re)connect.
    this.subscriber = client.duplicate({
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
      commandTimeout: undefined,
      autoResubscribe: false,
    })
    watchConnection(this.subscriber, log, 'broadcast')
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel.startsWith(prefix)) this.local.deliver(channel.slice(prefix.length), message)
    })
    this.subscriber.on('ready', () => {
      if (this.channels.size > 0) this.listen([...this.channels])
    })
  }

  async publish(channel: string, message: string): Promise<void> {
    try {
      await this.client.publish(this.prefix + channel, message)
    } catch (err) {
      this.log.warn({ err, channel }, 'broadcast not sent through Redis; delivered to this instance only')
      this.local.deliver(channel, message)
    }
  }

  subscribe(channel: string, listener: (message: string) => void): () => void {
    if (!this.channels.has(channel)) {
      this.channels.add(channel)
      if (this.subscriber.status === 'ready') this.listen([channel])
    }
    return this.local.subscribe(channel, listener)
  }

  /** Resolves once Redis has confirmed every subscription made so far (tests, startup). */
  async ready(): Promise<void> {
    if (this.channels.size === 0) return
    await this.subscriber.subscribe(...[...this.channels].map((channel) => this.prefix + channel))
  }

  async close(): Promise<void> {
    this.subscriber.disconnect()
    await this.local.close()
  }

  private listen(channels: string[]): void {
    this.subscriber.subscribe(...channels.map((channel) => this.prefix + channel)).catch((err: unknown) => {
      this.log.warn({ err, channels }, 'Redis subscription failed; it is retried when Redis reconnects')
    })
  }
}
