import { readFileSync } from 'node:fs'
import type { OutputBundle } from 'rolldown'
import type { Plugin } from 'vite'
import type { BootScript, BootScriptFor } from './boot-script'

/**
 * The Content-Security-Policy of a production build. Mantine injects <style> tags, hence
 * 'unsafe-inline' for styles only; scripts: `scriptSources`. No form is ever submitted by the
 * browser itself (every call is the app's own): should the boot script not run, a Submit on the
 * prerendered sign-in form sends the password nowhere.
 */
export function contentSecurityPolicy(backendUrl: string | undefined, boot: Pick<BootScript, 'hash'>, base = '/'): string {
  const backend = backendUrl ? new URL(backendUrl).origin : ''
  return [
    "default-src 'self'",
    `script-src ${scriptSources(backendUrl, boot, base)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${backend}`.trim(),
    `connect-src 'self' ${backend}`.trim(),
    "font-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ')
}

/**
 * Where scripts may come from: the boot script (by its hash) and the app's own files. On its own
 * origin, that origin ('self'). Under a path of the Frappe site (decision D32), 'self' would be the
 * whole site, with `/files/*.js` that any user of it can upload: there, only the app's asset path
 * on the site's origin (CSP paths need the origin with them).
 */
export function scriptSources(backendUrl: string | undefined, boot: Pick<BootScript, 'hash'>, base: string): string {
  const own = base !== '/' && backendUrl ? `${new URL(backendUrl).origin}${base}assets/` : "'self'"
  return `${own} ${boot.hash}`
}

/** Where the hosting templates in deploy/ hold the policy. */
export const POLICY_PLACEHOLDER = '{{CONTENT_SECURITY_POLICY}}'

/** The hosting templates (deploy/) and the file of the build each becomes, the policy filled in. */
const HOSTING_FILES = [
  ['deploy/_headers.example', '_headers'],
  ['deploy/nginx-security-headers.conf', 'nginx-security-headers.conf'],
] as const

/**
 * The policy as the pages' meta tag, and as HTTP headers in the files a host reads (`_headers`, and
 * an nginx snippet), written into the build itself: a deployed header can never hold another
 * build's hash. As a header the policy also forbids framing, which a meta tag cannot.
 */
export function securityHeaders(backendUrl: string | undefined, boot: BootScriptFor, base: string): Plugin {
  // (Made when asked: a build with a portal address that is not one stops first, and says why.)
  const policy = async (bundle: OutputBundle) => contentSecurityPolicy(backendUrl, await boot(bundle), base)
  return {
    name: 'traffic-dash:security-headers',
    apply: 'build',
    // (The pages' build: the prerender's server build has none.)
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transformIndexHtml: async (_html, { bundle }) => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: await policy(bundle!) }, injectTo: 'head-prepend' },
    ],
    async generateBundle(_options, bundle) {
      const built = await policy(bundle)
      for (const [template, fileName] of HOSTING_FILES) {
        const source = readFileSync(template, 'utf8').replaceAll(POLICY_PLACEHOLDER, `${built}; frame-ancestors 'none'`)
        this.emitFile({ type: 'asset', fileName, source })
      }
    },
  }
}
