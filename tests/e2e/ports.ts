/** Where the e2e run serves things; helpers running e2e side by side set their own ports. */
export const E2E_PORT = Number(process.env.E2E_PORT || 4179)
export const E2E_DEMO_PORT = Number(process.env.E2E_DEMO_PORT || 4180)
/** The demo server; `npm run build:e2e` bakes this address into dist-e2e/. */
export const E2E_API_PORT = Number(process.env.E2E_API_PORT || 8010)
export const API_URL = `http://127.0.0.1:${E2E_API_PORT}`
/** tests/e2e/pwa.e2e.ts serves a copy of the real build here, to deploy a new version of it. */
export const E2E_PWA_PORT = Number(process.env.E2E_PWA_PORT || E2E_PORT + 20)
