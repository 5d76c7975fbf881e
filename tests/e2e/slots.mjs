// The e2e run's servers, one set per Vitest worker. The files run two at a time (most of an e2e
// test is waiting: for the network, the demo server's latency, a 1 s wait, a time-out), and the
// demo server's data is reset before every test, so two files at once need two demo servers. The
// address of a real portal's API is baked into its build, so each worker also has its own build
// (`npm run build:e2e` makes them all, scripts/build-e2e.mjs). Plain JavaScript: that script reads
// it too.

/** Workers of the e2e run (vitest.e2e.config.ts), each with the servers of its slot. */
export const E2E_WORKERS = 2

/**
 * Slot `slot` (0 for the first worker): the ports of its static sites and of its demo server, and
 * its build. E2E_PORT, E2E_DEMO_PORT, E2E_API_PORT, E2E_PWA_PORT and E2E_DIST move the first slot
 * (a helper running e2e beside another run); the others follow at a fixed distance.
 */
export function e2eSlot(slot, env = process.env) {
  // A slot's ports: its site, its demo site, a few above its site that single files serve on (up to
  // +22), its demo server and the port above that (tests/e2e/demo-server.e2e.ts).
  const site = Number(env.E2E_PORT || 4179)
  const offset = 50 * slot
  const apiPort = Number(env.E2E_API_PORT || 8010) + 2 * slot
  const dist = env.E2E_DIST || 'dist-e2e'
  return {
    port: site + offset,
    demoPort: Number(env.E2E_DEMO_PORT || site + 1) + offset,
    pwaPort: Number(env.E2E_PWA_PORT || site + 20) + offset,
    apiPort,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    dist: slot === 0 ? dist : `${dist}-${slot + 1}`,
  }
}
