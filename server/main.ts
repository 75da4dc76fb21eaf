import { loadConfig } from './config.ts'
import { buildApp } from './app.ts'

const config = loadConfig()
const app = await buildApp(config)

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

try {
  await app.listen({ port: config.port, host: config.host })
} catch (err) {
  app.log.error(err)
  process.exit(1)
}
