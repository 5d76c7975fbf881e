import { delay, HttpResponse } from 'msw'

/** What an injected fault does to a matching request. */
export type Fault =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | 'network'
  | 'timeout'
  | 'malformed'
  | 'empty'

interface Armed {
  path: string
  fault: Fault
  remaining: number
}

const EXC_BY_STATUS: Record<number, [string, string]> = {
  400: ['CSRFTokenError', 'Invalid Request'],
  401: ['AuthenticationError', ''],
  403: ['PermissionError', 'You do not have enough permissions to complete the action'],
  404: ['DoesNotExistError', 'The record you asked for was not found'],
  409: ['DuplicateEntryError', 'A record with these details already exists'],
  413: ['RequestEntityTooLarge', 'Request Entity Too Large'],
  417: ['ValidationError', 'The server could not accept these details'],
  429: ['TooManyRequestsError', 'Too many requests. Please wait a moment and try again.'],
  500: ['Exception', 'Internal Server Error'],
}

/**
 * Which Frappe the fake plays (docs/frappe.md, "Errors"): v15 sends `exception` and the
 * traceback `exc` to everyone (allow_error_traceback on, the default); v16 only to system users,
 * so our residents (website users) get none. 404s never carry them.
 */
let frappeVersion: 15 | 16 = 15
export function setFrappeVersion(version: 15 | 16) {
  frappeVersion = version
}

const serverMessages = (texts: string[]) =>
  JSON.stringify(texts.map((message) => JSON.stringify({ message, title: 'Message', indicator: 'red' })))

/** `exception` and `exc`, as the contract says when they are sent. */
function exceptionKeys(status: number, type: string, text: string): Record<string, string> {
  if (frappeVersion === 16 || status === 404) return {}
  const exception = text ? `frappe.exceptions.${type}: ${text}` : `frappe.exceptions.${type}`
  return { exception, exc: JSON.stringify([`Traceback (most recent call last):\n  ...\n${exception}\n`]) }
}

/**
 * A Frappe error body (docs/frappe.md), keys present only when they apply:
 * - 401 AuthenticationError: no message text at all;
 * - 403 PermissionError: the text in `_error_message`, no `_server_messages`;
 * - others: `_server_messages` (one entry per text) and, on v15, `exception` with the first text.
 */
export function frappeErrorBody(status: number, message?: string | string[], excType?: string): Record<string, string> {
  const [defaultType, defaultMessage] = EXC_BY_STATUS[status] ?? ['Exception', 'Server error']
  const type = excType ?? defaultType
  if (type === 'AuthenticationError' || status === 401) return { exc_type: type, ...exceptionKeys(status, type, '') }
  const texts = (Array.isArray(message) ? message : [message ?? defaultMessage]).filter((t) => t !== '')
  if (type === 'PermissionError' || status === 403) {
    return { exc_type: type, ...exceptionKeys(status, type, ''), _error_message: texts.join(' ') }
  }
  const detail = type === 'MandatoryError' ? texts.map((t) => t.replace(/^.*: /, '')).join(', ') : (texts[0] ?? '')
  return { exc_type: type, ...exceptionKeys(status, type, detail), ...(texts.length ? { _server_messages: serverMessages(texts) } : {}) }
}

/** Other bodies a real site sends, for fault injection (`fail(path, { status, body })`). */
export const frappeBodies = {
  /** A Server Script's own error answer: a top-level `message` (status 417 or 400). */
  serverScript: (message: string) => ({ message }),
  /** A permission error as Frappe sends it: `_error_message` only (it may hold HTML). */
  permission: (html: string) => ({ exc_type: 'PermissionError', _error_message: html }),
  /** Only `exception` (v15 for a system user, no message log). */
  exceptionOnly: (type: string, text: string) => ({ exc_type: type, exception: `frappe.exceptions.${type}: ${text}` }),
  /** A refusal inside a 200: top-level `status: 'error'`. */
  refusal: (message: string) => ({ status: 'error', message }),
  /** A refusal inside a 200: `message.status: 'error'`. */
  messageRefusal: (message: string) => ({ message: { status: 'error', message } }),
}

export function frappeError(status: number, message?: string | string[], excType?: string) {
  const headers: Record<string, string> = status === 429 ? { 'Retry-After': '30' } : {}
  return HttpResponse.json(frappeErrorBody(status, message, excType), { status, headers })
}

let armed: Armed[] = []

/** Arm a fault: the next `times` requests whose path contains `path` get it (Infinity: every one). */
export function fail(path: string, fault: Fault, times = 1) {
  armed.push({ path, fault, remaining: times })
}

export function clearFaults() {
  armed = []
  frappeVersion = 15
}

function matches(url: URL, path: string): boolean {
  let decoded = url.pathname
  try {
    decoded = decodeURIComponent(url.pathname)
  } catch {
    // keep the raw path
  }
  return decoded.includes(path) || url.pathname.includes(path) || (url.pathname + url.search).includes(path)
}

/** The response an armed fault gives this request, if any. */
export async function faultResponse(url: URL): Promise<Response | undefined> {
  const hit = armed.find((a) => a.remaining > 0 && matches(url, a.path))
  if (!hit) return undefined
  hit.remaining -= 1
  armed = armed.filter((a) => a.remaining > 0)
  const f = hit.fault
  if (f === 'network') return HttpResponse.error()
  if (f === 'timeout') {
    await delay('infinite')
    return HttpResponse.error()
  }
  if (f === 'malformed')
    return new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
      status: 200,
      headers: { 'Content-Type': 'text/html' },
    })
  if (f === 'empty') return HttpResponse.json({})
  if (f.status === 413) return new HttpResponse('Request Entity Too Large', { status: 413 })
  const body = f.body ?? frappeErrorBody(f.status)
  const retry: Record<string, string> = f.status === 429 ? { 'Retry-After': '30' } : {}
  return HttpResponse.json(body as Record<string, unknown>, { status: f.status, headers: { ...retry, ...f.headers } })
}

/** Latency: a fixed number of ms, or the browser demo's realistic 150-400 ms. */
let latencyMs: number | 'realistic' = 0
export function setLatency(ms: number | 'realistic') {
  latencyMs = ms
}
export async function applyLatency() {
  const ms = latencyMs === 'realistic' ? 150 + Math.round(Math.random() * 250) : latencyMs
  if (ms > 0) await delay(ms)
}
