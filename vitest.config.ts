import './vitest.polyfill.ts'
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

/**
 * Server test files that replace modules, spy on them, fake timers or stub globals: each runs in
 * its own module graph, so what it replaces never leaks into another file.
 */
const replacesModules = [
  'server/admin-api/dashboard/dashboard.test.ts',
  'server/commerce/auth/lockout.security.test.ts',
  'server/commerce/auth/rate-limit.test.ts',
  'server/commerce/auth/shared-limits.test.ts',
  'server/commerce/checkout/order-number.test.ts',
  'server/commerce/order/expiry.test.ts',
  'server/commerce/trustlogin/security.test.ts',
  'server/lib/number-taken.test.ts',
  'server/pages/template-migration.test.ts',
]

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine. The suites wait on
    // sockets, databases and timers as much as on the CPU, so two workers finish them in far less time there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        // Every server file builds its own app on its own database, so the files of a worker can share one module
        // graph: the server's modules are imported once per worker instead of once per file.
        test: { name: 'server', include: ['server/**/*.test.ts'], exclude: replacesModules, isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: [
            ...replacesModules,
            'runtime/**/*.test.{ts,tsx}',
            'schemas/**/*.test.ts',
            'designer/**/*.test.{ts,tsx}',
            'admin/**/*.test.{ts,tsx}',
          ],
        },
      },
    ],
  },
})
