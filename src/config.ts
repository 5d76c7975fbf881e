/** Build-time settings (decisions D1, D2, D7). */
const configuredUrl = (import.meta.env.VITE_FRAPPE_URL ?? '').trim().replace(/\/+$/, '')

/** True when no backend is configured: the embedded demo backend answers in the browser. */
export const DEMO_MODE = configuredUrl === ''

/** The Frappe site's base address; in demo mode the page's own origin (the service worker answers). */
export function frappeBaseUrl(): string {
  return configuredUrl || window.location.origin
}

/**
 * Decision D27: the app's path on its host, '/' or for example '/portal/' (Vite's base, set by
 * VITE_BASE_PATH): hosted on the Frappe site itself under a path, same origin, as Frappe's own
 * front ends are. The router's basepath, the manifest's scope and the service worker's follow it.
 */
export const BASE_PATH: string = import.meta.env.BASE_URL || '/'

/** A path of the page's address as the router sees it (without BASE_PATH). */
export function routerPath(pathname: string): string {
  return BASE_PATH !== '/' && pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length - 1) : pathname
}

/** The namespace of the site's methods (`{product}-fetch-guests`, ...). */
export const PRODUCT = import.meta.env.VITE_PRODUCT?.trim() || 'aviepros'

export const APP_STORE_URL = import.meta.env.VITE_APP_STORE_URL?.trim() || 'https://apps.apple.com/us/search?term=traffic%20dash'
export const PLAY_STORE_URL = import.meta.env.VITE_PLAY_STORE_URL?.trim() || 'https://play.google.com/store/search?q=traffic%20dash&c=apps'

/** A setting from the build's environment, or its default. */
const setting = (value: string | undefined, fallback: string) => value?.trim() || fallback

/** The browser's own IANA time zone. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

function validTimeZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return zone
  } catch {
    return undefined
  }
}

let siteZone: string | undefined

/**
 * Decision D21: the Frappe site's time zone (its System Settings), an IANA name such as
 * 'America/New_York'. Frappe stores and compares datetimes in it, so every cut-off and stamp the
 * app sends is computed there. Default: the browser's zone. Worked out on first use, not when this
 * module loads: the first Intl formatter of a page is costly on a slow tablet, and this
 * module loads with the sign-in page, while the resident types. Kept for the page's life: neither
 * the build's setting nor the browser's zone changes while it runs.
 */
export function siteTimeZone(): string {
  siteZone ??= validTimeZone(import.meta.env.VITE_SITE_TIMEZONE?.trim()) ?? browserTimeZone()
  return siteZone
}

/** The community's or club's name, printed on visitor passes under the brand (default: none). */
export const COMMUNITY_NAME = setting(import.meta.env.VITE_COMMUNITY_NAME, '')

/**
 * Decision D25: the incident doctype and its field names (defaults: the product's names), from the
 * build's environment. Another deployment calls them 'Aviepros Incident Reports' with
 * incident_description.
 */
export function incidentNames() {
  return {
    doctype: setting(import.meta.env.VITE_INCIDENT_DOCTYPE, 'Incident Reports'),
    subject: setting(import.meta.env.VITE_INCIDENT_NAME_FIELD, 'incident_name'),
    type: setting(import.meta.env.VITE_INCIDENT_TYPE_FIELD, 'incident_type'),
    summary: setting(import.meta.env.VITE_INCIDENT_SUMMARY_FIELD, 'incident_summary'),
    submittedBy: setting(import.meta.env.VITE_INCIDENT_SUBMITTED_BY_FIELD, 'submitted_by'),
    submittedAt: setting(import.meta.env.VITE_INCIDENT_SUBMITTED_AT_FIELD, 'submitted_at'),
  }
}

/** The HTTP time-out (D7): a call the site has not answered by then fails. */
export const REQUEST_TIMEOUT_MS = 30_000

export const REDIRECT_AFTER_LOGIN_MS = 1000
export const REDIRECT_AFTER_RESET_MS = 300
export const REDIRECT_AFTER_FORGOT_MS = 1000
