import { act } from '@testing-library/react'
import { vi } from 'vitest'
import { REQUEST_TIMEOUT_MS } from '../src/config'
import { server } from '../src/demo-backend/node'

/** The real setTimeout, for waiting in real time while the fake clock stands still or runs. */
const realSetTimeout = globalThis.setTimeout

/**
 * A clock the test moves by hand: setTimeout and clearTimeout are fake and still (nothing else is,
 * so MSW, React and Testing Library's polling keep running; `intervals` fakes setInterval too, for
 * TanStack Query's refetchInterval: wait with `until` then, not with Testing Library's waitFor). Zero-delay timers (TanStack Query's
 * notifications) run whenever the test waits through `until`, without moving the clock.
 */
export function stillClock(opts: { intervals?: boolean; date?: boolean } = {}) {
  const realSetTimeout = globalThis.setTimeout
  const toFake: ('setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval' | 'Date' | 'performance')[] = ['setTimeout', 'clearTimeout']
  if (opts.intervals) toFake.push('setInterval', 'clearInterval')
  // `date`: Date.now() and performance.now() stand still too, moved only by `advance` (for what
  // counts time with them).
  if (opts.date) toFake.push('Date', 'performance')
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

/**
 * A clock that runs as the real one (setTimeout and clearTimeout fake, moved on with real time, a
 * millisecond at a time), and that a test can also move on at once: the app's 30 s time-out
 * (REQUEST_TIMEOUT_MS) passes without the test waiting for it. Everything else, Testing Library's
 * waiting included, runs as it would. Put back with vi.useRealTimers().
 */
export function runningClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true, advanceTimeDelta: 1 })
  return {
    /** Moves the clock on by `ms` at once. */
    advance: (ms: number) => vi.advanceTimersByTimeAsync(ms),
  }
}

/**
 * Under `runningClock`, for a site that never answers calls whose address holds `path` (the
 * 'timeout' fault, matched as the fake site matches its faults). The app's time-out of such a call
 * passes when the test says so: the clock moves on to it at once. Call them where nothing else
 * waits on the clock (Testing Library's waiting would give up).
 */
export function hangingCalls(path: string) {
  const fakeNow = () => vi.getMockedSystemTime()!.getTime()
  /** When the time-out of each call that arrived and has not timed out is due (its timer started before it was sent). */
  let due: number[] = []
  const onStart = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    const address = url.pathname + url.search
    let decoded = address
    try {
      decoded = decodeURIComponent(address)
    } catch {
      // the raw address
    }
    if (decoded.includes(path) || address.includes(path)) due.push(fakeNow() + REQUEST_TIMEOUT_MS)
  }
  server.events.on('request:start', onStart)
  /** Waits in real time for a call to arrive, up to `ms`. */
  const arrival = async (ms: number) => {
    const started = Date.now()
    while (!due.length && Date.now() - started < ms) await new Promise((resolve) => realSetTimeout(resolve, 5))
    return due.length > 0
  }
  const pass = async () => {
    const last = Math.max(...due)
    due = []
    // Inside `act`: what the time-outs set off (the failure, its toast, the list read again) is
    // rendered before the test goes on, as React expects of a test.
    await act(() => vi.advanceTimersByTimeAsync(Math.max(0, last - fakeNow())))
  }
  return {
    /** Once a call has reached the site (within `within` ms), the time-outs of those that have pass. */
    async passTimeOut(within = 8000) {
      if (!(await arrival(within))) throw new Error(`no call to ${path} reached the site`)
      await pass()
    },
    /** The time-outs of calls that follow (within `settle` ms) pass too: a list fetched again after a change failed. */
    async passLaterTimeOuts(settle = 150) {
      if (await arrival(settle)) await pass()
    },
    stop: () => void server.events.removeListener('request:start', onStart),
  }
}
