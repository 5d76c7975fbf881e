import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BOOT_SCRIPT_HASH, contentSecurityPolicy, THEME_COLOR } from '../vite.config'

describe('the installable app (a build for a real portal)', () => {
  it("the CSP allows the service worker and the web manifest from the app's origin, in the build and in the hosting examples", () => {
    const policy = contentSecurityPolicy('https://portal.example.com')
    expect(policy).toContain("worker-src 'self'")
    expect(policy).toContain("manifest-src 'self'")
    for (const example of ['deploy/_headers.example', 'deploy/nginx-security-headers.conf'])
      expect(readFileSync(example, 'utf8')).toContain(`${policy}; frame-ancestors 'none'`)
  })

  it("under a path of the Frappe site, scripts come from the app's asset path and the boot script only, not from the whole site ('self')", () => {
    const scripts = (policy: string) => policy.split('; ').find((d) => d.startsWith('script-src '))
    expect(scripts(contentSecurityPolicy('https://site.example.com', '/portal/'))).toBe(`script-src https://site.example.com/portal/assets/ ${BOOT_SCRIPT_HASH}`)
    expect(scripts(contentSecurityPolicy('https://portal.example.com'))).toBe(`script-src 'self' ${BOOT_SCRIPT_HASH}`)
  })

  it("the manifest's theme colour is the brand blue of the theme and the favicon", async () => {
    const { theme } = await import('../src/theme')
    expect(theme.colors?.brand?.[7]).toBe(THEME_COLOR)
    expect(readFileSync('public/favicon.svg', 'utf8')).toContain(`fill="${THEME_COLOR}"`)
  })
})
