import { act, screen, waitFor } from '@testing-library/react'
import { focusManager } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { demoControl, server } from '../src/demo-backend/node'
import { memberQueries } from '../src/queries/members'
import { STALE_TIME_MS } from '../src/query-client'
import { LISTS_REFRESH_MS } from '../src/queries/resource'
import { createDoc } from '../src/frappe/resource'
import { VISITOR_DOCTYPE } from '../src/queries/visitors'
import { DEMO, pathOf, renderApp } from './render-app'

/** The demo backend's log as "METHOD path?query" lines. */
const calls = () =>
  demoControl.requests().map((r) => `${r.method} ${r.path}${Object.keys(r.search).length ? `?${new URLSearchParams(r.search)}` : ''}`)

async function settle() {
  let last = -1
  while (demoControl.requests().length !== last) {
    last = demoControl.requests().length
    await new Promise((r) => setTimeout(r, 150))
  }
}

const HOME_LISTS = ['Visitor Call-In', 'aviepros-fetch-guests', 'get_recurring_services', 'Vacation Call In Entry']

describe('request discipline', () => {
  it('the dashboard starts all of its list requests at once (no waterfall)', async () => {
    const started: { path: string; at: number }[] = []
    const ended: number[] = []
    const onStart = ({ request }: { request: Request }) =>
      started.push({ path: decodeURIComponent(new URL(request.url).pathname), at: performance.now() })
    const onEnd = () => ended.push(performance.now())
    server.events.on('request:start', onStart)
    server.events.on('response:mocked', onEnd)
    demoControl.latency(150)
    try {
      await renderApp('/dashboard', { as: DEMO.resident })
      await screen.findByText('Emma Clarke', {}, { timeout: 5000 })
      const lists = started.filter((s) => HOME_LISTS.some((l) => s.path.includes(l)))
      expect(lists).toHaveLength(HOME_LISTS.length)
      const firstEnd = Math.min(...ended)
      for (const s of lists) expect(s.at).toBeLessThan(firstEnd)
      // The bell's call too has its answer before the next test starts counting requests.
      await screen.findByRole('button', { name: 'Notifications, 2 unread' })
    } finally {
      server.events.removeListener('request:start', onStart)
      server.events.removeListener('response:mocked', onEnd)
    }
  })

  it.each([
    ['/dashboard', DEMO.resident],
    ['/members', DEMO.resident],
    ['/cars', DEMO.resident],
    ['/dashboard', DEMO.club],
    ['/members', DEMO.club],
  ])('makes no identical request twice while %s loads (%s)', async (url, as) => {
    await renderApp(url, { as })
    await screen.findByRole('button', { name: /User menu/ })
    await settle()
    const all = calls()
    expect(all.length).toBeGreaterThan(0)
    expect(new Set(all).size).toBe(all.length)
  })

  it(`going back to a screen within its stale time (${STALE_TIME_MS / 1000} s) makes no request`, async () => {
    expect(STALE_TIME_MS).toBeGreaterThanOrEqual(30_000)
    const { router } = await renderApp('/dashboard', { as: DEMO.resident })
    await screen.findByText('Emma Clarke')
    await settle()
    await router.navigate({ to: '/cars' })
    await screen.findByRole('heading', { name: 'Cars' })
    await settle()
    demoControl.clearRequests()
    await router.navigate({ to: '/dashboard' })
    await screen.findByText('Emma Clarke')
    await settle()
    expect(calls()).toEqual([])
  })

  it('a tablet woken (the page visible again) asks again for the lists on screen once they are stale, and only then', async () => {
    await renderApp('/dashboard', { as: DEMO.resident })
    await screen.findByText('Emma Clarke')
    await settle()
    demoControl.clearRequests()
    const wake = async () => {
      act(() => focusManager.setFocused(false))
      act(() => focusManager.setFocused(undefined))
      await settle()
    }
    try {
      const listCalls = () => calls().filter((c) => HOME_LISTS.some((list) => decodeURIComponent(c).includes(list)))
      await wake()
      // (The bell asks at every wake: its list is always due.)
      expect(listCalls()).toEqual([])
      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
      vi.setSystemTime(Date.now() + STALE_TIME_MS + 1000)
      await wake()
      for (const list of HOME_LISTS) expect(listCalls().some((c) => decodeURIComponent(c).includes(list))).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('a tablet left on the dashboard, never hidden, asks again for its lists every 5 minutes, and shows what others added', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true })
    try {
      await renderApp('/dashboard', { as: DEMO.resident })
      await screen.findByText('Emma Clarke')
      await settle()
      await createDoc(VISITOR_DOCTYPE, { call_in_type: 'HomeOwner', homeowner: 'HA-0001', category: 'Day Visitor', visitor_name: 'Zephyr Quill', termination_date: '2099-01-01 03:00:00' })
      await act(() => vi.advanceTimersByTimeAsync(LISTS_REFRESH_MS - 1000))
      expect(screen.queryByText('Zephyr Quill')).not.toBeInTheDocument()
      await act(() => vi.advanceTimersByTimeAsync(1000))
      expect(await screen.findByText('Zephyr Quill')).toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })

  it("hovering a nav link preloads that route's data", async () => {
    const { user, router } = await renderApp('/dashboard', { as: DEMO.resident })
    await screen.findByText('Emma Clarke')
    await settle()
    demoControl.clearRequests()
    await user.click(screen.getByRole('button', { name: /User menu/ }))
    await user.hover(await screen.findByRole('menuitem', { name: 'Cars' }))
    await waitFor(() => expect(calls().some((c) => c.includes('aviepros-get-cars'))).toBe(true))
    expect(pathOf(router)).toBe('/dashboard')
  })

  it('a preload that fails, for a screen not opened, says nothing on the screen the resident is on', async () => {
    const { user, queryClient } = await renderApp('/dashboard', { as: DEMO.resident })
    await screen.findByText('Emma Clarke')
    await settle()
    demoControl.fail('aviepros-get-members', { status: 500 }, Infinity)
    await user.click(screen.getByRole('button', { name: /User menu/ }))
    await user.hover(await screen.findByRole('menuitem', { name: 'Members' }))
    // The members list was asked for, and failed (queries in tests fail at the first failure).
    const members = () => queryClient.getQueryCache().findAll({ queryKey: memberQueries.all })
    await waitFor(() => expect(members().some((q) => q.state.status === 'error')).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.queryByText('Failed to fetch members. Please try again.')).not.toBeInTheDocument()
    // Opened, the screen asks again and says so.
    await user.click(screen.getByRole('menuitem', { name: 'Members' }))
    expect(await screen.findByText('Failed to fetch members. Please try again.', {}, { timeout: 5000 })).toBeInTheDocument()
  })
})
