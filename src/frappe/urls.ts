import { frappeBaseUrl } from '../config'

/**
 * A server path or URL that may become a `src`/`href`: only http(s), or a path on the backend
 * (base address plus the path: Frappe gives user_image as a path such as /files/...). Anything else (javascript:,
 * data:, protocol-relative) gives undefined.
 */
export function safeServerUrl(value: string | null | undefined): string | undefined {
  if (!value || typeof value !== 'string') return undefined
  const v = value.trim()
  if (v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\')) return frappeBaseUrl() + v
  try {
    const url = new URL(v)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}

/**
 * The path of a server file on the Frappe site itself (`/files/...`, `/private/files/...`, or a
 * URL of the site's origin), fetched with the token; undefined for anything else.
 */
export function portalFilePath(value: string | null | undefined): string | undefined {
  const src = safeServerUrl(value)
  if (!src) return undefined
  const url = new URL(src)
  return url.origin === new URL(frappeBaseUrl()).origin ? url.pathname + url.search : undefined
}
