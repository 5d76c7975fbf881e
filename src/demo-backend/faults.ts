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
  401: ['AuthenticationError', 'Session expired. Please log in again.'],
  403: ['PermissionError', 'You do not have enough permissions to complete the action'],
  404: ['DoesNotExistError', 'The record you asked for was not found'],
  409: ['DuplicateEntryError', 'A record with these details already exists'],
  413: ['RequestEntityTooLarge', 'Request Entity Too Large'],
  417: ['ValidationError', 'The server could not accept these details'],
  429: ['TooManyRequestsError', 'Too many requests. Please wait a moment and try again.'],
  500: ['Exception', 'Internal Server Error'],
}

/** A Frappe error body (frappe-contract.md): exc_type, exception, _server_messages. */
export function frappeErrorBody(status: number, message?: string, excType?: string) {
  const [defaultType, defaultMessage] = EXC_BY_STATUS[status] ?? ['Exception', 'Server error']
  const type = excType ?? defaultType
  const text = message ?? defaultMessage
  return {
    exc_type: type,
    exception: `frappe.exceptions.${type}: ${text}`,
    _server_messages: JSON.stringify([JSON.stringify({ message: text, indicator: 'red' })]),
  }
}

export function frappeError(status: number, message?: string, excType?: string) {
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
