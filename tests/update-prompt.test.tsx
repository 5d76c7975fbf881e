import { MantineProvider } from '@mantine/core'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RegisterSWOptions } from 'vite-plugin-pwa/types'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppToaster } from '../src/ui/toast'
import { startUpdatePrompt, UPDATE_CHECK_MS } from '../src/ui/update-prompt'

// jsdom has no pointer capture; sonner takes it on pointerdown (a toast can be swiped away).
if (!window.HTMLElement.prototype.setPointerCapture) window.HTMLElement.prototype.setPointerCapture = () => {}

/**
 * vite-plugin-pwa's registerSW as the app sees it (jsdom has no service workers; the real cycle is
 * tests/e2e/pwa.e2e.ts): what the app asked it to call, the registration it reports, and the
 * update function it hands back ('Reload' calls it: the waiting worker takes over, the page reloads).
 */
function fakeRegisterSW() {
  let options: RegisterSWOptions = {}
  const updateServiceWorker = vi.fn(async () => {})
  const registration = { update: vi.fn(async () => {}) }
  const register = vi.fn((o: RegisterSWOptions = {}) => {
    options = o
    return updateServiceWorker
  })
  const start = () => {
    stops.push(startUpdatePrompt({ register }))
    act(() => options.onRegisteredSW?.('/sw.js', registration as unknown as ServiceWorkerRegistration))
  }
  return {
    start,
    updateServiceWorker,
    registration,
    /** A new version installed and waits (now, or since an earlier visit). */
    newVersion: () => act(() => options.onNeedRefresh?.()),
    /** The first install: the app now works offline; no update. */
    firstInstall: () => act(() => options.onOfflineReady?.()),
  }
}

function renderToaster() {
  render(
    <MantineProvider env="test">
      <AppToaster />
    </MantineProvider>,
  )
}

/** What stops each started prompt's hourly check: nothing of it outlives its test. */
const stops: (() => void)[] = []

afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.clearAllTimers()
  vi.useRealTimers()
})

describe('the update prompt of the installable app', () => {
  it('its first install is no update and says nothing', async () => {
    const sw = fakeRegisterSW()
    renderToaster()
    sw.start()
    sw.firstInstall()
    // (Sonner shows a toast on its next render: give it time to.)
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)))
    expect(screen.queryByText(/New version available/)).not.toBeInTheDocument()
  })

  it("when a new worker waits: 'New version available'; 'Reload' has the waiting worker take over", async () => {
    const sw = fakeRegisterSW()
    renderToaster()
    sw.start()
    sw.newVersion()
    const toast = (await screen.findByText('New version available')).closest('li')!
    expect(sw.updateServiceWorker).not.toHaveBeenCalled()

    await userEvent.click(within(toast).getByRole('button', { name: 'Reload' }))
    expect(sw.updateServiceWorker).toHaveBeenCalledTimes(1)
  })

  it('the prompt stays until the user acts on it (no time-out), and the open app asks for a new version every hour', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const sw = fakeRegisterSW()
    renderToaster()
    sw.start()
    expect(sw.registration.update).not.toHaveBeenCalled()
    sw.newVersion()
    await screen.findByText('New version available')
    await act(() => vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS))
    expect(screen.getByText('New version available')).toBeInTheDocument()
    expect(sw.registration.update).toHaveBeenCalledTimes(1)
  })
})
