import { E2E_WORKERS, e2eSlot } from './slots.mjs'

/**
 * Where this test file's servers are: the slot of the Vitest worker running it (VITEST_POOL_ID
 * numbers them from 1), started by tests/e2e/global-setup.ts.
 */
const slot = Number(process.env.VITEST_POOL_ID || 1) - 1
if (slot >= E2E_WORKERS) throw new Error(`e2e worker ${slot + 1} has no servers: tests/e2e/slots.mjs starts ${E2E_WORKERS}`)
const here = e2eSlot(slot)

export const E2E_PORT = here.port
export const E2E_DEMO_PORT = here.demoPort
/** The demo server; `npm run build:e2e` bakes this address into this slot's build. */
export const E2E_API_PORT = here.apiPort
export const API_URL = here.apiUrl
/** tests/e2e/pwa.e2e.ts serves a copy of the real build here, to deploy a new version of it. */
export const E2E_PWA_PORT = here.pwaPort
/** This slot's production build for a real portal, made for API_URL. */
export const E2E_DIST = here.dist
