/**
 * How much the anonymous descriptor cache saves: the home page descriptor answered to guests
 * (cached, spec: invalidated on publish) against the same descriptor resolved for a signed-in
 * member (live prices and coupon states every time), and the goods list for comparison. One run,
 * one process, the seeded demo mall on embedded SQLite; prints requests per second and ratios.
 *
 *   npm run bench
 */
import { performance } from 'node:perf_hooks'
import type { FastifyInstance } from 'fastify'
import { createSession } from '../server/lib/auth.ts'
import { buildTestApp } from '../server/testing.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300)

async function measure(app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<number> {
  const once = async () => {
    const res = await app.inject({ method: 'GET', url, headers })
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`)
  }
  for (let i = 0; i < 20; i++) await once()
  const start = performance.now()
  for (let i = 0; i < ROUNDS; i++) await once()
  return ROUNDS / ((performance.now() - start) / 1000)
}

const app = await buildTestApp({ seed: true })
try {
  const member = await app.db.selectFrom('members').select('id').where('mobile', '=', '13800000000').executeTakeFirstOrThrow()
  const { token } = await createSession(app.db, app.config.secret, 'member', member.id)
  const signedIn = { authorization: `Bearer ${token}` }

  const guestHome = await measure(app, '/api/pages/home')
  const memberHome = await measure(app, '/api/pages/home', signedIn)
  const goodsList = await measure(app, '/api/h5app/wxapp/goods/items?page=1&pageSize=18')

  const row = (name: string, rps: number) => console.log(`${name.padEnd(44)} ${rps.toFixed(0).padStart(7)} req/s`)
  console.log(`${ROUNDS} sequential requests each, after 20 warm-up requests`)
  row('GET /api/pages/home (guest, cached)', guestHome)
  row('GET /api/pages/home (member, resolved live)', memberHome)
  row('GET goods/items (18 per page)', goodsList)
  console.log(`cache speed-up, guest / member home descriptor: ${(guestHome / memberHome).toFixed(1)}x`)
} finally {
  await app.close()
}
