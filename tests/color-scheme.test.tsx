import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from '../src/ui/toast'
import { afterEach, describe, expect, it } from 'vitest'
import { DEMO, prepareApp, renderApp } from './render-app'

const SCHEME_KEY = 'mantine-color-scheme-value'
const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme')
const originalMatchMedia = window.matchMedia

/** The system setting, as prefers-color-scheme reports it. */
function systemPrefersDark(dark: boolean) {
  window.matchMedia = ((query: string) => ({
    ...originalMatchMedia(query),
    matches: dark && query.includes('prefers-color-scheme: dark'),
  })) as typeof window.matchMedia
}

afterEach(() => {
  window.matchMedia = originalMatchMedia
})

async function openUserMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /User menu/ }))
  await screen.findByRole('menu')
}

describe('colour scheme', () => {
  it('follows the system setting until the user chooses', async () => {
    systemPrefersDark(true)
    await renderApp('/dashboard', { as: DEMO.resident })
    await screen.findByRole('button', { name: /User menu/ })
    await waitFor(() => expect(scheme()).toBe('dark'))
    expect(localStorage.getItem(SCHEME_KEY)).toBeNull()
  })

  it("'Dark mode' in the user menu switches to dark, then offers 'Light mode'; toasts follow", async () => {
    systemPrefersDark(false)
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    await openUserMenu(user)
    expect(scheme()).toBe('light')
    expect(screen.queryByRole('menuitem', { name: 'Light mode' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('menuitem', { name: 'Dark mode' }))
    await waitFor(() => expect(scheme()).toBe('dark'))
    expect(localStorage.getItem(SCHEME_KEY)).toBe('dark')

    toast.success('Scheme check')
    await screen.findByText('Scheme check')
    expect(document.querySelector('[data-sonner-toaster]')).toHaveAttribute('data-sonner-theme', 'dark')

    await openUserMenu(user)
    await user.click(await screen.findByRole('menuitem', { name: 'Light mode' }))
    await waitFor(() => expect(scheme()).toBe('light'))
    expect(localStorage.getItem(SCHEME_KEY)).toBe('light')
  })

  it('keeps the chosen scheme on the next start, whatever the system says', async () => {
    systemPrefersDark(false)
    const { user, unmount } = await renderApp('/dashboard', { as: DEMO.resident })
    await openUserMenu(user)
    await user.click(screen.getByRole('menuitem', { name: 'Dark mode' }))
    await waitFor(() => expect(localStorage.getItem(SCHEME_KEY)).toBe('dark'))
    unmount()
    document.documentElement.removeAttribute('data-mantine-color-scheme')

    // A new start (a reload): same storage, a new app.
    const { element } = prepareApp('/dashboard', { as: DEMO.resident, storage: { [SCHEME_KEY]: localStorage.getItem(SCHEME_KEY)! } })
    render(element)
    await screen.findByRole('button', { name: /User menu/ })
    await waitFor(() => expect(scheme()).toBe('dark'))
    await openUserMenu(userEvent.setup({ delay: null }))
    expect(await screen.findByRole('menuitem', { name: 'Light mode' })).toBeInTheDocument()
  })
})
