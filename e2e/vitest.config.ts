import '../vitest.polyfill.ts'
import { defineConfig } from 'vitest/config'

/** Browser journeys: a production build served on 127.0.0.1, driven by Debian's Chromium. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
