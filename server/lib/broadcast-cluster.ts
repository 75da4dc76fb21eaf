import type { Cluster } from 'node:cluster'
import type { FastifyBaseLogger } from 'fastify'
import { LocalBroadcast, type Broadcast } from './broadcast.ts'

const TYPE = 'mallfront:broadcast'

interface Envelope {
  type: typeof TYPE
  channel: string
  message: string
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' &&
  value !== null &&
  (value as Envelope).type === TYPE &&
  typeof (value as Envelope).channel === 'string' &&
  typeof (value as Envelope).message === 'string'

/** The end of the IPC channel a worker holds (its `process`). */
export interface WorkerChannel {
  connected?: boolean
  send?(message: unknown, sendHandle?: undefined, options?: object, callback?: (error: Error | null) => void): boolean
  on(event: 'message', listener: (message: unknown) => void): unknown
  off(event: 'message', listener: (message: unknown) => void): unknown
}

/**
 * Broadcast between the workers of one machine (WORKERS=N) when there is neither Redis nor
 * PostgreSQL to carry it (SQLite): a worker sends each message to the primary process, which
 * relays it to every worker, the sender included, so each worker hears it exactly once. Without
 * the primary (it is gone) the message reaches this worker only.
 */
export class ClusterBroadcast implements Broadcast {
  private readonly local = new LocalBroadcast()
  private readonly receive = (value: unknown) => {
    if (isEnvelope(value)) this.local.deliver(value.channel, value.message)
  }

  constructor(
    private readonly channel: WorkerChannel,
    private readonly log: FastifyBaseLogger,
  ) {
    channel.on('message', this.receive)
  }

  async publish(channel: string, message: string): Promise<void> {
    const envelope: Envelope = { type: TYPE, channel, message }
    const sent = await new Promise<boolean>((resolve) => {
      if (!this.channel.connected || !this.channel.send) return resolve(false)
      this.channel.send(envelope, undefined, {}, (error) => resolve(error === null))
    })
    if (sent) return
    this.log.warn({ channel }, 'broadcast not sent to the primary process; delivered to this worker only')
    this.local.deliver(channel, message)
  }

  subscribe(channel: string, listener: (message: string) => void): () => void {
    return this.local.subscribe(channel, listener)
  }

  async ready(): Promise<void> {}

  async close(): Promise<void> {
    this.channel.off('message', this.receive)
    await this.local.close()
  }
}

/** In the primary process: passes every worker's broadcast on to all workers. */
export function relayBroadcasts(cluster: Pick<Cluster, 'on' | 'workers'>): void {
  cluster.on('message', (_sender, value: unknown) => {
    if (!isEnvelope(value)) return
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker?.isConnected()) worker.send(value)
    }
  })
}
