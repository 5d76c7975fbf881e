import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../src/demo-backend/node'
import { reloadIfRedeployed } from '../src/lazy-code'
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

describe('a chunk gone after a deploy', () => {
  const entry = (src: string) => `<!doctype html><html><head><script type="module" crossorigin src="${src}"></script></head><body></body></html>`
  const withEntryScript = (src: string) => {
    const script = document.createElement('script')
    script.type = 'module'
    script.setAttribute('src', src)
    document.head.append(script)
    return () => script.remove()
  }

  it('reloads once into the new version when the app shell names another entry script', async () => {
    const remove = withEntryScript('/assets/index-old.js')
    try {
      server.use(http.get('*/_shell.html', () => new HttpResponse(entry('/assets/index-new.js'), { headers: { 'Content-Type': 'text/html' } })))
      const reload = vi.fn()
      expect(await reloadIfRedeployed({ reload })).toBe(true)
      expect(reload).toHaveBeenCalledTimes(1)
      // The reloaded page failing the same way does not reload again (no loop).
      expect(await reloadIfRedeployed({ reload })).toBe(false)
      expect(reload).toHaveBeenCalledTimes(1)
    } finally {
      remove()
      sessionStorage.clear()
    }
  })

  it('a new version of the early sign-in script alone is a new version too', async () => {
    const removeApp = withEntryScript('/assets/index-same.js')
    const removeEarly = withEntryScript('/assets/early-old.js')
    try {
      const shell = `<!doctype html><html><head><script type="module" src="/assets/index-same.js"></script><script type="module" async src="/assets/early-new.js"></script></head></html>`
      server.use(http.get('*/_shell.html', () => new HttpResponse(shell, { headers: { 'Content-Type': 'text/html' } })))
      const reload = vi.fn()
      expect(await reloadIfRedeployed({ reload })).toBe(true)
      expect(reload).toHaveBeenCalledTimes(1)
    } finally {
      removeApp()
      removeEarly()
      sessionStorage.clear()
    }
  })

  it('does not reload when the version is the same, or when the shell cannot be fetched (offline)', async () => {
    const remove = withEntryScript('/assets/index-same.js')
    try {
      const reload = vi.fn()
      server.use(http.get('*/_shell.html', () => new HttpResponse(entry('/assets/index-same.js'), { headers: { 'Content-Type': 'text/html' } })))
      expect(await reloadIfRedeployed({ reload })).toBe(false)
      server.use(http.get('*/_shell.html', () => HttpResponse.error()))
      expect(await reloadIfRedeployed({ reload })).toBe(false)
      expect(reload).not.toHaveBeenCalled()
    } finally {
      remove()
      sessionStorage.clear()
    }
  })
})
