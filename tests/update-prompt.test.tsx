import { MantineProvider } from '@mantine/core'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppToaster } from '../src/ui/toast'
import { SERVICE_WORKER_URL, startUpdatePrompt, UPDATE_CHECK_MS } from '../src/ui/update-prompt'

// jsdom has no pointer capture; sonner takes it on pointerdown (a toast can be swiped away).
if (!window.HTMLElement.prototype.setPointerCapture) window.HTMLElement.prototype.setPointerCapture = () => {}

/** A service worker in the browser's registration: its state, and the messages it was sent. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing'
  postMessage = vi.fn()
  to(state: ServiceWorkerState) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

/** navigator.serviceWorker as the page sees it: what controls the page, and the registration of /sw.js. */
function fakeBrowser({ controlled }: { controlled: boolean }) {
  const registration = Object.assign(new EventTarget(), {
    installing: null as FakeWorker | null,
    waiting: null as FakeWorker | null,
    update: vi.fn(async () => {}),
  })
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker() : null,
    register: vi.fn(async () => registration),
  })
  const reload = vi.fn()
  /** The browser found a new sw.js: it installs, then waits (a page is controlled) or activates. */
  const newVersion = () => {
    const worker = new FakeWorker()
    registration.installing = worker
    registration.dispatchEvent(new Event('updatefound'))
    registration.installing = null
    registration.waiting = worker
    worker.to('installed')
    return worker
  }
  const start = async () => {
    const stop = await startUpdatePrompt({ container: container as unknown as ServiceWorkerContainer, reload })
    if (stop) stops.push(stop)
  }
  return { registration, container, reload, newVersion, start }
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
  it('registers /sw.js for the whole app; its first install is no update and says nothing', async () => {
    const browser = fakeBrowser({ controlled: false })
    renderToaster()
    await act(browser.start)
    expect(browser.container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' })
    act(() => void browser.newVersion())
    // (Sonner shows a toast on its next render: give it time to.)
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)))
    expect(screen.queryByText(/New version available/)).not.toBeInTheDocument()
  })

  it("when a new worker waits: 'New version available'; 'Reload' activates that worker, and the page reloads once it has taken over", async () => {
    const browser = fakeBrowser({ controlled: true })
    renderToaster()
    await act(browser.start)
    let worker!: FakeWorker
    act(() => void (worker = browser.newVersion()))
    const toast = (await screen.findByText('New version available')).closest('li')!
    expect(worker.postMessage).not.toHaveBeenCalled()

    await userEvent.click(within(toast).getByRole('button', { name: 'Reload' }))
    expect(worker.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'SKIP_WAITING' })
    expect(browser.reload).not.toHaveBeenCalled()
    browser.container.dispatchEvent(new Event('controllerchange'))
    browser.container.dispatchEvent(new Event('controllerchange'))
    expect(browser.reload).toHaveBeenCalledTimes(1)
  })

  it('a worker already waiting when the app starts (installed during an earlier visit) is offered at once', async () => {
    const browser = fakeBrowser({ controlled: true })
    browser.registration.waiting = new FakeWorker()
    browser.registration.waiting.state = 'installed'
    renderToaster()
    await act(browser.start)
    expect(await screen.findByText('New version available')).toBeInTheDocument()
  })

  it('the prompt stays until the user acts on it (no time-out), and the open app asks for a new version every hour', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const browser = fakeBrowser({ controlled: true })
    renderToaster()
    await act(browser.start)
    expect(browser.registration.update).not.toHaveBeenCalled()
    act(() => void browser.newVersion())
    await screen.findByText('New version available')
    await act(() => vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS))
    expect(screen.getByText('New version available')).toBeInTheDocument()
    expect(browser.registration.update).toHaveBeenCalledTimes(1)
  })
})
