/**
 * The storefront under a flash sale, in its own process: the real app with server rendering from
 * the production build (as bench/pages/app-server.ts runs it), on the database the benchmark
 * prepared (SQLite in `dataDir`, migrated and seeded already) and with the secret its members'
 * tokens were signed with. Listens on 127.0.0.1 on a free port, which it reports over IPC.
 *
 *   argv[2]: JSON { dataDir, secret }
 */
import type { AddressInfo } from 'node:net'
import { buildApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'

const args = JSON.parse(process.argv[2] ?? '{}') as { dataDir: string; secret: string }
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: args.dataDir,
  DATABASE_URL: '',
  SECRET: args.secret,
  SEED: '0',
  LOG_LEVEL: 'error',
})
// Errors only: a server error during the run is printed with its cause.
const app = await buildApp(config, { prepared: true })
await app.listen({ host: '127.0.0.1', port: 0 })
process.send?.({ port: (app.server.address() as AddressInfo).port })
process.once('SIGTERM', async () => {
  await app.close()
  process.exit(0)
})
