import { beforeEach } from 'vitest'
import { demo } from './browser'

// Every test starts from the seed, with no latency and no armed faults (the server is shared).
beforeEach(async () => {
  await demo.reset()
  await demo.latency(0)
})
