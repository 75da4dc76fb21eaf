import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { precompressDir } from './precompress.ts'

let dir: string

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const write = (name: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
  fs.writeFileSync(path.join(dir, name), content)
}
const exists = (name: string) => fs.existsSync(path.join(dir, name))
const read = (name: string) => fs.readFileSync(path.join(dir, name))

describe('precompressDir', () => {
  it('writes a brotli and a gzip copy beside each text asset of 1 KB or more, which decompress to it', async () => {
    const script = 'export const greeting = "你好，商城";\n'.repeat(200)
    write('assets/app.js', script)
    write('assets/app.css', '.mf-button { color: red; }\n'.repeat(100))
    write('assets/icon.svg', `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h10v10H0z"/>'.repeat(60)}</svg>`)
    write('index.html', `<!doctype html><title>设计器</title>${'<p>段落</p>'.repeat(200)}`)
    write(
      'data/manifest.json',
      JSON.stringify({ files: Array.from({ length: 100 }, (_, i) => `assets/chunk-${i}.js`) }),
    )

    const summary = await precompressDir(dir)

    expect(summary.files).toBe(5)
    for (const name of ['assets/app.js', 'assets/app.css', 'assets/icon.svg', 'index.html', 'data/manifest.json']) {
      expect(zlib.brotliDecompressSync(read(`${name}.br`)).equals(read(name)), name).toBe(true)
      expect(zlib.gunzipSync(read(`${name}.gz`)).equals(read(name)), name).toBe(true)
    }
    expect(read('assets/app.js.br').length).toBeLessThan(read('assets/app.js.gz').length)
    expect(summary.br).toBeLessThan(summary.gz)
    expect(summary.gz).toBeLessThan(summary.bytes)
  })

  it('leaves small files, binary formats and content that would not shrink as they are', async () => {
    write('assets/small.js', 'export {}\n')
    write('assets/photo.png', Buffer.alloc(4096, 1))
    write('assets/noise.js', randomBytes(4096))

    await precompressDir(dir)

    expect(fs.readdirSync(path.join(dir, 'assets')).sort()).toEqual(['noise.js', 'photo.png', 'small.js'])
    expect(exists('assets/noise.js.br')).toBe(false)
  })
})
