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

export type ImageSource = { file: string } | { url: string }

/**
 * Where a server image (`user_image`) comes from:
 * - a private file of the Frappe site (`/private/files/...`, as a path or a URL of the site's
 *   origin): fetched with the token (`file`), as only its owner may read it;
 * - a public file of the site (`/files/...`) or an http(s) image elsewhere: used as it is (`url`).
 *   Anyone may read a public file, and the site serves it outside its own app (its web server, or
 *   the static-file middleware in development), without the CORS headers a fetch from another
 *   origin needs: an <img> needs none.
 * Any other path on the site (an `/api/method/...`) is no image: a GET to it carrying the token
 * would run that method.
 */
export function imageSource(value: string | null | undefined): ImageSource | undefined {
  const src = safeServerUrl(value)
  if (!src) return undefined
  const url = new URL(src)
  if (url.origin !== new URL(frappeBaseUrl()).origin) return { url: src }
  // A file's address on the site is its path alone. Frappe reads a `?cmd=<method>` before it looks
  // at the path, so a query kept on a site address would run that method (with the token, for a
  // private file; with the browser's cookies, for an <img>).
  if (url.pathname.startsWith('/files/')) return { url: url.origin + url.pathname }
  return url.pathname.startsWith('/private/files/') ? { file: url.pathname } : undefined
}
