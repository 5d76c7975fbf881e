import { defineConfig } from 'vitest/config'

/** End-to-end tests: the production build over HTTP against the demo server (and the demo build for what is demo-only), in headless Chromium. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['./tests/e2e/global-setup.ts'],
    setupFiles: ['./tests/e2e/setup.ts'],
    fileParallelism: false,
    // One worker process for every file, its loaded modules (playwright-core, the helpers) shared
    // rather than a new process importing them for each of the 24 files. Nothing a file changes in
    // Node outlives it: each closes its browser and its servers in afterAll, and the demo server's
    // state is reset before every test (tests/e2e/setup.ts).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
