// npm run build:e2e: every build the e2e tests use, side by side: the demo build (dist/, or
// E2E_DEMO_DIST), and for each of their workers a production build for a real portal, made for
// that worker's demo server (tests/e2e/slots.mjs).
import { E2E_WORKERS, e2eSlot } from '../tests/e2e/slots.mjs'
import { build } from './lib/build.mjs'

await Promise.all([
  build(process.env.E2E_DEMO_DIST || 'dist', { real: false }),
  ...Array.from({ length: E2E_WORKERS }, (_, slot) => {
    const { dist, apiUrl } = e2eSlot(slot)
    return build(dist, { real: true, backend: apiUrl })
  }),
])
