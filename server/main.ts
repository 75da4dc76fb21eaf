import cluster from 'node:cluster'
import { loadConfig, type Config } from './config.ts'
import { buildApp } from './app.ts'
import { runPrimary } from './primary.ts'

/**
 * Serves the app in this process until SIGINT/SIGTERM (or, in a worker, until its primary is
 * gone), then closes it gracefully. A worker's database is prepared already by its primary.
 */
async function serve(config: Config): Promise<void> {
  const app = await buildApp(config, { prepared: cluster.isWorker })

  let closing = false
  async function shutdown(signal: string) {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const timer = setTimeout(() => process.exit(1), 10_000)
    timer.unref()
    await app.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  // The primary hands out this worker's connections; without it nothing more arrives.
  if (cluster.isWorker) process.on('disconnect', () => void shutdown('primary gone'))

  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (err) {
    app.log.error(err)
    process.exit(1)
  }
}

const config = loadConfig()
if (config.workers > 0 && cluster.isPrimary) await runPrimary(config)
else await serve(config)
