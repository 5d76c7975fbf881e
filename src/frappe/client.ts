import ky from 'ky'
import { frappeBaseUrl, PRODUCT, REQUEST_TIMEOUT_MS } from '../config'
import { FrappeError, readErrorBody } from './errors'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface CallOptions {
  searchParams?: Record<string, string | number>
  json?: unknown
  body?: FormData
  signal?: AbortSignal
}

/** Paths of the three kinds of Frappe methods (docs/frappe.md, "Names"). */
export const paths = {
  /** Whitelisted python method of the app: merak_hotel_security.{product}.<name> */
  app: (name: string) => `/api/method/merak_hotel_security.${PRODUCT}.${name}`,
  /** Server Script API: {product}-<name> */
  script: (name: string) => `/api/method/${PRODUCT}-${name}`,
  /** Any other method, as named. */
  method: (name: string) => `/api/method/${name}`,
  /** /api/resource/<Doctype>[/<name>], both URL-encoded. */
  resource: (doctype: string, name?: string) =>
    `/api/resource/${encodeURIComponent(doctype)}${name === undefined ? '' : `/${encodeURIComponent(name)}`}`,
}

/** The API key pair every call sends (`Authorization: token <apiKey>:<apiSecret>`). */
export interface AuthTokens {
  apiKey: string
  apiSecret: string
}

/**
 * Where the client reads the signed-in user's tokens from: none until an app plugs its session in.
 * Module state because it is one per page: one session per browser (D32), so one app's at a time.
 */
let tokenSource: (() => AuthTokens | null) | undefined

/**
 * The client's hook for the session: the app's start-up hands it the one session store's tokens,
 * read at each call, and unplugs it when the app is disposed (returned function). The client knows
 * nothing else about sessions.
 */
export function authorizeWith(source: () => AuthTokens | null): () => void {
  tokenSource = source
  return () => {
    if (tokenSource === source) tokenSource = undefined
  }
}

/**
 * The language the UI speaks, for the site to answer in (D31): the page's `<html lang>`, which
 * src/i18n sets on every change and the boot script before the first paint. Read from the page, so
 * that a call made before the catalogues have loaded (a sign-in held before the app loaded) has it.
 */
function uiLanguage(): string | undefined {
  return (typeof document !== 'undefined' && document.documentElement.lang) || undefined
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof FormData)

/**
 * A call that tells the site which language to answer in (D31), where Frappe reads it first: its
 * `_lang` parameter, taken from the request's form_dict, which is the JSON body of a JSON call and
 * the query string and form fields otherwise (frappe/app.py, make_form_dict). It wins over the
 * User's own language, so the refusals and reasons the site writes come in the UI's language.
 */
function withLanguage(opts: CallOptions): CallOptions {
  const lang = uiLanguage()
  if (!lang) return opts
  if (isPlainObject(opts.json)) return { ...opts, json: { ...opts.json, _lang: lang } }
  if (opts.body) {
    // A copy: the caller's form is left as it was (a retry sends it again).
    const body = new FormData()
    opts.body.forEach((value, key) => (typeof value === 'string' ? body.append(key, value) : body.append(key, value, value.name)))
    body.append('_lang', lang)
    return { ...opts, body }
  }
  return { ...opts, searchParams: { ...opts.searchParams, _lang: lang } }
}

function headersFor(hasBody: 'json' | 'form' | 'none'): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (hasBody === 'json') headers['Content-Type'] = 'application/json'
  const tokens = tokenSource?.() ?? null
  if (tokens) headers.Authorization = `token ${tokens.apiKey}:${tokens.apiSecret}`
  // Before sign-in (login, forgotten or reset password) Frappe also reads the browser's
  // Accept-Language for a Guest: it says the same as `_lang`.
  const lang = uiLanguage()
  if (!tokens && lang) headers['Accept-Language'] = lang
  // No cookie is read or forwarded: an XSRF-TOKEN cookie of this origin copied into a header to
  // the Frappe origin would leak it there (axios CVE-2023-45857), and Frappe ignores it anyway.
  return headers
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: {} }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

/**
 * Runs a call under one deadline of REQUEST_TIMEOUT_MS, its answer's body included: ky's own
 * time-out ends when the headers arrive, and a body that stalls after them (a dropped line behind
 * a proxy) would keep a dialog busy, or a list loading, for ever. Past the deadline the call fails
 * as a time-out; the caller's own signal still cancels it.
 */
async function withDeadline<T>(path: string, signal: AbortSignal | undefined, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const deadline = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    deadline.abort()
  }, REQUEST_TIMEOUT_MS)
  const cancel = () => {
    clearTimeout(timer)
    deadline.abort(signal?.reason)
  }
  if (signal?.aborted) cancel()
  else signal?.addEventListener('abort', cancel, { once: true })
  try {
    return await run(deadline.signal)
  } catch (error) {
    if (timedOut) throw new FrappeError({ status: 0, kind: 'timeout', path })
    throw error
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', cancel)
  }
}

/**
 * An answer's body, read until `signal` aborts: not every fetch stops reading a body already under
 * way when its signal aborts (what is read is then dropped).
 */
function readBody<T>(response: Response, read: (response: Response) => Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = () => {
      reject(signal.reason)
      response.body?.cancel().catch(() => undefined)
    }
    if (signal.aborted) return stop()
    signal.addEventListener('abort', stop, { once: true })
    read(response)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', stop))
  })
}

/** Sends one request to the Frappe site: the answer of any status, or a FrappeError when none came. */
async function send(method: HttpMethod, path: string, opts: CallOptions): Promise<Response> {
  const { searchParams, json, body, signal } = opts
  try {
    return await ky(frappeBaseUrl() + path, {
      method,
      searchParams,
      json,
      body,
      signal,
      headers: headersFor(json !== undefined ? 'json' : body ? 'form' : 'none'),
      // The token is the only identity (decision D26): with cookies, a Frappe desk session of
      // another user in this browser (portal and site on one parent domain) would win over the
      // token, and every call would run as that user. Frappe then never sees a `sid` cookie.
      credentials: 'omit',
      // Never from, nor into, the browser's HTTP cache: a site may let browsers keep an answer for
      // a minute (Frappe marks some methods so, the notifications among them), and the cache knows
      // answers by their address only, not by whose token asked: the next resident at a shared
      // tablet would get the last one's. What is kept is the app's, per user (the query cache).
      cache: 'no-store',
      // The call's deadline covers its body too (withDeadline).
      timeout: false,
      retry: 0,
      throwHttpErrors: false,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new FrappeError({ status: 0, kind: 'network', path })
  }
}

/**
 * One call to the Frappe site. Resolves with the parsed JSON body of a 2xx answer; throws a
 * FrappeError for everything else (HTTP error, network down, time-out, a body that is not JSON).
 */
export function call(method: HttpMethod, path: string, opts: CallOptions = {}): Promise<unknown> {
  return withDeadline(path, opts.signal, async (signal) => {
    const response = await send(method, path, withLanguage({ ...opts, signal }))
    let text: string
    try {
      text = await readBody(response, (r) => r.text(), signal)
    } catch (error) {
      if (opts.signal?.aborted) throw error
      throw new FrappeError({ status: response.status, kind: 'network', path })
    }
    const parsed = parseJson(text)
    if (!response.ok) {
      const { excType, userMessage } = parsed.ok ? readErrorBody(parsed.value) : {}
      throw new FrappeError({ status: response.status, kind: 'http', path, excType, userMessage })
    }
    if (!parsed.ok) throw new FrappeError({ status: response.status, kind: 'malformed', path })
    return parsed.value
  })
}

/** A file on the Frappe site (a private one needs the token), as a Blob; throws a FrappeError otherwise. */
export function fetchFile(path: string, signal?: AbortSignal): Promise<Blob> {
  return withDeadline(path, signal, async (signal) => {
    const response = await send('GET', path, { signal })
    if (!response.ok) throw new FrappeError({ status: response.status, kind: 'http', path })
    try {
      return await readBody(response, (r) => r.blob(), signal)
    } catch {
      throw new FrappeError({ status: response.status, kind: 'network', path })
    }
  })
}

/** An answer that lacks what the caller needs: treated like a body that is not JSON. */
export function malformed(path: string): FrappeError {
  return new FrappeError({ status: 200, kind: 'malformed', path })
}

export const frappe = {
  get: (path: string, searchParams?: CallOptions['searchParams'], opts?: CallOptions) =>
    call('GET', path, { ...opts, searchParams }),
  post: (path: string, json?: unknown, opts?: CallOptions) => call('POST', path, { ...opts, json: json ?? {} }),
  put: (path: string, json: unknown, opts?: CallOptions) => call('PUT', path, { ...opts, json }),
  delete: (path: string, opts?: CallOptions) => call('DELETE', path, opts),
  upload: (path: string, body: FormData, opts?: CallOptions) => call('POST', path, { ...opts, body }),
}
