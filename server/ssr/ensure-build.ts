import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/** What `vite build --app` reads; a change to any of them makes dist/ stale. */
const SOURCES = ['runtime', 'schemas', 'designer', 'admin', 'vite.config.ts']

function newestChange(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs)
}

/**
 * Tests of server rendering run against the real production build. The build takes a few seconds,
 * so it runs only when dist/ is missing or older than its sources.
 */
export function ensureBuild(rootDir: string): void {
  const built = fs.statSync(path.join(rootDir, 'dist/server/entry-server.js'), { throwIfNoEntry: false })?.mtimeMs ?? 0
  if (built > Math.max(...SOURCES.map((source) => newestChange(path.join(rootDir, source))))) return
  // A child process with NODE_ENV=production: the test runner's NODE_ENV=test would give React's development build.
  execFileSync(
    process.execPath,
    [path.join(rootDir, 'node_modules/vite/bin/vite.js'), 'build', '--app', '--logLevel', 'warn'],
    {
      cwd: rootDir,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    },
  )
}
