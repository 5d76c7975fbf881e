export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/

/**
 * Only a path on this origin may be a place to return to after signing in: what the browser's own
 * URL parser (`new URL(target, location.origin)`) keeps on this origin, with no control characters
 * (the parser drops tabs and line breaks, so `/\t/evil.com` would become `//evil.com`, another
 * host). Returns the parsed path, search and hash; the login page itself (`/`) is no target.
 */
export function safeRedirect(target: string | undefined): string | undefined {
  if (!target || !target.startsWith('/') || CONTROL_CHARACTERS.test(target)) return undefined
  let url: URL
  try {
    url = new URL(target, window.location.origin)
  } catch {
    return undefined
  }
  if (url.origin !== window.location.origin || url.pathname === '/') return undefined
  return url.pathname + url.search + url.hash
}
