import { act } from '@testing-library/react'
import { http } from 'msw'
import { onTestFinished, vi } from 'vitest'
import { server } from '../src/demo-backend/node'

/**
 * The device loses its connection, as a browser says it: `navigator.onLine` turns false and
 * 'offline' fires (TanStack Query's online manager follows it). Returns what brings it back.
 */
export function deviceOffline(): () => void {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  // A test that fails before it comes back online leaves the next one online all the same.
  onTestFinished(() => onLine.mockRestore())
  act(() => void window.dispatchEvent(new Event('offline')))
  return () => {
    onLine.mockRestore()
    act(() => void window.dispatchEvent(new Event('online')))
  }
}

/**
 * Holds the next call to `path` (an MSW path) until `release()`; then the demo backend answers it
 * (a handler that returns nothing hands the request on). `asked()` says whether it has been made.
 */
export function holdCall(verb: 'get' | 'post' | 'put', path: string | RegExp) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  let asked = false
  server.use(
    http[verb](
      path,
      async () => {
        asked = true
        await held
      },
      { once: true },
    ),
  )
  return { release, asked: () => asked }
}

/** Holds the next call to a Frappe method (`/api/method/<method>`) until the returned function is called. */
export const holdMethod = (method: string, verb: 'get' | 'post' = 'post') => holdCall(verb, `*/api/method/${method}`).release
