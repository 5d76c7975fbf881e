import type { Plugin } from 'vite'

/**
 * Decision D27: VITE_BASE_PATH, the path the app is hosted under ('/portal' -> '/portal/'),
 * default '/'. Letters, digits, '-', '_' and '/' only: it goes into addresses, the manifest and a
 * pattern of the service worker.
 */
export function basePath(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/^\/+|\/+$/g, '')
  if (!trimmed) return '/'
  if (!/^[\w-]+(\/[\w-]+)*$/.test(trimmed)) throw new Error(`VITE_BASE_PATH (${value}) may hold only letters, digits, '-', '_' and '/'`)
  return `/${trimmed}/`
}

/** `npm run build:demo` (scripts/build.mjs --demo): the build with the in-browser demo backend. */
export const DEMO_BUILD_MODE = 'demo'

/**
 * Decision D28: a demo build is asked for by name, and a build for residents needs the portal's
 * https address (http only for localhost and 127.0.0.1, a portal on this machine). Otherwise a
 * forgotten VITE_FRAPPE_URL would silently give residents the demo (their entries going to a
 * fake backend in their browser), and an http:// one would carry their tokens in clear.
 */
export function portalAddressProblem(backendUrl: string | undefined, mode: string): string | undefined {
  if (mode === DEMO_BUILD_MODE)
    return backendUrl ? `The demo build (npm run build:demo) has no portal: unset VITE_FRAPPE_URL (${backendUrl}).` : undefined
  const hint = 'Set VITE_FRAPPE_URL to the Frappe site, e.g. VITE_FRAPPE_URL=https://portal.example npm run build; npm run build:demo builds the demo.'
  if (!backendUrl) return `VITE_FRAPPE_URL is not set. ${hint}`
  let url: URL
  try {
    url = new URL(backendUrl)
  } catch {
    return `VITE_FRAPPE_URL (${backendUrl}) is not an address. ${hint}`
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname))) return undefined
  return `VITE_FRAPPE_URL (${backendUrl}) must start with https:// (http:// only for localhost and 127.0.0.1): the residents' tokens would travel in clear.`
}

/**
 * Decision D21: the site's time zone, when set, is one the browser knows (an IANA name). A misspelt
 * one would leave each browser on its own zone without a word, and a resident away from the site
 * would send cut-offs and ends for the wrong day.
 */
function siteTimeZoneProblem(zone: string | undefined): string | undefined {
  if (!zone) return undefined
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return undefined
  } catch {
    return `VITE_SITE_TIMEZONE (${zone}) is not a time zone: set the site's own, from its System Settings, as an IANA name such as America/New_York.`
  }
}

/** Stops a build whose portal address or site time zone would mislead residents (above). */
export function portalAddressRequired(backendUrl: string | undefined, mode: string, siteZone?: string): Plugin {
  return {
    name: 'traffic-dash:portal-address',
    apply: 'build',
    configResolved() {
      const problem = portalAddressProblem(backendUrl, mode) ?? siteTimeZoneProblem(siteZone)
      if (problem) throw new Error(problem)
    },
  }
}
