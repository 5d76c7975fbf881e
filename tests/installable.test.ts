import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../build/security-headers'
import { THEME_COLOR } from '../build/installable-app'

describe('the installable app (a build for a real portal)', () => {
  it("the CSP allows the service worker and the web manifest from the app's origin", () => {
    const policy = contentSecurityPolicy('https://portal.example.com', { hash: "'sha256-x'" })
    expect(policy).toContain("worker-src 'self'")
    expect(policy).toContain("manifest-src 'self'")
  })

  it("under a path of the Frappe site, scripts come from the app's asset path and the boot script only, not from the whole site ('self')", () => {
    const boot = { hash: "'sha256-x'" }
    const scripts = (policy: string) => policy.split('; ').find((d) => d.startsWith('script-src '))
    expect(scripts(contentSecurityPolicy('https://site.example.com', boot, '/portal/'))).toBe("script-src https://site.example.com/portal/assets/ 'sha256-x'")
    expect(scripts(contentSecurityPolicy('https://portal.example.com', boot))).toBe("script-src 'self' 'sha256-x'")
  })

  it("the manifest's theme colour is the brand blue of the theme and the favicon", async () => {
    const { theme } = await import('../src/theme')
    expect(theme.colors?.brand?.[7]).toBe(THEME_COLOR)
    expect(readFileSync('public/favicon.svg', 'utf8')).toContain(`fill="${THEME_COLOR}"`)
  })
})
