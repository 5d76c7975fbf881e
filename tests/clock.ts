import { vi } from 'vitest'

/**
 * A clock the test moves by hand: setTimeout and clearTimeout are fake and still (nothing else is,
 * so MSW, React and Testing Library's polling keep running; `intervals` fakes setInterval too, for
 * TanStack Query's refetchInterval: wait with `until` then, not with Testing Library's waitFor). Zero-delay timers (TanStack Query's
 * notifications) run whenever the test waits through `until`, without moving the clock.
 */
export function stillClock(opts: { intervals?: boolean; date?: boolean } = {}) {
  const realSetTimeout = globalThis.setTimeout
  const toFake: ('setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval' | 'Date')[] = ['setTimeout', 'clearTimeout']
  if (opts.intervals) toFake.push('setInterval', 'clearInterval')
  // `date`: Date.now() stands still too, moved only by `advance` (for what counts time with it).
  if (opts.date) toFake.push('Date')
  vi.useFakeTimers({ toFake })
  const pause = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms))
  /** Runs what is due now (not later), lets promises and I/O settle, and repeats a few times. */
  const settle = async (rounds = 10) => {
    for (let i = 0; i < rounds; i += 1) {
      await vi.advanceTimersByTimeAsync(0)
      await pause(5)
    }
  }
  return {
    settle,
    /** Waits (in real time, the fake clock standing still) until `check` passes. */
    async until(check: () => void, timeoutMs = 5000) {
      const started = Date.now()
      for (;;) {
        await vi.advanceTimersByTimeAsync(0)
        try {
          check()
          return
        } catch (error) {
          if (Date.now() - started > timeoutMs) throw error
        }
        await pause(10)
      }
    },
    /** Moves the fake clock on by `ms`, then lets what that started settle. */
    async advance(ms: number) {
      await vi.advanceTimersByTimeAsync(ms)
      await settle()
    },
  }
}
