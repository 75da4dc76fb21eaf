/**
 * The storefront under test in its own process: the real app with server rendering from the
 * production build, on the seeded demo mall in embedded SQLite (or DATABASE_URL), listening on
 * 127.0.0.1 on a free port, which it reports to the parent over IPC (or prints, when started on
 * its own, e.g. under `node --cpu-prof` for profiling).
 *
 *   argv[2]: the data folder
 */
import type { AddressInfo } from 'node:net'
import { buildApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'

const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: process.argv[2] ?? '',
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  SECRET: 'bench-secret-bench-secret-bench-secret',
  SEED: '1',
  LOG_LEVEL: 'warn',
})
const app = await buildApp(config, { logger: false })
await app.listen({ host: '127.0.0.1', port: 0 })
const port = (app.server.address() as AddressInfo).port
if (process.send) process.send({ port })
else console.log(`listening on http://127.0.0.1:${port}`)
process.once('SIGTERM', async () => {
  await app.close()
  process.exit(0)
})
