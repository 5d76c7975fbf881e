/**
 * Security: the production CSP, server text shown as inert text, no secret in a
 * URL or a console line (D15), no dangerouslySetInnerHTML in the app.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { frappeErrorBody } from '../src/demo-backend/faults'
import { getDb } from '../src/demo-backend/db'
import { demoControl } from '../src/demo-backend/node'
import { DEMO, pathOf, renderApp } from './render-app'
import { compileBootScript } from '../build/boot-script'
import { contentSecurityPolicy } from '../build/security-headers'

const SLOW = { timeout: 8000 }

afterEach(() => {
  vi.restoreAllMocks()
  delete (window as { __xss?: unknown }).__xss
})

describe('Content-Security-Policy of the production build', () => {
  it('the build puts a CSP meta tag first in <head>: scripts from this origin only (and the boot script by its hash), no objects', async () => {
    const { default: config } = await import('../vite.config')
    const resolved = typeof config === 'function' ? await config({ mode: 'production', command: 'build' }) : config
    const plugins = (resolved.plugins ?? []).flat(3) as Plugin[]
    const csp = plugins.find((p) => p && typeof p === 'object' && p.name === 'traffic-dash:security-headers')
    expect(csp?.apply).toBe('build')
    const hook = csp!.transformIndexHtml as (html: string, ctx: { bundle: object }) => Promise<{ tag: string; attrs: Record<string, string>; injectTo: string }[]>
    const [tag] = await hook('', { bundle: {} })
    expect(tag).toMatchObject({ tag: 'meta', injectTo: 'head-prepend' })
    expect(tag!.attrs['http-equiv']).toBe('Content-Security-Policy')
    const policy = tag!.attrs.content!
    expect(policy).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/)
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'self'")
    // The one inline script (the boot script) is allowed by the hash of what the build inlines.
    const { hash } = await compileBootScript()
    expect(policy).toContain(`script-src 'self' ${hash};`)
    // A configured backend is allowed for requests and images, nothing else.
    expect(contentSecurityPolicy('https://portal.example.com/', { hash })).toContain("connect-src 'self' https://portal.example.com")
  })

  it('no dangerouslySetInnerHTML anywhere in the app', () => {
    const files: string[] = []
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name)
        if (statSync(path).isDirectory()) walk(path)
        else if (/\.tsx?$/.test(name)) files.push(path)
      }
    }
    walk('src')
    const offenders = files.filter((f) => /dangerouslySetInnerHTML|\.innerHTML\s*=/.test(readFileSync(f, 'utf8')))
    expect(offenders).toEqual([])
  })
})

describe('server text is shown as text', () => {
  const evil = '<img src=x onerror="window.__xss=1">Guest <b>Bad</b> name'

  it('an <img onerror> in _server_messages of a failed save stays inert', async () => {
    const app = await renderApp('/dashboard?dialog=guest')
    const d = await screen.findByRole('dialog', { name: 'Invite Guest' }, SLOW)
    fireEvent.change(within(d).getByLabelText(/^First Name/), { target: { value: 'Anna' } })
    fireEvent.change(within(d).getByLabelText(/^Last Name/), { target: { value: 'McKay' } })
    demoControl.fail('aviepros-add-guest', { status: 417, body: frappeErrorBody(417, evil) })
    await app.user.click(within(d).getByRole('button', { name: 'Add' }))
    const shown = await screen.findByText('Guest Bad name', {}, SLOW)
    const toast = shown.closest('[data-sonner-toast]') as HTMLElement
    expect(toast).not.toBeNull()
    expect(toast.querySelector('img, b, script')).toBeNull()
    expect(document.querySelector('img[src="x"]')).toBeNull()
    await new Promise((r) => setTimeout(r, 50))
    expect((window as { __xss?: unknown }).__xss).toBeUndefined()
  })

  it('escaped markup in a server message shows literally, as text', async () => {
    const app = await renderApp('/dashboard?dialog=guest')
    const d = await screen.findByRole('dialog', { name: 'Invite Guest' }, SLOW)
    fireEvent.change(within(d).getByLabelText(/^First Name/), { target: { value: 'Anna' } })
    fireEvent.change(within(d).getByLabelText(/^Last Name/), { target: { value: 'McKay' } })
    demoControl.fail('aviepros-add-guest', { status: 417, body: frappeErrorBody(417, '&lt;img src=x onerror=alert(1)&gt;') })
    await app.user.click(within(d).getByRole('button', { name: 'Add' }))
    const shown = await screen.findByText('<img src=x onerror=alert(1)>', {}, SLOW)
    expect(shown.closest('[data-sonner-toast]')!.querySelector('img')).toBeNull()
  })
})

describe('no secret in a URL or the console (D15)', () => {
  it('a full sign-in and save: no token, secret or password in any URL or console line', async () => {
    const account = getDb().users.find((u) => u.email === DEMO.resident)!
    const secrets = [account.api_secret, account.api_key, account.password]
    const lines: string[] = []
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        lines.push(args.map((a) => (typeof a === 'string' ? a : (() => { try { return JSON.stringify(a) } catch { return String(a) } })())).join(' '))
      })
    }

    const app = await renderApp('/', { as: null })
    fireEvent.change(await screen.findByLabelText(/^Email/, {}, SLOW), { target: { value: DEMO.resident } })
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: account.password } })
    await app.user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(pathOf(app.router)).toBe('/dashboard'), SLOW)
    await screen.findByTestId('home-dashboard', {}, SLOW)

    await app.router.navigate({ to: '/dashboard', search: { dialog: 'guest' } })
    const d = await screen.findByRole('dialog', { name: 'Invite Guest' }, SLOW)
    fireEvent.change(within(d).getByLabelText(/^First Name/), { target: { value: 'Anna' } })
    fireEvent.change(within(d).getByLabelText(/^Last Name/), { target: { value: 'McKay' } })
    await app.user.click(within(d).getByRole('button', { name: 'Add' }))
    await screen.findByText('Guest added successfully', {}, SLOW)
    // A failed save too (error paths are where responses tend to get logged).
    await app.router.navigate({ to: '/settings' })
    fireEvent.change(await screen.findByLabelText(/^Current Password/, {}, SLOW), { target: { value: 'Wrong@1234' } })
    fireEvent.change(screen.getByLabelText(/^New Password/), { target: { value: 'Better@1234' } })
    fireEvent.change(screen.getByLabelText(/^Confirm New Password/), { target: { value: 'Better@1234' } })
    await app.user.click(screen.getByRole('button', { name: 'Save Password' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Password' })).toBeEnabled(), SLOW)

    const requests = demoControl.requests()
    expect(requests.length).toBeGreaterThan(4)
    for (const r of requests) {
      const url = `${r.path}?${new URLSearchParams(r.search).toString()}`
      for (const s of [...secrets, 'Wrong@1234', 'Better@1234']) expect(url, `${r.method} ${r.path}`).not.toContain(s)
    }
    for (const line of lines)
      for (const s of [...secrets, 'Wrong@1234', 'Better@1234']) expect(line, 'console line').not.toContain(s)
  })
})
