import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ensureBuild } from './ensure-build.ts'

const ROOT_DIR = path.resolve(import.meta.dirname, '../..')

/**
 * Starts the app in production mode in a fresh process whose environment has no NODE_ENV (as
 * `npm start` runs it), renders a page, and answers which React server build rendered it. A
 * child process, because React picks its build once per process and the test runner's is React's
 * development build.
 */
const PROBE = `
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { buildApp } from './server/app.ts'
import { loadConfig } from './server/config.ts'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mallfront-react-build-'))
try {
  const config = loadConfig({ DATA_DIR: dataDir, SECRET: 'probe-secret-probe-secret-probe-secret', LOG_LEVEL: 'warn' })
  const app = await buildApp(config, { logger: false })
  const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })
  const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) => file.includes('react-dom-server'))
  console.log(JSON.stringify({ status: page.statusCode, nodeEnv: process.env.NODE_ENV, loaded }))
  await app.close()
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
}
`

describe('the production renderer', () => {
  it('renders with the production builds of React even when NODE_ENV is unset', () => {
    ensureBuild(ROOT_DIR)
    const env = { ...process.env }
    delete env.NODE_ENV
    delete env.DATABASE_URL
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', PROBE], {
      cwd: ROOT_DIR,
      env,
      encoding: 'utf8',
    })
    const probe = JSON.parse(output.trim().split('\n').at(-1) as string) as {
      status: number
      nodeEnv: string
      loaded: string[]
    }

    expect(probe.status).toBe(200)
    expect(probe.nodeEnv).toBe('production')
    expect(probe.loaded.length).toBeGreaterThan(0)
    expect(probe.loaded.filter((file) => file.includes('.development.'))).toEqual([])
  }, 120_000)
})
