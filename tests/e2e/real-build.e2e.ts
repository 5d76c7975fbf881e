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
