import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** Below this, compressing costs more time than the bytes it saves. */
export const COMPRESS_MIN_BYTES = 1024

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/

export type ContentEncoding = 'br' | 'gzip'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/**
 * `answer`: made for one response, so fast: brotli 3 takes 30–60 % less time than brotli 4 for 4–5 %
 * more bytes (a rendered home or goods list page), and less than gzip 6 for about as many.
 * `stored`: made once and served many times from a cache, so small.
 */
export type CompressionEffort = 'answer' | 'stored'

/**
 * An answer smaller than this is compressed on the event loop: it takes well under a millisecond,
 * less than handing it to the thread pool and back costs, and the worker's brotli state would
 * compete with the next answers for the same cores.
 */
const INLINE_MAX_BYTES = 64 * 1024

/**
 * Brotli's window sized to the body (brotli's default is 4 MB): the same output, without
 * allocating and clearing megabytes of state per answer.
 */
function brotliParams(size: number, effort: CompressionEffort) {
  return {
    [zlib.constants.BROTLI_PARAM_QUALITY]: effort === 'stored' ? 9 : 3,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(
      zlib.constants.BROTLI_MAX_WINDOW_BITS,
      Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 1))),
    ),
  }
}

/** Compresses a small answer inline and anything larger or stored on libuv's thread pool, so a large page never blocks the event loop. */
export async function compress(
  body: string | Buffer,
  encoding: ContentEncoding,
  effort: CompressionEffort,
): Promise<Buffer> {
  const size = Buffer.byteLength(body)
  const inline = effort === 'answer' && size < INLINE_MAX_BYTES
  if (encoding === 'gzip') {
    const options = { level: effort === 'stored' ? 9 : 6 }
    return inline ? zlib.gzipSync(body, options) : gzip(body, options)
  }
  const options = { params: brotliParams(size, effort) }
  return inline ? zlib.brotliCompressSync(body, options) : brotli(body, options)
}

/**
 * The encoding to answer with, from an Accept-Encoding header: brotli, then gzip, each only if
 * the client accepts it (q > 0, directly or through `*`); null for the body as it is.
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null
  // Browsers send a handful of distinct values; each is read once.
  const key = String(acceptEncoding)
  const known = choices.get(key)
  if (known !== undefined) return known
  const choice = chooseEncoding(key)
  if (choices.size >= CHOICES_KEPT) choices.clear()
  choices.set(key, choice)
  return choice
}

const CHOICES_KEPT = 64
const choices = new Map<string, ContentEncoding | null>()

function chooseEncoding(acceptEncoding: string): ContentEncoding | null {
  const weights = new Map<string, number>()
  for (const part of String(acceptEncoding).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0)
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return null
}

export function compressible(contentType: unknown): boolean {
  return typeof contentType === 'string' && COMPRESSIBLE.test(contentType)
}

/** Adds a field to a Vary header once. */
export function varyOn(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary')
  const fields = String(current ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
  if (fields.some((item) => item === '*' || item.toLowerCase() === field.toLowerCase())) return
  reply.header('vary', [...fields, field].join(', '))
}

/**
 * onSend hook: HTML, JSON and other text answers of at least COMPRESS_MIN_BYTES go out in brotli
 * or gzip when the client accepts it. Answers that chose an encoding already (cached pages and
 * descriptors, precompressed files) and streams pass untouched.
 */
export async function compressAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
  if (reply.hasHeader('content-encoding') || !compressible(reply.getHeader('content-type'))) return payload
  if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload
  varyOn(reply, 'Accept-Encoding')
  const encoding = preferredEncoding(request.headers['accept-encoding'])
  if (!encoding) return payload
  const body = await compress(payload, encoding, 'answer')
  reply.header('content-encoding', encoding)
  reply.removeHeader('content-length')
  return body
}
