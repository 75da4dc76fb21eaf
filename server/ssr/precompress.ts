import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

/** Text assets worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json)$/

/** Below this, the header bytes and the extra file cost more than the compression saves. */
export const PRECOMPRESS_MIN_BYTES = 1024

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** What one directory's precompression wrote. */
export interface PrecompressSummary {
  files: number
  bytes: number
  br: number
  gz: number
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name))
}

/** Writes `data` beside `file` under `extension` when it is smaller than the original; its size, or 0. */
async function writeIfSmaller(file: string, extension: string, original: number, data: Buffer): Promise<number> {
  if (data.length >= original) return 0
  await fs.writeFile(file + extension, data)
  return data.length
}

/**
 * Writes `.br` and `.gz` beside every text asset of at least PRECOMPRESS_MIN_BYTES under `dir`,
 * each at its format's highest quality and only when smaller than the file itself. Built once,
 * served for every request (server/ssr/production.ts), so the slow best settings pay off.
 */
export async function precompressDir(dir: string): Promise<PrecompressSummary> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file))
  const summary: PrecompressSummary = { files: 0, bytes: 0, br: 0, gz: 0 }
  // zlib runs on libuv's thread pool, so the files are compressed in parallel.
  await Promise.all(
    files.map(async (file) => {
      const content = await fs.readFile(file)
      if (content.length < PRECOMPRESS_MIN_BYTES) return
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ])
      const written = await Promise.all([
        writeIfSmaller(file, '.br', content.length, br),
        writeIfSmaller(file, '.gz', content.length, gz),
      ])
      summary.files += 1
      summary.bytes += content.length
      summary.br += written[0]
      summary.gz += written[1]
    }),
  )
  return summary
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** One log line per directory: how much the precompressed copies save. */
export function describeSummary(dir: string, summary: PrecompressSummary): string {
  return `precompressed ${summary.files} files in ${dir}: ${kb(summary.bytes)} → br ${kb(summary.br)}, gzip ${kb(summary.gz)}`
}
