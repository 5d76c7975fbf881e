import { defineConfig } from 'vitest/config'

/** End-to-end tests: the production build over HTTP against the demo server (and the demo build for what is demo-only), in headless Chromium. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['./tests/e2e/global-setup.ts'],
    setupFiles: ['./tests/e2e/setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
