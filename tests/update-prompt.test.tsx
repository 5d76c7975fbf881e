import { MantineProvider } from '@mantine/core'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RegisterSWOptions } from 'vite-plugin-pwa/types'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../src/i18n'
import es from '../src/i18n/messages/es.json'
import { SessionStore } from '../src/session/store'
import { AppToaster, forgetNewsAtSessionEnd, toast } from '../src/ui/toast'
import { INSTALL_RETRY_MS, startUpdatePrompt, UPDATE_CHECK_MS } from '../src/ui/update-prompt'
import { anotherUserSignsIn, DEMO } from './render-app'

/** What the app's `registerSW` calls: each test puts its stand-in here. */
const pwa = vi.hoisted(() => ({ register: (() => async () => {}) as (options?: RegisterSWOptions) => (reloadPage?: boolean) => Promise<void> }))
vi.mock('virtual:pwa-register', () => ({ registerSW: (options?: RegisterSWOptions) => pwa.register(options) }))

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
  const registration = Object.assign(new EventTarget(), { update: vi.fn(async () => {}), active: {}, installing: null as EventTarget | null })
  const register = vi.fn((o: RegisterSWOptions = {}) => {
    options = o
    return updateServiceWorker
  })
  const start = () => {
    pwa.register = register
    // What the page's worker container is to the prompt: where 'controllerchange' comes from.
    Object.defineProperty(navigator, 'serviceWorker', { value: new EventTarget(), configurable: true })
    stops.push(startUpdatePrompt())
    stops.push(() => void Reflect.deleteProperty(navigator, 'serviceWorker'))
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

  it('the prompt, which stays, follows a change of language', async () => {
    const sw = fakeRegisterSW()
    renderToaster()
    sw.start()
    sw.newVersion()
    await screen.findByText('New version available')
    await act(() => setLanguage('es', { remember: false }))
    expect(await screen.findByText(es['update.available'])).toBeInTheDocument()
    expect(screen.getByRole('button', { name: es['update.reload'] })).toBeInTheDocument()
    expect(screen.queryByText('New version available')).not.toBeInTheDocument()
  })

  it("stays when a session ends (it is the device's, not the user's), while the user's own toasts go", async () => {
    const sw = fakeRegisterSW()
    renderToaster()
    const session = new SessionStore()
    stops.push(forgetNewsAtSessionEnd(session))
    act(() => anotherUserSignsIn(session, DEMO.resident))
    sw.start()
    sw.newVersion()
    act(() => void toast.info('Mia Reyes arrived at the gate'))
    await screen.findByText('Mia Reyes arrived at the gate')
    act(() => session.clear())
    await waitFor(() => expect(screen.queryByText('Mia Reyes arrived at the gate')).not.toBeInTheDocument())
    expect(screen.getByText('New version available')).toBeInTheDocument()
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

describe('a new version whose prompt was closed', () => {
  it('is offered again by the next hourly check while it still waits', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const sw = fakeRegisterSW()
    renderToaster()
    sw.start()
    sw.newVersion()
    const prompt = (await screen.findByText('New version available')).closest<HTMLElement>('[data-sonner-toast]')!
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(within(prompt).getByRole('button', { name: /close/i }))
    await waitFor(() => expect(screen.queryByText('New version available')).not.toBeInTheDocument())
    Object.assign(sw.registration, { waiting: {} })
    await act(() => vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS))
    expect(await screen.findByText('New version available')).toBeInTheDocument()
  })
})

describe('a new version the browser finds by itself', () => {
  /** A new worker installing beside the active one, as the browser's own check starts it. */
  function newWorker() {
    const worker = Object.assign(new EventTarget(), { state: 'installing' as ServiceWorkerState })
    return {
      worker,
      installed: () =>
        act(() => {
          worker.state = 'installed'
          worker.dispatchEvent(new Event('statechange'))
        }),
    }
  }

  it('is offered once installed, when it was installing as the app registered (an installed app opened on a weak line)', async () => {
    const sw = fakeRegisterSW()
    const { worker, installed } = newWorker()
    sw.registration.installing = worker
    renderToaster()
    sw.start()
    expect(screen.queryByText('New version available')).not.toBeInTheDocument()
    installed()
    expect(await screen.findByText('New version available')).toBeInTheDocument()
  })

  it('is not offered by a prompt that was stopped meanwhile', async () => {
    const sw = fakeRegisterSW()
    const { worker, installed } = newWorker()
    sw.registration.installing = worker
    renderToaster()
    sw.start()
    // The prompt's own stop (the page's worker container stays, as on a page that goes on).
    stops.splice(0, 1)[0]!()
    installed()
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)))
    expect(screen.queryByText('New version available')).not.toBeInTheDocument()
  })

  it('is offered once installed, when the browser starts installing it later', async () => {
    const sw = fakeRegisterSW()
    renderToaster()
    sw.start()
    const { worker, installed } = newWorker()
    sw.registration.installing = worker
    act(() => void sw.registration.dispatchEvent(new Event('updatefound')))
    installed()
    expect(await screen.findByText('New version available')).toBeInTheDocument()
  })
})

describe('a first install the network dropped', () => {
  /** A registration whose first worker is installing (or already redundant). */
  function installing() {
    const worker = Object.assign(new EventTarget(), { state: 'installing' as ServiceWorkerState })
    const registration = Object.assign(new EventTarget(), { active: null, installing: worker, update: vi.fn(async () => {}) })
    return {
      registration: registration as unknown as ServiceWorkerRegistration,
      fail: () => act(() => {
        worker.state = 'redundant'
        worker.dispatchEvent(new Event('statechange'))
      }),
    }
  }
  function setOnline(online: boolean) {
    Object.defineProperty(navigator, 'onLine', { value: online, configurable: true })
    act(() => window.dispatchEvent(new Event(online ? 'online' : 'offline')))
  }
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'onLine')
  })

  it('is registered again as soon as the browser is back online', () => {
    const calls: RegisterSWOptions[] = []
    const register = vi.fn((o: RegisterSWOptions = {}) => {
      calls.push(o)
      return async () => {}
    })
    pwa.register = register
    stops.push(startUpdatePrompt())
    const first = installing()
    act(() => calls[0]!.onRegisteredSW?.('/sw.js', first.registration))
    setOnline(false)
    first.fail()
    expect(register).toHaveBeenCalledTimes(1)
    setOnline(true)
    expect(register).toHaveBeenCalledTimes(2)
    // The second install goes through: nothing more.
    act(() => calls[1]!.onRegisteredSW?.('/sw.js', installing().registration))
    setOnline(false)
    setOnline(true)
    expect(register).toHaveBeenCalledTimes(2)
  })

  it("a worker script that could not be fetched (offline) is registered again once online; a drop the browser did not notice, after a minute", () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    const calls: RegisterSWOptions[] = []
    const register = vi.fn((o: RegisterSWOptions = {}) => {
      calls.push(o)
      return async () => {}
    })
    pwa.register = register
    stops.push(startUpdatePrompt())
    setOnline(false)
    act(() => calls[0]!.onRegisterError?.(new Error('offline')))
    vi.advanceTimersByTime(INSTALL_RETRY_MS * 2)
    expect(register).toHaveBeenCalledTimes(1)
    setOnline(true)
    expect(register).toHaveBeenCalledTimes(2)
    // Failed again while the browser says it is online: tried again a minute later.
    const second = installing()
    act(() => calls[1]!.onRegisteredSW?.('/sw.js', second.registration))
    second.fail()
    vi.advanceTimersByTime(INSTALL_RETRY_MS - 1)
    expect(register).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(1)
    expect(register).toHaveBeenCalledTimes(3)
  })
})
