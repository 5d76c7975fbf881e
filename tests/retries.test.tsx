/**
 * Retries through the real screens with production retry settings: a query
 * retries a 5xx or a network failure at most twice, with backoff, then shows the failure; it never
 * retries a 4xx; a mutation never retries by itself.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { demoControl, server } from '../src/demo-backend/node'
import { createQueryClient } from '../src/query-client'
import { renderApp } from './render-app'

const SLOW = { timeout: 8000 }
const CARS_ERROR = 'The cars could not be loaded.'

/** Counts every request to `path` (faulted or not) and hands it on to the demo backend. */
function countRequests(verb: 'get' | 'post', path: string) {
  const counter = { n: 0 }
  server.use(
    http[verb](`*${path}`, () => {
      counter.n += 1
      // Returning nothing passes the request on (to the fault injection and the handler).
    }),
  )
  return counter
}

/** Production retry policy, but with a short backoff so the test does not wait seconds. */
async function appWithRetries(url: string) {
  const app = await renderApp('/settings', { retry: true })
  await screen.findByRole('heading', { name: 'Change Password' }, SLOW)
  const queries = app.queryClient.getDefaultOptions().queries
  app.queryClient.setDefaultOptions({ ...app.queryClient.getDefaultOptions(), queries: { ...queries, retryDelay: 10 } })
  await app.router.navigate({ href: url })
  return app
}

describe('query retries', () => {
  it('the production client retries with exponential backoff (1 s, 2 s, capped at 8 s)', () => {
    const qc = createQueryClient(() => undefined)
    const delay = qc.getDefaultOptions().queries!.retryDelay as (attempt: number) => number
    expect([0, 1, 2, 5].map((a) => delay(a))).toEqual([1000, 2000, 4000, 8000])
    expect(qc.getDefaultOptions().mutations!.retry).toBe(false)
  })

  it('a 500 is retried twice (three requests), then the failure shows', async () => {
    const counter = countRequests('get', '/api/method/aviepros-get-cars')
    demoControl.fail('aviepros-get-cars', { status: 500 }, Infinity)
    await appWithRetries('/cars')
    expect(await screen.findByText(CARS_ERROR, {}, SLOW)).toBeInTheDocument()
    // The failure shows only once the retries are used up: a third retry would have come first.
    expect(counter.n).toBe(3)
  })

  it('a network failure that clears on the second retry loads the list', async () => {
    const counter = countRequests('get', '/api/method/aviepros-get-cars')
    demoControl.fail('aviepros-get-cars', 'network', 2)
    await appWithRetries('/cars')
    expect(await screen.findByText('7KXR214', {}, SLOW)).toBeInTheDocument()
    expect(counter.n).toBe(3)
    expect(screen.queryByText(CARS_ERROR)).not.toBeInTheDocument()
  })

  it('a 417 (or any 4xx) is never retried', async () => {
    const counter = countRequests('get', '/api/method/aviepros-get-cars')
    demoControl.fail('aviepros-get-cars', { status: 417 }, Infinity)
    await appWithRetries('/cars')
    // With a retry, the failure would show only after it (retryDelay is 10 ms here).
    expect(await screen.findByText(CARS_ERROR, {}, SLOW)).toBeInTheDocument()
    expect(counter.n).toBe(1)
  })
})

describe('mutations never retry by themselves', () => {
  it('a failed invite (500) sends one request, even with the production retry policy', async () => {
    const counter = countRequests('post', '/api/method/merak_hotel_security.aviepros.aviepros_invite_secondary_member')
    const app = await renderApp('/members', { retry: true })
    const name = await screen.findByText('Emma Robinson', {}, SLOW)
    demoControl.fail('aviepros_invite_secondary_member', { status: 500, body: {} }, Infinity)
    await app.user.click(within(name.closest('li')!).getByRole('button', { name: 'Invite Emma Robinson' }))
    expect(await screen.findByText('Failed to invite member. Please try again.', {}, SLOW)).toBeInTheDocument()
    // A mutation that retries is still running while it waits for its next attempt.
    await waitFor(() => expect(app.queryClient.isMutating()).toBe(0))
    expect(counter.n).toBe(1)
  })
})
