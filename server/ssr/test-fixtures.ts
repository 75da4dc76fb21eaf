import path from 'node:path'
import { Writable } from 'node:stream'
import type { BuildOptions } from '../app.ts'
import { ensureBuild } from './ensure-build.ts'

/** Pieces of the SSR tests that watch what reaches Fastify. */

/**
 * Makes sure the production build is there (see ensure-build.ts) and answers a logger for
 * buildTestApp that records the URL of every request Fastify itself saw in `seen`.
 */
export function buildAndWatchRequests(seen: string[]): BuildOptions['logger'] {
  ensureBuild(path.resolve(import.meta.dirname, '../..'))
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const line = JSON.parse(chunk.toString()) as { msg?: string; req?: { url?: string } }
      if (line.msg === 'incoming request' && line.req?.url) seen.push(line.req.url)
      done()
    },
  })
  return { level: 'info', stream }
}
