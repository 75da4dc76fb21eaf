/**
 * Messages every running instance of the app receives, this one included: cache invalidations
 * (a publish on one instance must be served by all of them on their next request). One process
 * alone needs nothing more than `localBroadcast`; several instances share Redis pub/sub, or
 * PostgreSQL LISTEN/NOTIFY when there is no Redis.
 */
export interface Broadcast {
  /** Delivers `message` to every subscriber of `channel` in every instance, this one included. */
  publish(channel: string, message: string): Promise<void>
  /** Calls `listener` for each message on `channel`; returns the unsubscribe function. */
  subscribe(channel: string, listener: (message: string) => void): () => void
  close(): Promise<void>
}

/** Channel names, defined once. */
export const CHANNELS = {
  /** Storefront content changed; the message is the new content version (server/lib/content-version.ts). */
  content: 'mallfront:content',
} as const

/** Subscribers inside this process; the other transports deliver to it what they receive. */
export class LocalBroadcast implements Broadcast {
  private readonly listeners = new Map<string, Set<(message: string) => void>>()

  async publish(channel: string, message: string): Promise<void> {
    this.deliver(channel, message)
  }

  deliver(channel: string, message: string): void {
    for (const listener of this.listeners.get(channel) ?? []) listener(message)
  }

  subscribe(channel: string, listener: (message: string) => void): () => void {
    let set = this.listeners.get(channel)
    if (!set) {
      set = new Set()
      this.listeners.set(channel, set)
    }
    set.add(listener)
    return () => set.delete(listener)
  }

  async close(): Promise<void> {
    this.listeners.clear()
  }
}
