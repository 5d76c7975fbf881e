import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_KEY } from '../src/i18n'
import { renderApp } from './render-app'

describe('the UI language', () => {
  it('switches to Spanish from Settings, kept on the device, with <html lang>', async () => {
    const { user } = await renderApp('/settings')
    await screen.findByRole('heading', { name: 'Language' })
    await user.click(screen.getByText('Español'))
    expect(await screen.findByRole('heading', { name: 'Idioma' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('es')
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es')
    await user.click(screen.getByText('English'))
    expect(await screen.findByRole('heading', { name: 'Language' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('en')
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en')
  })

  it('offers the other language in the user menu, named in its own words', async () => {
    const { user } = await renderApp('/settings')
    await user.click(await screen.findByRole('button', { name: /User menu/ }))
    const spanish = await screen.findByRole('menuitem', { name: 'Español' })
    expect(spanish).toHaveAttribute('lang', 'es')
    await user.click(spanish)
    expect(await screen.findByRole('heading', { name: 'Idioma' })).toBeInTheDocument()
    // The user menu's button is named in Spanish now.
    await user.click(await screen.findByRole('button', { name: /Menú de usuario/ }))
    await user.click(await screen.findByRole('menuitem', { name: 'English' }))
    await waitFor(() => expect(document.documentElement.lang).toBe('en'))
  })

  it('follows a choice made in another tab of the portal (the device keeps one language)', async () => {
    await renderApp('/settings')
    await screen.findByRole('heading', { name: 'Language' })
    // The other tab stores its choice; the browser tells this tab (the storage event).
    act(() => {
      localStorage.setItem(LANGUAGE_KEY, 'es')
      window.dispatchEvent(new StorageEvent('storage', { key: LANGUAGE_KEY, oldValue: null, newValue: 'es', storageArea: localStorage }))
    })
    expect(await screen.findByRole('heading', { name: 'Idioma' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('es')
  })
})
