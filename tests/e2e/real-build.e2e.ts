import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { E2E_DIST } from './ports'

/**
 * A build for a real portal (VITE_FRAPPE_URL set) must not carry the demo backend, MSW or the
 * devtools: residents' entries would go to a fake in their browser, or the devtools would show the
 * cache. The bundler drops them by folding `import.meta.env.VITE_FRAPPE_URL`; this reads the files
 * that build actually ships.
 */

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

describe('the build for a real portal', () => {
  it('ships no demo backend, MSW or devtools', () => {
    const scripts = filesOf(E2E_DIST).filter((file) => file.endsWith('.js') && !file.includes(`${E2E_DIST}/.vite`))
    expect(scripts.length).toBeGreaterThan(0)
    const leaking = scripts.filter((file) =>
      /trafficDashDemo|setupWorker|mockServiceWorker|ReactQueryDevtools|TanStackRouterDevtools/.test(readFileSync(file, 'utf8')),
    )
    expect(leaking).toEqual([])
    expect(existsSync(join(E2E_DIST, 'mockServiceWorker.js'))).toBe(false)
  })
})

describe('the pages of the build', () => {
  it('declare their character set first in the head, ahead of the tags the build puts there', () => {
    // HTML wants it in the first 1024 bytes; what the build puts first (the security policy, the
    // held sign-in's scripts) grows with the portal's address and base path (build/charset-first.ts).
    const pages = filesOf(E2E_DIST).filter((file) => file.endsWith('.html'))
    expect(pages.length).toBeGreaterThan(1)
    const late = pages.filter((file) => !/<head>\s*<meta charset="UTF-8">/.test(readFileSync(file, 'utf8')))
    expect(late).toEqual([])
  })
})
