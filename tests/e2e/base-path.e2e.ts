import { execFileSync } from 'node:child_process'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveDist } from '../../scripts/lib/static-server.mjs'
import { API_URL, E2E_PORT } from './ports'
import { demo, launchBrowser, PASSWORD, VIEWPORTS } from './browser'

/**
 * Decision D27, hosted on the Frappe site itself under a path: the build with
 * VITE_BASE_PATH=/portal, served at /portal/ of an origin whose every other address is the Frappe
 * site (here the demo server behind it), with VITE_FRAPPE_URL that same origin: no CORS.
 * The one e2e file that builds: once, into dist-e2e-path/.
 */
const PORT = E2E_PORT + 22
const ORIGIN = `http://127.0.0.1:${PORT}`
const DIST = 'dist-e2e-path'
let browser: Browser
let close: () => Promise<void>
beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/build.mjs', DIST], {
    // (NODE_ENV: Vitest's 'test' would make it a development build.)
    env: { ...process.env, NODE_ENV: 'production', VITE_FRAPPE_URL: ORIGIN, VITE_BASE_PATH: '/portal' },
    stdio: 'ignore',
  })
  close = (await serveDist(DIST, PORT, { base: '/portal/', proxy: API_URL })).close
  browser = await launchBrowser()
}, 300_000)
afterAll(async () => {
  await browser?.close()
  await close?.()
})

describe('hosted under /portal on the Frappe site (D27)', () => {
  it('signs in, lists, reloads a deep link, logs out; the worker and the manifest keep to /portal/, the site keeps the rest', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: ORIGIN })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))

    await page.goto('/portal/')
    await page.waitForFunction(() => document.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled === false)
    await page.getByLabel('Email', { exact: false }).first().fill('resident@demo.test')
    await page.getByLabel('Password', { exact: false }).first().fill(PASSWORD)
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.waitForURL(`${ORIGIN}/portal/dashboard`, { timeout: 20_000 })
    await page.getByRole('region', { name: 'Visitor' }).getByRole('listitem').first().waitFor()
    expect((await demo.requests()).filter((r) => r.user === 'resident@demo.test').length).toBeGreaterThan(3)

    // The service worker's scope is the app's path; it answers the app's addresses only.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(`${ORIGIN}/portal/`)
    await page.reload()
    await page.waitForFunction(() => !!navigator.serviceWorker.controller)
    const settings = await page.goto('/portal/settings')
    expect(settings?.fromServiceWorker()).toBe(true)
    await page.getByRole('heading', { name: 'Change Password' }).waitFor()
    const desk = await page.goto('/app')
    expect(desk?.fromServiceWorker()).toBe(false)
    expect(desk?.status()).toBe(404)

    const manifest = await (await page.request.get('/portal/manifest.webmanifest')).json()
    expect(manifest).toMatchObject({ scope: '/portal/', start_url: '/portal/dashboard', id: '/portal/' })
    // Its icons are kept for an installed app opened offline, as the pages are.
    const precached = await page.evaluate(async () => {
      for (const name of await caches.keys()) if (await (await caches.open(name)).match('/portal/icons/icon-192.png', { ignoreSearch: true })) return true
      return false
    })
    expect(precached).toBe(true)

    await page.goto('/portal/members')
    await page.getByRole('heading', { name: 'Members', level: 1 }).waitFor()
    // Scripts: the app's asset path and the boot script's hash, not the whole site ('self'), where
    // /files/*.js is anything a user of the site uploaded (D32).
    const policy = await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '')
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))
    expect(scriptSrc).toMatch(new RegExp(`^script-src ${ORIGIN}/portal/assets/ 'sha256-[A-Za-z0-9+/=]+'$`))
    const refused = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (e) => resolve(`${e.effectiveDirective} ${e.blockedURI}`), { once: true })
          const script = document.createElement('script')
          // (Allowed, it would load or fail as a missing file: no violation then.)
          script.onload = script.onerror = () => setTimeout(() => resolve('not refused'), 500)
          script.src = '/files/uploaded.js'
          document.head.append(script)
        }),
    )
    expect(refused).toBe(`script-src-elem ${ORIGIN}/files/uploaded.js`)

    await page.getByRole('button', { name: /User menu/ }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await page.getByRole('heading', { name: 'Welcome to Traffic Dash!' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/portal/')
    expect(errors).toEqual([])
    await context.close()
  })
})
