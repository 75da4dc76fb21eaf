import '../vitest.polyfill.ts'
import { defineConfig } from 'vitest/config'

/**
 * Crash tests: the real server as a child process, SIGKILLed during concurrent checkout, on SQLite
 * and on PostgreSQL (TEST_DATABASE_URL). Kept out of `npm test`: each database takes minutes.
 */
export default defineConfig({
  test: {
    include: ['reliability/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
})
