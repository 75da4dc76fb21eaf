import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

const PORT = Number(process.env.E2E_PORT ?? 3199)
/** The other site the server lets call its API (CORS_ORIGINS): e2e/cross-origin.e2e.ts serves a page there. */
export const PARTNER_ORIGIN = `http://localhost:${Number(process.env.E2E_PARTNER_PORT ?? 3198)}`

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    /** A session of the demo member, shared by the journeys: sign-ins per account are rate limited. */
    demoToken: string
  }
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`)
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`)
}

async function demoSession(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/h5app/wxapp/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: '13800000000', password: 'demo1234' }),
  })
  if (!res.ok) throw new Error(`demo member sign-in answered ${res.status}`)
  return ((await res.json()) as { data: { token: string } }).data.token
}

/** Builds once, starts the real server on a fresh database, and stops it after the run. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync('/usr/bin/chromium'))
    throw new Error('Chromium is missing: install the Debian package "chromium" (apt-get install -y chromium)')
  if (process.env.E2E_SKIP_BUILD !== '1') execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mallfront-e2e-'))
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      CORS_ORIGINS: PARTNER_ORIGIN,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const baseURL = `http://127.0.0.1:${PORT}`
  await waitForHealth(`${baseURL}/healthz`, server, 60_000)
  project.provide('baseURL', baseURL)
  project.provide('demoToken', await demoSession(baseURL))
  return async () => {
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
