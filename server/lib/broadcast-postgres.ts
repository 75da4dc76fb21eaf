import type { FastifyBaseLogger } from 'fastify'
import { sql, type Kysely } from 'kysely'
import pg from 'pg'
import type { Database } from '../db/types.ts'
import { LocalBroadcast, type Broadcast } from './broadcast.ts'

/** The listening connection's application_name, to tell it apart in pg_stat_activity. */
export const LISTENER_NAME = 'mallfront-broadcast'

/** Waits between reconnects of the listening connection: from 1 s, doubling, at most 30 s. */
const RETRY_MS = { first: 1_000, max: 30_000 }

/**
 * Broadcast over PostgreSQL LISTEN/NOTIFY, for several instances on one PostgreSQL database
 * without Redis. One dedicated connection listens (a pooled one cannot: LISTEN belongs to a
 * session); notifications go out through the app's pool. PostgreSQL notifies every listening
 * session, this instance's too, so each message reaches each instance exactly once. A lost
 * listening connection is reopened with a growing wait; what is sent meanwhile is missed and
 * caches catch up through their TTL. Channel names carry `prefix` (the database schema):
 * notifications are database-wide, and apps on other schemas of the same database must not hear
 * this one's.
 */
export class PostgresBroadcast implements Broadcast {
  private readonly local = new LocalBroadcast()
  private readonly channels = new Set<string>()
  /** The current listening connection, open or opening; null while waiting to reconnect. */
  private client: pg.Client | null = null
  private open = false
  private connecting: Promise<void> | null
  private retryMs = RETRY_MS.first
  private retryTimer: NodeJS.Timeout | null = null
  private closed = false

  constructor(
    private readonly connectionString: string,
    private readonly prefix: string,
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.connecting = this.connect()
  }

  async publish(channel: string, message: string): Promise<void> {
    try {
      await sql`select pg_notify(${this.prefix + channel}, ${message})`.execute(this.db)
    } catch (err) {
      this.log.warn({ err, channel }, 'broadcast not sent through PostgreSQL; delivered to this instance only')
      this.local.deliver(channel, message)
    }
  }

  subscribe(channel: string, listener: (message: string) => void): () => void {
    if (!this.channels.has(channel)) {
      this.channels.add(channel)
      const client = this.client
      // A connection still opening listens on every channel once it is open.
      if (client && this.open) this.listen(client, [channel]).catch((err: unknown) => this.lost(client, err))
    }
    return this.local.subscribe(channel, listener)
  }

  /** Resolves once the listening connection is open and listens on every channel subscribed so far. */
  async ready(): Promise<void> {
    while (this.connecting) await this.connecting
    const client = this.client
    if (client && this.open) await this.listen(client, [...this.channels])
  }

  async close(): Promise<void> {
    this.closed = true
    if (this.retryTimer) clearTimeout(this.retryTimer)
    const client = this.client
    this.client = null
    await client?.end().catch(() => undefined)
    await this.local.close()
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString, application_name: LISTENER_NAME })
    this.client = client
    this.open = false
    client.on('notification', (note) => {
      if (note.channel.startsWith(this.prefix))
        this.local.deliver(note.channel.slice(this.prefix.length), note.payload ?? '')
    })
    client.on('error', (err) => this.lost(client, err))
    client.on('end', () => this.lost(client, new Error('connection ended')))
    try {
      await client.connect()
      await this.listen(client, [...this.channels])
      if (this.client !== client) return
      if (this.retryMs !== RETRY_MS.first) this.log.info('PostgreSQL broadcast listening again')
      this.open = true
      this.retryMs = RETRY_MS.first
    } catch (err) {
      this.lost(client, err)
    } finally {
      this.connecting = null
    }
  }

  private async listen(client: pg.Client, channels: string[]): Promise<void> {
    for (const channel of channels) await client.query(`LISTEN ${client.escapeIdentifier(this.prefix + channel)}`)
  }

  /** The listening connection failed: log it once and open a new one after a growing wait. */
  private lost(client: pg.Client, err: unknown): void {
    if (this.closed || client !== this.client) return
    this.client = null
    this.open = false
    client.end().catch(() => undefined)
    this.log.error({ err, retryInMs: this.retryMs }, 'PostgreSQL broadcast stopped listening; reconnecting')
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      this.connecting = this.connect()
    }, this.retryMs)
    this.retryTimer.unref()
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MS.max)
  }
}
