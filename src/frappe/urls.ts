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

/** The paths under which a Frappe site serves uploaded files: public, and private (its owner only). */
const FILE_PATHS = ['/files/', '/private/files/']

export type ImageSource = { file: string } | { url: string }

/**
 * Where a server image (`user_image`) comes from: a file of the Frappe site (`/files/...`,
 * `/private/files/...`, as a path or a URL of the site's origin), fetched with the token (`file`);
 * or an http(s) image elsewhere, used as it is (`url`). Any other path on the site (an
 * `/api/method/...`) is no image: a GET to it carrying the token would run that method.
 */
export function imageSource(value: string | null | undefined): ImageSource | undefined {
  const src = safeServerUrl(value)
  if (!src) return undefined
  const url = new URL(src)
  if (url.origin !== new URL(frappeBaseUrl()).origin) return { url: src }
  return FILE_PATHS.some((p) => url.pathname.startsWith(p)) ? { file: url.pathname + url.search } : undefined
}
