// npm run build:e2e: the production build for a real portal that the e2e tests use, once for each
// of their workers, each made for that worker's demo server (tests/e2e/slots.mjs). They build side
// by side.
import { E2E_WORKERS, e2eSlot } from '../tests/e2e/slots.mjs'
import { build } from './lib/build.mjs'

await Promise.all(
  Array.from({ length: E2E_WORKERS }, (_, slot) => {
    const { dist, apiUrl } = e2eSlot(slot)
    return build(dist, { real: true, backend: apiUrl })
  }),
)
