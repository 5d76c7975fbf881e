import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../src/demo-backend/node'
import { claimReload, failedAddress, importOnceMore, reloadReason } from '../src/import-again'
import { STORAGE_KEYS } from '../src/session/store'
import { DEMO, renderApp } from './render-app'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("the app's error screen", () => {
  it("replaces a screen that throws, under the top bar, with 'Try again' and 'Reload'; 'Try again' recovers once the cause is gone", async () => {
    // The cars screen asks the browser whether a car's colour name is a CSS colour while it renders:
    // here the browser throws instead.
    vi.stubGlobal('CSS', {
      supports: () => {
        throw new TypeError('CSS.supports is broken')
      },
    })
    const { user } = await renderApp('/cars', { as: DEMO.resident })

    expect(await screen.findByRole('heading', { name: 'This page could not be shown', level: 1 })).toBeInTheDocument()
    expect(screen.getByText('The app ran into a problem while showing it. Try again, or reload the app.')).toBeInTheDocument()
    expect(screen.getByText('You are still signed in, and changes waiting to be sent are kept.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
    // In the app's layout: the top bar stays, and never the router's own screen.
    expect(within(screen.getByRole('banner')).getByRole('button', { name: /user menu|account/i })).toBeInTheDocument()
    expect(screen.queryByText(/Something went wrong!/)).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Show Error/i })).not.toBeInTheDocument()
    // The session is kept.
    expect(localStorage.getItem(STORAGE_KEYS.sessionId)).not.toBeNull()

    vi.unstubAllGlobals()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('article', { name: 'Vehicle 1' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Cars', level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'This page could not be shown' })).not.toBeInTheDocument()
  })
})

describe('a part that could not be downloaded: whether the page reloads', () => {
  const entry = (src: string) => `<!doctype html><html><head><script type="module" crossorigin src="${src}"></script></head><body></body></html>`
  const withEntryScript = (src: string) => {
    const script = document.createElement('script')
    script.type = 'module'
    script.setAttribute('src', src)
    document.head.append(script)
    return () => script.remove()
  }
  const shell = (html: string) => server.use(http.get('*/_shell.html', () => new HttpResponse(html, { headers: { 'Content-Type': 'text/html' } })))

  it('a new version deployed (the app shell names another entry script): reload into it, once', async () => {
    const remove = withEntryScript('/assets/index-old.js')
    try {
      shell(entry('/assets/index-new.js'))
      const reason = await reloadReason(false)
      expect(reason).toMatch(/^version .*index-new\.js$/)
      expect(claimReload(reason!)).toBe(true)
      // The reloaded page failing the same way does not reload again (no loop).
      expect(claimReload(reason!)).toBe(false)
    } finally {
      remove()
      sessionStorage.clear()
    }
  })

  it('the same version: no reload for a first failure, a reload when the part had failed before and its file (or the host) answers (the page keeps the failure); offline, none', async () => {
    const remove = withEntryScript('/assets/index-same.js')
    try {
      shell(entry('/assets/index-same.js'))
      expect(await reloadReason(false)).toBeUndefined()
      expect(await reloadReason(true)).toBe(`failure at ${window.location.pathname}`)
      // The browser named the file that failed: a reload only when that file downloads now.
      server.use(http.get('*/assets/part-1.js', () => new HttpResponse('export default 1')))
      expect(await reloadReason(true, `${window.location.origin}/assets/part-1.js`)).toBe(`failure at ${window.location.pathname}`)
      server.use(http.get('*/assets/part-1.js', () => HttpResponse.error()))
      expect(await reloadReason(true, `${window.location.origin}/assets/part-1.js`)).toBeUndefined()
      server.use(http.get('*/_shell.html', () => HttpResponse.error()))
      expect(await reloadReason(true)).toBeUndefined()
    } finally {
      remove()
    }
  })
})

describe('importing a part once more', () => {
  it('reads the address of the failed file from the browser\'s message, only when it is our own script', () => {
    const here = window.location.origin
    expect(failedAddress(new TypeError(`Failed to fetch dynamically imported module: ${here}/assets/guest-dialog-AbC_1.js`))).toBe(`${here}/assets/guest-dialog-AbC_1.js`)
    expect(failedAddress(new TypeError(`error loading dynamically imported module: ${here}/assets/x-1.js`))).toBe(`${here}/assets/x-1.js`)
    expect(failedAddress(new TypeError('Failed to fetch dynamically imported module: https://evil.example/assets/x.js'))).toBeUndefined()
    expect(failedAddress(new TypeError('Importing a module script failed.'))).toBeUndefined()
  })

  it('a first failure is thrown as it is; a part asked for again that imports fine again is returned', async () => {
    let fails = true
    const load = importOnceMore(() => (fails ? Promise.reject(new TypeError('Importing a module script failed.')) : Promise.resolve({ ok: 1 })))
    await expect(load()).rejects.toThrow('Importing a module script failed.')
    fails = false
    await expect(load()).resolves.toEqual({ ok: 1 })
  })
})

describe('the page-not-found screen', () => {
  it('offers the dashboard to a signed-in resident, and sign-in to a signed-out visitor', async () => {
    const { unmount } = await renderApp('/forgot-password', { as: DEMO.resident })
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.getByText('The page you asked for does not exist.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard')
    unmount()
    await renderApp('/forgot-password', { as: null })
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/')
  })
})
