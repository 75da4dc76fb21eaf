/**
 * An answer of the app recorded byte for byte (still compressed) with the headers a static server
 * would repeat, for the static twin (bench/lib/static-twin.ts) to answer in its place.
 */
import http from 'node:http'
import zlib from 'node:zlib'
import type { RecordedAnswer } from '../lib/static-twin.ts'

const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])

export interface Recorded extends RecordedAnswer {
  status: number
  /** Bytes as sent. */
  size: number
  /** The body decoded, to look into. */
  text: string
}

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8')
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8')
  if (encoding === 'deflate') return zlib.inflateSync(body).toString('utf8')
  return body.toString('utf8')
}

export function record(url: string, headers: Record<string, string>): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const body = Buffer.concat(chunks)
          const kept: Record<string, string> = {}
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined && !PER_CONNECTION.has(name))
              kept[name] = Array.isArray(value) ? value.join(', ') : value
          }
          resolve({
            status: response.statusCode ?? 0,
            headers: kept,
            body: body.toString('base64'),
            size: body.length,
            text: decode(body, response.headers['content-encoding']),
          })
        })
      })
      .on('error', reject)
  })
}
