/**
 * Lighthouse accessibility score of the home page, the goods list and an item page, measured on the
 * production build (run `npm run build` first; this script builds nothing) served on a fresh demo
 * database. Prints each page's score with the audits that failed, and exits with 1 when a page
 * scores below the 0.98 target (issue 19).
 *
 *   npm run bench:a11y        (LIGHTHOUSE_PORT picks the server's port, 3371 by default)
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'

const TARGET = 0.98
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
if (!fs.existsSync(path.join(root, 'dist/client'))) throw new Error('dist/client is missing: run "npm run build" first')

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3371)
const debugPort = port + 1
const baseURL = `http://127.0.0.1:${port}`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mallfront-lighthouse-'))
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})

async function healthy(): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 60_000; await new Promise((r) => setTimeout(r, 250))) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`)
    if (
      await fetch(`${baseURL}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
  }
  throw new Error('server did not become healthy within 60 s')
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', `--remote-debugging-port=${debugPort}`],
})
let failed = false
try {
  await healthy()
  const goods = (await (await fetch(`${baseURL}/api/h5app/wxapp/goods/items?page=1&pageSize=1`)).json()) as {
    data: { list: { item_id: number }[] }
  }
  const pages = { home: '/', list: '/items', item: `/items/${goods.data.list[0].item_id}` }
  for (const [name, pathname] of Object.entries(pages)) {
    const result = await lighthouse(baseURL + pathname, {
      port: debugPort,
      onlyCategories: ['accessibility'],
      logLevel: 'error',
      formFactor: 'desktop',
      screenEmulation: { mobile: false, width: 1400, height: 900, deviceScaleFactor: 1, disabled: false },
    })
    const lhr = result?.lhr
    const score = lhr?.categories.accessibility.score ?? 0
    failed ||= score < TARGET
    const failing = Object.values(lhr?.audits ?? {})
      .filter((audit) => audit.score === 0)
      .map((audit) => audit.id)
    console.log(
      `${name.padEnd(5)} ${pathname.padEnd(12)} accessibility ${score.toFixed(2)}${failing.length ? `  failing: ${failing.join(', ')}` : ''}`,
    )
  }
  console.log(`target ≥ ${TARGET}: ${failed ? 'missed' : 'met'}`)
} finally {
  await browser.close()
  server.kill('SIGTERM')
  await new Promise((r) => server.once('exit', r))
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exitCode = failed ? 1 : 0
