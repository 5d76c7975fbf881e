import { afterEach, beforeEach } from 'vitest'
import { closeLeftPages, demo, whatOpenPagesShow } from './browser'

// Every test starts from the seed, with no latency and no armed faults (the server is shared).
beforeEach(async () => {
  await demo.reset()
  await demo.latency(0)
})

// What a failed test left open goes before the next test starts; what it showed goes in the log.
afterEach(async ({ task }) => {
  const shown = task.result?.state === 'fail' ? await whatOpenPagesShow() : ''
  await closeLeftPages()
  if (shown) throw new Error(`The test failed with these pages open:\n${shown}`)
})
