import './vitest.polyfill.ts'
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
  },
})
