import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { compress, COMPRESS_MIN_BYTES, preferredEncoding, varyOn, type ContentEncoding } from './compression.ts'

/**
 * An answer body made once and sent many times: its bytes in every encoding, made when it is
 * stored (so a cache hit compresses nothing), and its entity tag.
 */
export interface CachedBody {
  type: string
  etag: string
  identity: Buffer
  encoded: Partial<Record<ContentEncoding, Buffer>>
}

/** What a shared cache (a CDN) may do with guests' pages and descriptors. */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'

export async function cachedBody(content: string | Buffer, type: string): Promise<CachedBody> {
  const identity = Buffer.isBuffer(content) ? content : Buffer.from(content)
  // Weak: the same entity whatever the encoding it travels in.
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`
  const encoded: CachedBody['encoded'] = {}
  if (identity.length >= COMPRESS_MIN_BYTES) {
    const [br, gzip] = await Promise.all([compress(identity, 'br', 'stored'), compress(identity, 'gzip', 'stored')])
    if (br.length < identity.length) encoded.br = br
    if (gzip.length < identity.length) encoded.gzip = gzip
  }
  return { type, etag, identity, encoded }
}

/** Whether If-None-Match names this entity (weak comparison, as RFC 9110 asks for GET). */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag))
}

/** Sends a cached body: 304 when the client has it, else the bytes in the best encoding it accepts. */
export function sendCachedBody(request: FastifyRequest, reply: FastifyReply, body: CachedBody, cacheControl: string, status = 200): FastifyReply {
  reply.header('etag', body.etag).header('cache-control', cacheControl)
  if (Object.keys(body.encoded).length > 0) varyOn(reply, 'Accept-Encoding')
  if (notModified(request.headers['if-none-match'], body.etag)) return reply.status(304).send()
  const encoding = preferredEncoding(request.headers['accept-encoding'])
  const encoded = encoding ? body.encoded[encoding] : undefined
  if (encoding && encoded) reply.header('content-encoding', encoding)
  return reply
    .status(status)
    .type(body.type)
    .send(encoded ?? body.identity)
}
