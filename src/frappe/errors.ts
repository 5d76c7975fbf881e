/**
 * The one error type every backend call throws (docs/frappe.md, "Errors"). `refused`: a 200
 * answer that says no (`status: 'error'` at the top level or in `message`).
 */
export type FrappeErrorKind = 'http' | 'network' | 'timeout' | 'malformed' | 'refused'

export class FrappeError extends Error {
  readonly status: number
  readonly kind: FrappeErrorKind
  readonly excType: string | undefined
  /**
   * The server's specific text for the user, read from its body (docs/frappe.md's order);
   * undefined when it gave none or only a generic phrase ('Internal Server Error').
   */
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

/**
 * A FrappeError saved as JSON (a refused change kept for the next visit) comes back as a plain
 * object with its fields: made a FrappeError again, so that it says its reason as it did.
 */
export function revivedFrappeError(value: unknown): unknown {
  if (!value || typeof value !== 'object' || (value as { name?: unknown }).name !== 'FrappeError') return value
  const { status, kind, path, excType, userMessage } = value as Partial<Record<keyof FrappeError, unknown>>
  if (typeof status !== 'number' || typeof kind !== 'string' || typeof path !== 'string') return value
  return new FrappeError({
    status,
    kind: kind as FrappeErrorKind,
    path,
    excType: typeof excType === 'string' ? excType : undefined,
    userMessage: typeof userMessage === 'string' ? userMessage : undefined,
  })
}

/** What a failed action shows (D20): the action's own message, the server's specific text beneath it. */
export interface FailureText {
  title: string
  description?: string
}

/**
 * Decision D20, the one rule for every failed action: the action's own message (the product's text)
 * always shows; a specific server text (never a bare generic phrase) shows with it.
 */
export function failureText(error: unknown, action: string): FailureText {
  const server = isFrappeError(error) ? error.userMessage : undefined
  return server && server !== action ? { title: action, description: server } : { title: action }
}

/** Server text may hold HTML: keep only its text, never its markup (parsed inert, nothing loads). */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html.trim()
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, '').trim()
  const doc = new DOMParser().parseFromString(html, 'text/html')
  // Where the markup breaks a line (a paragraph, a line break), the words stay apart.
  for (const element of doc.body.querySelectorAll('br, p, div, li, tr, h1, h2, h3, h4, h5, h6')) element.after(' ')
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

/**
 * Phrases that say only that something failed: never the whole message (D20). In English and in
 * Spanish, the languages the site is asked to answer in (D31); compared without case or accents.
 */
const GENERIC = new Set(
  [
    'internal server error',
    'server error',
    'error',
    'unknown error',
    'an error occurred',
    'something went wrong',
    'bad request',
    'unauthorized',
    'forbidden',
    'not found',
    'request timeout',
    'request entity too large',
    'too many requests',
    'bad gateway',
    'service unavailable',
    'gateway timeout',
    'error interno del servidor',
    'error del servidor',
    'error desconocido',
    'ocurrió un error',
    'se produjo un error',
    'ha ocurrido un error',
    'algo salió mal',
    'solicitud incorrecta',
    'no autorizado',
    'prohibido',
    'no encontrado',
    'tiempo de espera agotado',
    'demasiadas solicitudes',
    'servicio no disponible',
  ].map((phrase) => plainKey(phrase)),
)

/** A phrase as GENERIC holds it: trimmed, lower case, without accents or a closing '.' or '!'. */
function plainKey(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[.!]+$/, '')
}

/** A text worth showing: not empty and not a generic phrase. */
export function specific(text: string | undefined): string | undefined {
  if (!text) return undefined
  const key = plainKey(text)
  return key && !GENERIC.has(key) ? text.trim() : undefined
}

/** A string `message`, or `message.message` (Server Scripts answer errors with a top-level message). */
export function readMessage(raw: unknown): string | undefined {
  if (typeof raw === 'string') return plainText(raw) || undefined
  if (raw && typeof raw === 'object' && 'message' in raw) {
    const inner = (raw as { message: unknown }).message
    return typeof inner === 'string' ? plainText(inner) || undefined : undefined
  }
  return undefined
}

/** `exception`: "frappe.exceptions.ValidationError: Guest already exists" -> the part after the first ': '. */
export function readException(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined
  const at = raw.indexOf(': ')
  if (at < 0) return undefined
  const text = plainText(raw.slice(at + 2))
  return text || undefined
}

/**
 * The user-facing text of a Frappe error body, in docs/frappe.md's order: `_server_messages`;
 * `_error_message` (permission errors; may hold HTML); a string `message` or `message.message`;
 * the text after the first ': ' of `exception`. Generic phrases do not count.
 */
export function readErrorBody(body: unknown): { excType?: string; userMessage?: string } {
  if (!body || typeof body !== 'object') return {}
  const b = body as Record<string, unknown>
  const excType = typeof b.exc_type === 'string' ? b.exc_type : undefined
  const candidates = [
    () => readServerMessages(b._server_messages),
    () => (typeof b._error_message === 'string' ? plainText(b._error_message) : undefined),
    () => readMessage(b.message),
    () => readException(b.exception),
  ]
  for (const read of candidates) {
    const text = specific(read())
    if (text) return { excType, userMessage: text }
  }
  return { excType }
}

/**
 * A 200 answer that says no (docs/frappe.md, "Success envelopes"): a top-level
 * `status: 'error'`, or `message.status: 'error'`. Undefined when the answer is not a refusal.
 */
export function refusalIn(body: unknown): { message: string | undefined } | undefined {
  if (!body || typeof body !== 'object') return undefined
  const b = body as Record<string, unknown>
  if (b.status === 'error') return { message: specific(readMessage(b.message)) }
  const m = b.message
  if (m && typeof m === 'object' && (m as Record<string, unknown>).status === 'error') {
    return { message: specific(readMessage(m)) }
  }
  return undefined
}

/** Throws the refusal a 200 answer carries (kind 'refused', the server's text as userMessage). */
export function throwIfRefused(body: unknown, path: string): void {
  const refusal = refusalIn(body)
  if (refusal) throw new FrappeError({ status: 200, kind: 'refused', path, userMessage: refusal.message })
}
