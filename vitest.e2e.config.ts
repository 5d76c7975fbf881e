import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { E2E_WORKERS } from './tests/e2e/slots.mjs'

/**
 * The files that run one at a time, after the others.
 * - first-input: its many visits at once keep both cores busy by themselves; beside another file,
 *   each of them (and that file's pages) ran far slower than the CPU it asks for.
 * - sign-in and tabs: each bounds a wait the resident has (the busy sign-in page ends with the 1 s
 *   wait, not when the browser gives up on it 4 s later; a logout shows in another tab within 1 s).
 *   Such a bound holds for a page that has the CPU a tablet would give it. Beside another file on a
 *   slow 2-core machine, a page got less than half of it: the sign-in page's first frame came 4.5 s
 *   after navigation instead of 2.0 s, and one CI run failed on the bound.
 */
const ALONE = ['tests/e2e/first-input.e2e.ts', 'tests/e2e/sign-in.e2e.ts', 'tests/e2e/tabs.e2e.ts']

/** E2E_CPU, as tests/e2e/browser.ts reads it (this file does not load the tests' helpers). */
const SLOWDOWN = Math.max(1, Number(process.env.E2E_CPU || 1))

const shared: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  setupFiles: ['./tests/e2e/setup.ts'],
  // A worker's loaded modules (playwright-core, the helpers) are shared by the files it runs,
  // rather than imported anew for each. Nothing a file changes in Node outlives it: each closes
  // its browser and its servers in afterAll, and its demo server's state is reset before every
  // test (tests/e2e/setup.ts).
  isolate: false,
  // Longer as many times as E2E_CPU slows the pages (`timeLimit`, tests/e2e/browser.ts).
  testTimeout: 60_000 * SLOWDOWN,
  hookTimeout: 60_000 * SLOWDOWN,
}

/** End-to-end tests: the production build over HTTP against the demo server (and the demo build for what is demo-only), in headless Chromium. */
export default defineConfig({
  test: {
    globalSetup: ['./tests/e2e/global-setup.ts'],
    projects: [
      {
        test: {
          ...shared,
          name: 'journeys',
          include: ['tests/e2e/**/*.e2e.ts'],
          exclude: ALONE,
          // Two files at a time, each worker with servers of its own (tests/e2e/slots.mjs): an e2e
          // test mostly waits, and one file at a time kept the machine's two cores a fifth busy.
          maxWorkers: E2E_WORKERS,
        },
      },
      {
        test: {
          ...shared,
          name: 'alone',
          include: ALONE,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
