/** The one error type every backend call throws (frappe-contract.md, "Errors"). */
export type FrappeErrorKind = 'http' | 'network' | 'timeout' | 'malformed'

export class FrappeError extends Error {
  readonly status: number
  readonly kind: FrappeErrorKind
  readonly excType: string | undefined
  /** The message meant for the user, read from the server's body; undefined when it gave none. */
  readonly userMessage: string | undefined
  /** The API path that failed (never the query string: it may hold tokens). */
  readonly path: string

  constructor(opts: {
    status: number
    kind: FrappeErrorKind
    path: string
    excType?: string
    userMessage?: string
  }) {
    super(opts.userMessage ?? `${opts.kind} error ${opts.status} on ${opts.path}`)
    this.name = 'FrappeError'
    this.status = opts.status
    this.kind = opts.kind
    this.path = opts.path
    this.excType = opts.excType
    this.userMessage = opts.userMessage
  }
}

export function isFrappeError(error: unknown): error is FrappeError {
  return error instanceof FrappeError
}

/** The server's message for the user, or the given fallback. */
export function messageOr(error: unknown, fallback: string): string {
  return (isFrappeError(error) && error.userMessage) || fallback
}

/** Server text may hold HTML: keep only its text, never its markup (parsed inert, nothing loads). */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html.trim()
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, '').trim()
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/** `_server_messages`: a JSON string holding a list of JSON strings, each with `message`. */
export function readServerMessages(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw === '') return undefined
  try {
    const outer: unknown = JSON.parse(raw)
    if (!Array.isArray(outer)) return undefined
    const texts = outer
      .map((item) => {
        const inner: unknown = typeof item === 'string' ? JSON.parse(item) : item
        if (inner && typeof inner === 'object' && 'message' in inner) {
          const msg = (inner as { message: unknown }).message
          return typeof msg === 'string' ? plainText(msg) : undefined
        }
        return typeof inner === 'string' ? plainText(inner) : undefined
      })
      .filter((t): t is string => !!t)
    return texts.length ? texts.join(' ') : undefined
  } catch {
    return undefined
  }
}

/** `exception`: "frappe.exceptions.ValidationError: Guest already exists" -> the part after the first ': '. */
export function readException(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined
  const at = raw.indexOf(': ')
  if (at < 0) return undefined
  const text = plainText(raw.slice(at + 2))
  return text || undefined
}

/** The user-facing message of a Frappe error body: `_server_messages` first, then `exception`. */
export function readErrorBody(body: unknown): { excType?: string; userMessage?: string } {
  if (!body || typeof body !== 'object') return {}
  const b = body as Record<string, unknown>
  const excType = typeof b.exc_type === 'string' ? b.exc_type : undefined
  const userMessage = readServerMessages(b._server_messages) ?? readException(b.exception)
  return { excType, userMessage }
}
