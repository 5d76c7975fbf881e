import { http, HttpResponse, type HttpHandler } from 'msw'
import { getDb, type DemoUser } from './db'
import { applyLatency, faultResponse, frappeError } from './faults'
import { acceptedLanguage, siteLanguage, translate } from './translations'

/** Thrown inside a handler: becomes a Frappe error response. */
export class DemoError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly excType?: string,
  ) {
    super(message)
  }
}

export const mandatory = (doctype: string, label: string) =>
  new DemoError(417, `Error: Value missing for ${doctype}: ${label}`, 'MandatoryError')
export const forbidden = () =>
  new DemoError(403, 'You do not have enough permissions to access this resource.', 'PermissionError')
export const notFound = (doctype: string, name: string) =>
  new DemoError(404, `${doctype} ${name} not found`, 'DoesNotExistError')
export const invalid = (message: string) => new DemoError(417, message, 'ValidationError')

/** Every request the demo backend answered, for tests (method, path, query, body). */
export interface LoggedRequest {
  method: string
  path: string
  search: Record<string, string>
  body: unknown
  /** Whether the call carried an Authorization header (the token pair). */
  token: boolean
  /** Whether the call carried a `sid` cookie. */
  cookie: boolean
  /** Whom the call ran as (e-mail), or null for Guest / a refused token. */
  user: string | null
  /** The `_lang` the call carried where Frappe reads it (the JSON body of a JSON call, else the query or form), if any. */
  lang?: string
  /** The call's Accept-Language header, if any. */
  acceptLanguage?: string
}
let log: LoggedRequest[] = []
export function requestLog(): LoggedRequest[] {
  return log
}
export function clearRequestLog() {
  log = []
}

/**
 * A reset (demoControl.reset) ends the requests still on their way: one that arrived before it (held
 * by the latency, say) and is answered after it would otherwise run against the fresh seed, take a
 * fault armed after the reset and enter the new request log. It is dropped as a lost connection
 * instead, before it touches any of them.
 */
let generation = 0
export function dropRequestsInFlight() {
  generation += 1
}

export interface HandlerContext {
  request: Request
  url: URL
  params: Record<string, string>
  /** The parsed body: JSON, form fields (files as File), or {} */
  body: Record<string, unknown>
  /** The request's cookies (`sid`: the cookie session). */
  cookies: Record<string, string>
  /** The signed-in demo user (undefined only for public calls). */
  user: DemoUser
  /** The language the site answers this call in, and a text of the site in it (translations.ts). */
  lang: string
  _: (text: string) => string
}

type Resolver = (ctx: HandlerContext) => Response | Promise<Response>


/** The cookie session's user: Frappe runs a call as it whenever there is one (docs/frappe.md). */
function userFromSession(sid: string | undefined): DemoUser | undefined {
  const email = sid ? getDb().sessions?.[sid] : undefined
  return email ? getDb().users.find((u) => u.email === email) : undefined
}

function userFromAuthorization(header: string | null): DemoUser | undefined | 'wrong' {
  if (!header) return undefined
  const m = /^token ([^:\s]+):(\S+)$/.exec(header.trim())
  if (!m) return 'wrong'
  return getDb().users.find((u) => u.api_key === m[1] && u.api_secret === m[2]) ?? 'wrong'
}

async function readBody(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET' || request.method === 'DELETE') return {}
  const type = request.headers.get('content-type') ?? ''
  try {
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const form = await request.formData()
      const out: Record<string, unknown> = {}
      form.forEach((v, k) => (out[k] = v))
      return out
    }
    const text = await request.text()
    return text ? (JSON.parse(text) as Record<string, unknown>) : {}
  } catch {
    throw new DemoError(417, 'Could not read the request body', 'ValidationError')
  }
}

function decodeParams(params: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(params)) {
    const s = String(v)
    try {
      out[k] = decodeURIComponent(s)
    } catch {
      out[k] = s
    }
  }
  return out
}

/**
 * The `_lang` parameter as Frappe reads it, from the request's form_dict (frappe/app.py
 * make_form_dict): the JSON body of a JSON call, else the query string and the form fields.
 */
function langParameter(request: Request, url: URL, body: Record<string, unknown>): string | undefined {
  const isJson = (request.headers.get('content-type') ?? '').includes('application/json') && Object.keys(body).length > 0
  const value = isJson ? body._lang : (body._lang ?? url.searchParams.get('_lang'))
  return typeof value === 'string' && value !== '' ? value : undefined
}

/**
 * The language the site answers in, in Frappe's order (frappe/translate.py get_language): the
 * `_lang` parameter; for a signed-in user, the User's language (else the site's, English); for a
 * Guest, the Accept-Language header. A language the site has no translations for is English.
 */
function answerLanguage(param: string | undefined, user: DemoUser | undefined, request: Request): string {
  const asked = siteLanguage(param)
  if (asked) return asked
  if (user) return siteLanguage(user.language) ?? 'en'
  return acceptedLanguage(request.headers.get('accept-language')) ?? 'en'
}

/**
 * One demo endpoint: latency, fault injection, the token check (401 for a wrong token, 403 for
 * none, as Frappe does for a Guest), body parsing, and DemoError -> Frappe error body.
 */
export function endpoint(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  resolver: Resolver,
  opts: { public?: boolean } = {},
): HttpHandler {
  return http[method](path, async ({ request, params, cookies: jarred }) => {
    const url = new URL(request.url)
    // A browser sends no cookie with a call that omits credentials; MSW's own cookie jar adds the
    // cookies of earlier answers (a login's sid) to every request it handles, whatever they say.
    const cookies = request.credentials === 'omit' ? {} : jarred
    const arrived = generation
    await applyLatency()
    if (arrived !== generation) return HttpResponse.error()
    const fault = await faultResponse(url)
    if (fault) return fault
    let lang = 'en'
    try {
      const body = await readBody(request.clone())
      if (arrived !== generation) return HttpResponse.error()
      // As Frappe (validate_auth, validate_api_key_secret): the token is checked first, whatever
      // else the call carries (a wrong one is a 401); the call then runs as the cookie session's
      // user when there is one, and as the token's user otherwise (no cookie sent: the app's case).
      const byToken = userFromAuthorization(request.headers.get('authorization'))
      const found = byToken === 'wrong' ? byToken : (userFromSession(cookies.sid) ?? byToken)
      const asked = langParameter(request, url, body)
      lang = answerLanguage(asked, found === 'wrong' ? undefined : found, request)
      // `_lang` says how to answer; it is not one of the call's values (a record never stores it).
      delete body._lang
      const search = Object.fromEntries(url.searchParams)
      delete search._lang
      log.push({
        method: request.method,
        path: decodeURIComponent(url.pathname),
        search,
        body: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v instanceof File ? `[file ${v.name}]` : v])),
        token: request.headers.has('authorization'),
        cookie: cookies.sid !== undefined,
        user: found && found !== 'wrong' ? found.email : null,
        ...(asked ? { lang: asked } : {}),
        ...(request.headers.has('accept-language') ? { acceptLanguage: request.headers.get('accept-language') ?? '' } : {}),
      })
      if (found === 'wrong') throw new DemoError(401, 'Invalid API key or secret', 'AuthenticationError')
      if (!found && !opts.public) throw new DemoError(403, 'Not permitted. Please log in.', 'PermissionError')
      const answerIn = lang
      return await resolver({ request, url, params: decodeParams(params), body, cookies, user: found as DemoUser, lang, _: (text) => translate(text, answerIn) })
    } catch (error) {
      // The site's refusals and errors in the language it answers in.
      if (error instanceof DemoError) return frappeError(error.status, translate(error.message, lang), error.excType)
      return frappeError(500, translate('Internal Server Error', lang))
    }
  })
}

/** `{"message": value}`: the envelope of /api/method answers. */
export const message = (value: unknown) => HttpResponse.json({ message: value ?? null })
export const json = (value: Record<string, unknown>, status = 200) => HttpResponse.json(value, { status })

/** A query or body value as trimmed text ('' for none), as Frappe reads a form field. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : String(value).trim()
}

/** A query or body value that must be the user's own household (else 403). */
export function requireOwnHome(user: DemoUser, value: unknown, label = 'homeowner_address'): string {
  if (value === undefined || value === null || value === '') throw mandatory('request', label)
  if (value !== user.profile.homeowner_address) throw forbidden()
  return String(value)
}

export function requireOwnClub(user: DemoUser, value: unknown, label = 'club_member'): string {
  if (value === undefined || value === null || value === '') throw mandatory('request', label)
  if (value !== user.profile.club_member) throw forbidden()
  return String(value)
}
