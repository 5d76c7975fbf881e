import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'
import { compileBootScript, HELD_SIGN_IN_MODULE, heldSignInAddress } from '../build/boot-script'
import { charsetAtHeadStart } from '../build/charset-first'
import { noDemoWorkerWithRealBackend } from '../build/installable-app'
import { mantineStylesCheck } from '../build/mantine-styles'
import { precompiledMessages } from '../build/precompiled-messages'
import { POLICY_PLACEHOLDER, securityHeaders } from '../build/security-headers'
import { STORAGE_KEYS } from '../src/session/keys'

/** The build's plugins under build/: each does what it says, on its own. */

afterEach(() => {
  localStorage.clear()
})

/** A prerendered form submitted on `page` before the app has taken it over: the boot script holds it back. */
function expectHeldBack(page: Document) {
  const form = page.createElement('form')
  form.setAttribute('data-awaiting-app', '')
  page.body.append(form)
  const submit = new Event('submit', { bubbles: true, cancelable: true })
  form.dispatchEvent(submit)
  expect(submit.defaultPrevented).toBe(true)
  expect(form.hasAttribute('data-submit-held')).toBe(true)
}

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

    expectHeldBack(page)
  })

  it('a browser that refuses storage (site data blocked) still holds a prerendered form back: the e-mail and password never post to the host', async () => {
    const { code } = await compileBootScript()
    const refused = new Proxy({}, { get: () => { throw new DOMException('The operation is insecure.', 'SecurityError') } })
    const page = document.implementation.createHTMLDocument('')
    new Function('document', 'localStorage', code)(page, refused)
    expectHeldBack(page)
  })

  it("the held sign-in's address: the file the build wrote for the module, under the base path; the source file in dev", () => {
    const chunk = (fileName: string, facadeModuleId: string) => ({ type: 'chunk', fileName, facadeModuleId }) as never
    const bundle = { a: chunk('assets/index-1.js', resolve('src/main.tsx')), b: chunk('assets/held-sign-in-2.js', resolve(HELD_SIGN_IN_MODULE)) }
    expect(heldSignInAddress('/portal/', process.cwd(), bundle)).toBe('/portal/assets/held-sign-in-2.js')
    expect(heldSignInAddress('/', process.cwd())).toBe('/src/features/auth/held-sign-in.ts')
    expect(() => heldSignInAddress('/', process.cwd(), { a: bundle.a })).toThrow(/no file of its own/)
  })
})

describe('security headers', () => {
  const boot = () => Promise.resolve({ code: '', hash: "'sha256-abc='" })
  const emitted = async (plugin: Plugin) => {
    const files = new Map<string, string>()
    await hook(plugin.generateBundle).call({ emitFile: (file: { fileName: string; source: string }) => void files.set(file.fileName, file.source) }, {}, {})
    return files
  }

  it("writes the hosting files into the build with this build's policy: the boot script's hash, the backend, no framing", async () => {
    const files = await emitted(securityHeaders('https://site.example.com', boot, '/'))
    expect([...files.keys()].sort()).toEqual(['_headers', 'nginx-security-headers.conf'])
    for (const text of files.values()) {
      expect(text).not.toContain(POLICY_PLACEHOLDER)
      expect(text).toContain("script-src 'self' 'sha256-abc='; ")
      expect(text).toContain("connect-src 'self' https://site.example.com")
      expect(text).toContain("frame-ancestors 'none'")
    }
  })
})

/** A plugin hook called as the bundler would, with `this` standing for the bundler's context. */
type Hook = (this: unknown, ...args: unknown[]) => unknown
const hook = (value: unknown): Hook => (typeof value === 'function' ? value : (value as { handler: Hook }).handler) as Hook

describe('the message catalogues', () => {
  it('ship as syntax trees, parsed at build time, and the app bundles the parser-less build of FormatJS', async () => {
    const plugin = precompiledMessages()
    const { code } = hook(plugin.transform).call({}, JSON.stringify({ greeting: 'Hello {name}!' }), '/app/src/i18n/messages/en.json') as { code: string }
    expect(JSON.parse(code)).toEqual({ greeting: [{ type: 0, value: 'Hello ' }, { type: 1, value: 'name' }, { type: 0, value: '!' }] })
    const config = hook(plugin.config).call({}) as { resolve: { alias: { replacement: string }[] } }
    expect(config.resolve.alias[0]?.replacement).toBe('@formatjs/icu-messageformat-parser/no-parser.js')
  })
})

describe('the character set', () => {
  it("is declared in the page's first 1024 bytes, however long what the other plugins put first in the head", () => {
    const policy = `<meta http-equiv="Content-Security-Policy" content="script-src https://residents.oakridge-estates.example.com/traffic-dash/assets/ ${'x'.repeat(600)}">`
    const preloads = ['a', 'b', 'c', 'd'].map((name) => `<link rel="modulepreload" crossorigin href="/traffic-dash/assets/${name}-0123456789.js">`).join('\n')
    const page = `<!doctype html>\n<html lang="en">\n  <head>\n${policy}\n${preloads}\n    <meta charset="UTF-8" />\n    <title>Traffic Dash</title>\n  </head>\n  <body></body>\n</html>`
    expect(page.indexOf('<meta charset')).toBeGreaterThan(1024)
    const fixed = charsetAtHeadStart(page)
    expect(fixed.indexOf('<meta charset="UTF-8">') + '<meta charset="UTF-8">'.length).toBeLessThan(1024)
    // Nothing else moves or goes.
    expect(fixed.replace('<meta charset="UTF-8">', '').replace(/\s+/g, '')).toBe(page.replace('<meta charset="UTF-8" />', '').replace(/\s+/g, ''))
    expect(fixed.match(/<meta charset/g)).toHaveLength(1)
  })

  it('must be in index.html: a page without it fails the build', () => {
    expect(() => charsetAtHeadStart('<html><head><title>x</title></head></html>')).toThrow(/meta charset/)
  })
})

describe("Mantine's styles, component by component", () => {
  const check = (moduleId: string) => {
    const plugin = mantineStylesCheck()
    hook(plugin.configResolved).call({}, { root: process.cwd() })
    const errors: string[] = []
    const bundle = { 'index.js': { type: 'chunk', modules: { [moduleId]: { renderedLength: 10 } } } }
    hook(plugin.generateBundle).call({ error: (message: string) => errors.push(message) }, {}, bundle)
    return errors
  }

  it('fail the build when the app renders a component whose styles src/styles/mantine.css does not import', () => {
    expect(check('/app/node_modules/@mantine/core/esm/components/Blockquote/Blockquote.mjs')).toEqual([expect.stringContaining("Mantine's Blockquote")])
    expect(check('/app/node_modules/@mantine/core/esm/components/Paper/Paper.mjs')).toEqual([])
  })
})

describe('a build for a real portal', () => {
  it('ships without the demo backend\'s service worker; the demo build keeps it', () => {
    for (const hasBackend of [true, false]) {
      const outDir = mkdtempSync(join(tmpdir(), 'td-build-'))
      try {
        writeFileSync(join(outDir, 'mockServiceWorker.js'), '')
        const plugin = noDemoWorkerWithRealBackend(hasBackend)
        hook(plugin.configResolved).call({}, { root: '/', build: { outDir } })
        hook(plugin.closeBundle).call({})
        expect(existsSync(join(outDir, 'mockServiceWorker.js'))).toBe(!hasBackend)
      } finally {
        rmSync(outDir, { recursive: true, force: true })
      }
    }
  })
})
