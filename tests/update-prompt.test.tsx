import { MantineProvider } from '@mantine/core'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { act } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { RegisterSWOptions } from 'vite-plugin-pwa/types'
import { AppToaster } from '../src/ui/toast'
import { startUpdatePrompt, UPDATE_CHECK_MS } from '../src/ui/update-prompt'

// vite-plugin-pwa's registration (workbox-window underneath): what it was asked, and its update function.
const pwa = vi.hoisted(() => ({ options: undefined as RegisterSWOptions | undefined, updateSW: vi.fn(async (_reload?: boolean) => {}) }))
vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: RegisterSWOptions) => {
    pwa.options = options
    return pwa.updateSW
  },
}))

// jsdom has no pointer capture; sonner takes it on pointerdown (a toast can be swiped away).
if (!window.HTMLElement.prototype.setPointerCapture) window.HTMLElement.prototype.setPointerCapture = () => {}

function renderToaster() {
  render(
    <MantineProvider env="test">
      <AppToaster />
    </MantineProvider>,
  )
}

describe('the update prompt of the installable app', () => {
  beforeEach(() => {
    pwa.options = undefined
    pwa.updateSW.mockClear()
  })

  it('registers at once (it is loaded after the first paint) and says nothing while no new version waits', () => {
    renderToaster()
    startUpdatePrompt()
    expect(pwa.options?.immediate).toBe(true)
    expect(screen.queryByText(/New version available/)).not.toBeInTheDocument()
    expect(pwa.updateSW).not.toHaveBeenCalled()
  })

  it("shows 'New version available' when a new worker waits; 'Reload' activates it (and the page reloads)", async () => {
    renderToaster()
    startUpdatePrompt()
    act(() => pwa.options!.onNeedRefresh!())
    const toast = (await screen.findByText('New version available')).closest('li')!
    expect(pwa.updateSW).not.toHaveBeenCalled()
    await userEvent.click(within(toast).getByRole('button', { name: 'Reload' }))
    expect(pwa.updateSW).toHaveBeenCalledExactlyOnceWith(true)
  })

  it('stays until the user acts on it (no time-out)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      renderToaster()
      startUpdatePrompt()
      act(() => pwa.options!.onNeedRefresh!())
      await screen.findByText('New version available')
      await act(() => vi.advanceTimersByTimeAsync(60_000))
      expect(screen.getByText('New version available')).toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })

  it('asks for a new version every hour while the app is open', async () => {
    vi.useFakeTimers()
    try {
      startUpdatePrompt()
      const update = vi.fn(async () => {})
      pwa.options!.onRegisteredSW!('/sw.js', { update } as unknown as ServiceWorkerRegistration)
      expect(update).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS)
      expect(update).toHaveBeenCalledTimes(1)
    } finally {
      vi.clearAllTimers()
      vi.useRealTimers()
    }
  })
})
