import type { FastifyRequest } from 'fastify'
import { AUDIENCE_HEADER } from '../commerce/goods/audience.ts'
import { perDatabase } from '../lib/per-database.ts'

/** Which kept answer an address was answered from, and the cache-control it was sent with. */
export interface KeptAddress {
  key: string
  cacheControl: string
}

/** As many addresses as kept answers (pages/routes.ts GUEST_BODIES): query strings make them unbounded. */
const MAX_ADDRESSES = 1_000

/**
 * The kept answer (`sendKeptData`) that each address asked without a session was answered from,
 * so a page render asking the same address again reads the kept bytes without going through the
 * route (ssr/direct-reads.ts). A route's kept key is a function of its address and audience (its
 * checked query, the company, the audience's prices), so the same address and audience always name
 * the same key; whether the bytes under it are current is the kept answers' own business.
 */
export class KeptAddresses {
  private readonly addresses = new Map<string, KeptAddress>()

  /** Notes where a request's answer is kept, if the request was nobody's (no cookie, no token). */
  remember(request: FastifyRequest, kept: KeptAddress): void {
    if (request.headers.cookie || request.headers.authorization) return
    const address = addressKey(request.url, request.headers[AUDIENCE_HEADER])
    this.addresses.delete(address)
    this.addresses.set(address, kept)
    if (this.addresses.size > MAX_ADDRESSES) this.addresses.delete(this.addresses.keys().next().value as string)
  }

  /** Where the answer to `path` (path and query, as asked) for an audience (its header value) is kept. */
  find(path: string, audience: string | undefined): KeptAddress | undefined {
    return this.addresses.get(addressKey(path, audience))
  }
}

function addressKey(path: string, audience: string | string[] | undefined): string {
  return `${typeof audience === 'string' ? audience : ''}\n${path}`
}

/** The kept addresses of an app's database (one per app, like its kept answers). */
export const keptAddresses = perDatabase(() => new KeptAddresses())
