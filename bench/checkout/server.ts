/**
 * The app under test, in its own process so it gets a core of its own and the load generator does
 * not steal its event loop: the real buildApp (API only, no SSR), listening on 127.0.0.1 on a free
 * port, which it reports to the parent over IPC. On request it profiles its CPU over the measured
 * window only (start-up and warm-up left out) and writes the .cpuprofile where told.
 *
 *   argv[2]: JSON { dataDir, databaseUrl, pgSchema?, secret }
 */
import fs from 'node:fs'
import { Session } from 'node:inspector/promises'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { buildApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { openDatabase } from '../../server/db/index.ts'

interface ServerArgs {
  dataDir: string
  databaseUrl: string
  pgSchema?: string
  secret: string
}

const args = JSON.parse(process.argv[2] ?? '{}') as ServerArgs
const database = await openDatabase({
  databaseUrl: args.databaseUrl,
  sqliteFile: path.join(args.dataDir, 'mallfront.sqlite'),
  pgSchema: args.pgSchema,
})
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: args.dataDir,
  DATABASE_URL: args.databaseUrl,
  SECRET: args.secret,
  SEED: '0',
  LOG_LEVEL: 'error',
})
// Errors only: a server error during the run is printed with its cause.
const app = await buildApp(config, { ssr: false, database, referenceData: false })
await app.listen({ host: '127.0.0.1', port: 0 })
process.send?.({ port: (app.server.address() as AddressInfo).port })

const profiler = new Session()
profiler.connect()
process.on('message', async (message: { profile?: 'start' | 'stop'; file?: string }) => {
  if (message.profile === 'start') {
    await profiler.post('Profiler.enable')
    await profiler.post('Profiler.start')
  } else if (message.profile === 'stop' && message.file) {
    const { profile } = await profiler.post('Profiler.stop')
    fs.writeFileSync(message.file, JSON.stringify(profile))
  }
  process.send?.({ profiled: message.profile })
})

process.once('SIGTERM', async () => {
  await app.close()
  await database.destroy()
  process.exit(0)
})
