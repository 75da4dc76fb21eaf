import { createHash } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
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

/**
 * The same for everyone and never to be shown out of date (the site frame, which the designer
 * shows beside the page it edits): any cache may keep it, but asks every time (a 304 when unchanged).
 */
export const REVALIDATED_CACHE_CONTROL = 'public, no-cache'

/** One visitor's own answer, or one member audience's: the browser revalidates it, shared caches keep none. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache'

/** The content type of the app's JSON answers. */
export const JSON_TYPE = 'application/json; charset=utf-8'

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

/** What to answer a request for a cached body: status, headers and the bytes (none for a 304). */
export interface CachedAnswer {
  status: number
  headers: Record<string, string>
  payload: Buffer | null
}

/** 304 when the client has the entity, else the bytes in the best encoding it accepts. */
export function cachedAnswer(
  requestHeaders: IncomingHttpHeaders,
  body: CachedBody,
  cacheControl: string,
  status = 200,
): CachedAnswer {
  const headers: Record<string, string> = { etag: body.etag, 'cache-control': cacheControl }
  if (Object.keys(body.encoded).length > 0) headers.vary = 'Accept-Encoding'
  if (notModified(requestHeaders['if-none-match'], body.etag)) return { status: 304, headers, payload: null }
  const encoding = preferredEncoding(requestHeaders['accept-encoding'])
  const encoded = encoding ? body.encoded[encoding] : undefined
  if (encoding && encoded) headers['content-encoding'] = encoding
  headers['content-type'] = body.type
  return { status, headers, payload: encoded ?? body.identity }
}

/** Sends a cached body through Fastify (see cachedAnswer). */
export function sendCachedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  cacheControl: string,
  status = 200,
): FastifyReply {
  const answer = cachedAnswer(request.headers, body, cacheControl, status)
  const { vary, ...headers } = answer.headers
  if (vary) varyOn(reply, vary)
  return reply
    .status(answer.status)
    .headers(headers)
    .send(answer.payload ?? undefined)
}
