/**
 * The reference: a Fastify hello-world on this machine, in its own process like the app, so the
 * checkout figures can be read as a share of what the framework alone answers here.
 */
import type { AddressInfo } from 'node:net'
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
await app.listen({ host: '127.0.0.1', port: 0 })
process.send?.({ port: (app.server.address() as AddressInfo).port })
process.once('SIGTERM', async () => {
  await app.close()
  process.exit(0)
})
