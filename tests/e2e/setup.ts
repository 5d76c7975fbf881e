import { afterEach, beforeEach } from 'vitest'
import { closeLeftPages, demo } from './browser'

// Every test starts from the seed, with no latency and no armed faults (the server is shared).
beforeEach(async () => {
  await demo.reset()
  await demo.latency(0)
})

// What a failed test left open goes before the next test starts.
afterEach(() => closeLeftPages())
