import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'
import { compileBootScript } from '../build/boot-script'
import { POLICY_PLACEHOLDER, securityHeaders } from '../build/security-headers'
import { STORAGE_KEYS } from '../src/session/keys'

/** The build's plugins under build/: each does what it says, on its own. */

afterEach(() => {
  localStorage.clear()
})

describe('the boot script (src/boot.ts, inlined by the build)', () => {
  it('compiles into one self-contained script, with the hash of exactly what is inlined', async () => {
    const { code, hash } = await compileBootScript()
    expect(code).not.toMatch(/\bimport\b|\bexport\b/)
    expect(hash).toBe(`'sha256-${createHash('sha256').update(code).digest('base64')}'`)
    // The app's own names, imported, not copied.
    expect(code).toContain('td-language')
    expect(code).toContain('data-awaiting-app')
  })

  it('before the first paint: the stored colour scheme and language, the sign-in page hidden for a stored session, a prerendered form held', async () => {
    const { code } = await compileBootScript()
    localStorage.setItem('mantine-color-scheme-value', 'dark')
    localStorage.setItem('td-language', 'es')
    localStorage.setItem(STORAGE_KEYS.sessionId, 's')
    localStorage.setItem(STORAGE_KEYS.user, '{}')
    // A page of its own: the script's listeners stay on it, not on the document later tests use.
    const page = document.implementation.createHTMLDocument('')
    page.documentElement.setAttribute('data-td-page', window.location.pathname)
    new Function('document', code)(page)
    const html = page.documentElement
    expect(html.getAttribute('data-mantine-color-scheme')).toBe('dark')
    expect(html.lang).toBe('es')
    expect(html.hasAttribute('data-td-restoring')).toBe(window.location.pathname.endsWith('/'))

    const form = page.createElement('form')
    form.setAttribute('data-awaiting-app', '')
    page.body.append(form)
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    expect(form.hasAttribute('data-submit-held')).toBe(true)
  })
})

describe('security headers', () => {
  const boot = { code: '', hash: "'sha256-abc='" }
  const emitted = (plugin: Plugin) => {
    const files = new Map<string, string>()
    const generate = plugin.generateBundle as unknown as (this: { emitFile: (f: { fileName: string; source: string }) => void }) => void
    generate.call({ emitFile: (file) => void files.set(file.fileName, file.source) })
    return files
  }

  it("writes the hosting files into the build with this build's policy: the boot script's hash, the backend, no framing", () => {
    const files = emitted(securityHeaders('https://site.example.com', boot, '/'))
    expect([...files.keys()].sort()).toEqual(['_headers', 'nginx-security-headers.conf'])
    for (const text of files.values()) {
      expect(text).not.toContain(POLICY_PLACEHOLDER)
      expect(text).toContain("script-src 'self' 'sha256-abc='; ")
      expect(text).toContain("connect-src 'self' https://site.example.com")
      expect(text).toContain("frame-ancestors 'none'")
    }
  })
})
