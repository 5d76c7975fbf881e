import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toast } from '../src/ui/toast'
import { stillClock } from './clock'
import { renderApp } from './render-app'

/** The toaster: its region is named 'Notifications' and announces its hotkey. */
const region = () => screen.getByRole('region', { name: 'Notifications alt+T' })

async function openApp() {
  const app = await renderApp('/', { as: null })
  await screen.findByRole('heading', { name: 'Welcome to Traffic Dash!' })
  return app
}

describe('toasts', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it("show in the region labelled 'Notifications', at the bottom right, each with a close button", async () => {
    const { user } = await openApp()
    act(() => void toast.success('Saved the gate note'))
    const shown = await within(region()).findByRole('listitem')
    expect(shown).toHaveTextContent('Saved the gate note')
    // jsdom lays nothing out: the corner is what the toaster is told (the e2e test measures it).
    expect(within(region()).getByRole('list')).toHaveAttribute('data-y-position', 'bottom')
    expect(within(region()).getByRole('list')).toHaveAttribute('data-x-position', 'right')
    await user.click(within(shown).getByRole('button', { name: 'Close toast' }))
    await waitFor(() => expect(screen.queryByText('Saved the gate note')).not.toBeInTheDocument())
  })

  it('Alt+T takes the keyboard to the notifications', async () => {
    const { user } = await openApp()
    act(() => void toast.error('The gate office refused'))
    await within(region()).findByText('The gate office refused')
    expect(region()).not.toContainElement(document.activeElement as HTMLElement)
    await user.keyboard('{Alt>}[KeyT]{/Alt}')
    expect(region()).toContainElement(document.activeElement as HTMLElement)
  })

  it('stay 4000 ms, then leave within 200 ms', async () => {
    await openApp()
    const clock = stillClock()
    act(() => void toast.success('Visitor updated successfully'))
    await clock.until(() => expect(screen.getByText('Visitor updated successfully')).toBeInTheDocument())
    await clock.advance(3999)
    expect(screen.getByText('Visitor updated successfully')).toBeVisible()
    await clock.advance(1)
    // Leaving: still there for the 200 ms it takes.
    await clock.advance(199)
    expect(screen.getByText('Visitor updated successfully')).toBeInTheDocument()
    await clock.advance(1)
    await clock.until(() => expect(screen.queryByText('Visitor updated successfully')).not.toBeInTheDocument())
  })

  it('a failure stays 10 s: it may be the only place that says what went wrong', async () => {
    await openApp()
    const clock = stillClock()
    act(() => void toast.failure('Failed to update visitor', new Error('no')))
    await clock.until(() => expect(screen.getByText('Failed to update visitor')).toBeInTheDocument())
    await clock.advance(9999)
    expect(screen.getByText('Failed to update visitor')).toBeVisible()
    await clock.advance(201)
    await clock.until(() => expect(screen.queryByText('Failed to update visitor')).not.toBeInTheDocument())
  })

  it('show at most 3 at a time, the newest in front', async () => {
    const { user } = await openApp()
    act(() => {
      for (const n of [1, 2, 3, 4]) toast.success(`Message ${n}`)
    })
    await within(region()).findByText('Message 4')
    // Stacked, only the front one can be read.
    expect(screen.getByText('Message 4')).toBeVisible()
    expect(screen.getByText('Message 3')).not.toBeVisible()
    // Spread out (Alt+T; hovering does the same): the newest three.
    await user.keyboard('{Alt>}[KeyT]{/Alt}')
    expect(screen.getByText('Message 4')).toBeVisible()
    expect(screen.getByText('Message 3')).toBeVisible()
    expect(screen.getByText('Message 2')).toBeVisible()
    expect(screen.getByText('Message 1')).not.toBeVisible()
  })
})
