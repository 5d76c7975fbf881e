/** Build-time settings (decisions D1, D2, D7). */
const configuredUrl = (import.meta.env.VITE_FRAPPE_URL ?? '').trim().replace(/\/+$/, '')

/** True when no backend is configured: the embedded demo backend answers in the browser. */
export const DEMO_MODE = configuredUrl === ''

/** The Frappe site's base address; in demo mode the page's own origin (the service worker answers). */
export function frappeBaseUrl(): string {
  return configuredUrl || window.location.origin
}

/** `{product}` of product-spec.md. */
export const PRODUCT = import.meta.env.VITE_PRODUCT?.trim() || 'aviepros'

export const APP_STORE_URL =
  import.meta.env.VITE_APP_STORE_URL?.trim() || 'https://apps.apple.com/us/search?term=traffic%20dash'
export const PLAY_STORE_URL =
  import.meta.env.VITE_PLAY_STORE_URL?.trim() ||
  'https://play.google.com/store/search?q=traffic%20dash&c=apps'

/** Section 9 constants. Mutable only so tests can shorten the time-out. */
export const settings = {
  requestTimeoutMs: 30_000,
}

export const REDIRECT_AFTER_LOGIN_MS = 1000
export const REDIRECT_AFTER_RESET_MS = 300
export const REDIRECT_AFTER_FORGOT_MS = 1000
