import type { ConfigEnv, Plugin, UserConfig } from 'vite'
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllEnvs()
})

/** The app's Vite config as `vite build` resolves it, with these build settings in the env. */
async function buildConfig(env: Record<string, string>, mode = 'production'): Promise<UserConfig> {
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value)
  const { default: config } = await import('../vite.config')
  const configEnv: ConfigEnv = { mode, command: 'build' }
  return typeof config === 'function' ? await config(configEnv) : config
}

const plugin = (config: UserConfig, name: string) =>
  (config.plugins ?? []).flat(3).find((p): p is Plugin => !!p && typeof p === 'object' && 'name' in p && p.name === name)

/** What `vite build` does first with the resolved config: the portal address check throws or not. */
async function buildWith(env: Record<string, string>, mode?: string): Promise<void> {
  const check = plugin(await buildConfig(env, mode), 'traffic-dash:portal-address')
  expect(check?.apply).toBe('build')
  ;(check!.configResolved as () => void)()
}

describe('what a build is for (D28)', () => {
  it('a build for residents needs an https portal address', async () => {
    await expect(buildWith({ VITE_FRAPPE_URL: '' })).rejects.toThrow(/VITE_FRAPPE_URL is not set.*npm run build:demo/)
    await expect(buildWith({ VITE_FRAPPE_URL: 'http://portal.example' })).rejects.toThrow(/must start with https:\/\/.*in clear/)
    await expect(buildWith({ VITE_FRAPPE_URL: 'http://localhost.evil.example' })).rejects.toThrow(/https:\/\//)
    await expect(buildWith({ VITE_FRAPPE_URL: 'portal.example' })).rejects.toThrow(/not an address/)
    await expect(buildWith({ VITE_FRAPPE_URL: 'https://portal.example' })).resolves.toBeUndefined()
  })

  it('http only for a portal on this machine', async () => {
    await expect(buildWith({ VITE_FRAPPE_URL: 'http://127.0.0.1:8000' })).resolves.toBeUndefined()
    await expect(buildWith({ VITE_FRAPPE_URL: 'http://localhost:8000' })).resolves.toBeUndefined()
  })

  it('the demo build is asked for by name, and has no portal', async () => {
    await expect(buildWith({ VITE_FRAPPE_URL: '' }, 'demo')).resolves.toBeUndefined()
    await expect(buildWith({ VITE_FRAPPE_URL: 'https://portal.example' }, 'demo')).rejects.toThrow(/unset VITE_FRAPPE_URL/)
  })
})

describe("the site's time zone (D21)", () => {
  it('a build stops on a zone that is not one, rather than leave each browser on its own', async () => {
    await expect(buildWith({ VITE_FRAPPE_URL: 'https://portal.example', VITE_SITE_TIMEZONE: 'America/New York' })).rejects.toThrow(
      /VITE_SITE_TIMEZONE \(America\/New York\) is not a time zone/,
    )
    await expect(buildWith({ VITE_FRAPPE_URL: 'https://portal.example', VITE_SITE_TIMEZONE: 'America/New_York' })).resolves.toBeUndefined()
  })
})

describe('hosted under a path (D27)', () => {
  it('VITE_BASE_PATH is the base of every address: Vite, the manifest and the service worker', async () => {
    const config = await buildConfig({ VITE_FRAPPE_URL: 'https://site.example', VITE_BASE_PATH: '/portal' })
    expect(config.base).toBe('/portal/')
    expect((await buildConfig({ VITE_FRAPPE_URL: 'https://site.example', VITE_BASE_PATH: '' })).base).toBe('/')
    await expect(buildConfig({ VITE_FRAPPE_URL: 'https://site.example', VITE_BASE_PATH: '/a b' })).rejects.toThrow(/VITE_BASE_PATH/)
  })
})
