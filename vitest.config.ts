import './vitest.polyfill.ts'
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: [
      'server/**/*.test.ts',
      'runtime/**/*.test.{ts,tsx}',
      'schemas/**/*.test.ts',
      'designer/**/*.test.{ts,tsx}',
      'admin/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine. The suites wait on
    // sockets, databases and timers as much as on the CPU, so two workers finish them in far less time there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})
