import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../src/demo-backend/node'
import { fetchFile, frappe, paths } from '../src/frappe/client'
import { failureText, FrappeError, plainText, refusalIn, readErrorBody, readException, readServerMessages } from '../src/frappe/errors'
import { imageSource, safeServerUrl } from '../src/frappe/urls'
import { stillClock } from './clock'
import { signInClient } from './render-app'

const serverMessages = (...messages: string[]) => JSON.stringify(messages.map((message) => JSON.stringify({ message })))

async function failure(promise: Promise<unknown>): Promise<FrappeError> {
  try {
    await promise
  } catch (e) {
    if (e instanceof FrappeError) return e
    throw e
  }
  throw new Error('expected a failure')
}

describe('reading Frappe error bodies', () => {
  it('reads _server_messages (JSON twice over) first', () => {
    expect(readServerMessages(serverMessages('Guest already exists'))).toBe('Guest already exists')
    expect(
      readErrorBody({
        exc_type: 'ValidationError',
        exception: 'frappe.exceptions.ValidationError: Other text',
        _server_messages: serverMessages('Guest already exists'),
      }),
    ).toEqual({ excType: 'ValidationError', userMessage: 'Guest already exists' })
  })

  it("then the text after the first ': ' of exception", () => {
    expect(readException('frappe.exceptions.ValidationError: Time: 10:00 is not allowed')).toBe('Time: 10:00 is not allowed')
    expect(readErrorBody({ exception: 'frappe.exceptions.ValidationError: Bad date' }).userMessage).toBe('Bad date')
  })

  it('gives nothing for bodies without a message, so the caller falls back', () => {
    expect(readErrorBody({}).userMessage).toBeUndefined()
    expect(readErrorBody('oops').userMessage).toBeUndefined()
    expect(readServerMessages('not json')).toBeUndefined()
    expect(failureText(new Error('x'), 'Fallback')).toEqual({ title: 'Fallback' })
  })

  it('reads, in order: _server_messages, _error_message (as text), message or message.message, exception', () => {
    const all = {
      _server_messages: serverMessages('From server messages'),
      _error_message: '<b>From</b> error message',
      message: 'From message',
      exception: 'frappe.exceptions.ValidationError: From exception',
    }
    expect(readErrorBody(all).userMessage).toBe('From server messages')
    expect(readErrorBody({ ...all, _server_messages: undefined }).userMessage).toBe('From error message')
    expect(readErrorBody({ ...all, _server_messages: undefined, _error_message: undefined }).userMessage).toBe('From message')
    expect(readErrorBody({ message: { message: 'Nested message' }, exception: all.exception }).userMessage).toBe('Nested message')
    expect(readErrorBody({ exception: all.exception }).userMessage).toBe('From exception')
  })

  it('never takes a generic phrase as the text: the next source, or none', () => {
    expect(readErrorBody({ _server_messages: serverMessages('Internal Server Error') }).userMessage).toBeUndefined()
    expect(readErrorBody({ exception: 'frappe.exceptions.AuthenticationError' }).userMessage).toBeUndefined()
    expect(
      readErrorBody({ _server_messages: serverMessages('Internal Server Error'), exception: 'pymysql.err.OperationalError: Lost connection' })
        .userMessage,
    ).toBe('Lost connection')
  })

  it('nor a generic phrase in Spanish, the other language the site answers in (with or without accents)', () => {
    expect(readErrorBody({ _server_messages: serverMessages('Error interno del servidor') }).userMessage).toBeUndefined()
    expect(readErrorBody({ _server_messages: serverMessages('Algo salio mal.') }).userMessage).toBeUndefined()
    expect(readErrorBody({ _server_messages: serverMessages('Ocurrió un error') }).userMessage).toBeUndefined()
    expect(readErrorBody({ _server_messages: serverMessages('La invitada ya existe') }).userMessage).toBe('La invitada ya existe')
  })

  it('finds refusals inside a 200: top-level status or message.status', () => {
    expect(refusalIn({ status: 'error', message: 'No such user' })).toEqual({ message: 'No such user' })
    expect(refusalIn({ message: { status: 'error', message: 'Already invited' } })).toEqual({ message: 'Already invited' })
    expect(refusalIn({ message: { status: 'error' } })).toEqual({ message: undefined })
    expect(refusalIn({ message: { status: 'success', message: 'Done' } })).toBeUndefined()
    expect(refusalIn({ message: 'ok' })).toBeUndefined()
  })

  it('turns server HTML into inert text', () => {
    const text = plainText('<b>Guest</b> exists <img src=x onerror="window.__pwned=1">')
    expect(text).toBe('Guest exists')
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined()
  })

  it('keeps the words of separate paragraphs and lines apart', () => {
    expect(plainText('<p>North gate closed</p><p>Use the <b>south</b> gate</p>')).toBe('North gate closed Use the south gate')
    expect(plainText('Gate closed<br>Use south gate')).toBe('Gate closed Use south gate')
    expect(plainText('<ul><li>One</li><li>Two</li></ul>')).toBe('One Two')
  })
})

describe('the client', () => {
  it("sends the token header when tokens are stored, and neither cookies nor an XSRF header (D26); never through the browser's HTTP cache", async () => {
    const session = signInClient('resident@demo.test')
    let seen: Headers | undefined
    let credentials: RequestCredentials | undefined
    let cache: RequestCache | undefined
    server.use(
      http.get('*/api/method/ping', ({ request }) => {
        seen = request.headers
        credentials = request.credentials
        cache = request.cache
        return HttpResponse.json({ message: 'pong' })
      }),
    )
    document.cookie = 'XSRF-TOKEN=xsrf-value'
    try {
      await expect(frappe.get(paths.method('ping'))).resolves.toEqual({ message: 'pong' })
    } finally {
      document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
    }
    expect(seen?.get('authorization')).toBe(`token demo-key-resident:${session.get().tokens?.apiSecret}`)
    expect(seen?.get('x-xsrf-token')).toBeNull()
    expect(credentials).toBe('omit')
    // The cache knows answers by their address, not by the token that asked (the next resident's
    // bell would show the last one's notifications).
    expect(cache).toBe('no-store')
  })

  it('sends no Authorization header without tokens', async () => {
    let auth: string | null = 'unset'
    server.use(
      http.get('*/api/method/ping', ({ request }) => {
        auth = request.headers.get('authorization')
        return HttpResponse.json({})
      }),
    )
    await frappe.get(paths.method('ping'))
    expect(auth).toBeNull()
  })

  it('builds the three kinds of method paths and encodes doctypes', () => {
    expect(paths.app('login')).toBe('/api/method/merak_hotel_security.aviepros.login')
    expect(paths.script('fetch-guests')).toBe('/api/method/aviepros-fetch-guests')
    expect(paths.resource('Visitor Call-In', 'VCI 1')).toBe('/api/resource/Visitor%20Call-In/VCI%201')
  })

  it('turns an HTTP error into a FrappeError with status, exc_type and message', async () => {
    server.use(
      http.get('*/api/method/ping', () =>
        HttpResponse.json({ exc_type: 'ValidationError', _server_messages: serverMessages('Nope') }, { status: 417 }),
      ),
    )
    const e = await failure(frappe.get(paths.method('ping')))
    expect([e.status, e.kind, e.excType, e.userMessage]).toEqual([417, 'http', 'ValidationError', 'Nope'])
  })

  it('turns a network failure and a body that is not JSON into FrappeErrors', async () => {
    server.use(
      http.get('*/api/method/down', () => HttpResponse.error()),
      http.get('*/api/method/html', () => new HttpResponse('<html>502</html>', { status: 200 })),
    )
    expect((await failure(frappe.get(paths.method('down')))).kind).toBe('network')
    expect((await failure(frappe.get(paths.method('html')))).kind).toBe('malformed')
  })

  it('gives up on a call the site has not answered after 30000 ms, with a time-out FrappeError', async () => {
    // The site never answers; the clock stands still and is moved by hand.
    server.use(http.get('*/api/method/slow', () => delay('infinite')))
    const clock = stillClock()
    try {
      let settled = false
      const outcome = failure(frappe.get(paths.method('slow'))).finally(() => (settled = true))
      await clock.advance(29_999)
      expect(settled).toBe(false)
      await clock.advance(1)
      expect((await outcome).kind).toBe('timeout')
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('a body that stalls', () => {
  it('gives up 30000 ms after the call began when the answer stops after its headers', async () => {
    // The headers and the start of the body arrive; the rest never does (a dropped line behind a proxy).
    const stalled = () =>
      new HttpResponse(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('{"message": ')) }), {
        headers: { 'Content-Type': 'application/json' },
      })
    server.use(http.get('*/api/method/stalled', stalled), http.get('*/files/stalled.png', stalled))
    const clock = stillClock()
    try {
      let settled = false
      const outcome = failure(frappe.get(paths.method('stalled'))).finally(() => (settled = true))
      const file = fetchFile('/files/stalled.png').then(
        () => undefined,
        (error: FrappeError) => error,
      )
      await clock.advance(29_999)
      expect(settled).toBe(false)
      await clock.advance(1)
      expect((await outcome).kind).toBe('timeout')
      expect((await file)?.kind).toBe('timeout')
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('server URLs as src/href', () => {
  it('accepts only http(s) or backend paths', () => {
    expect(safeServerUrl('/files/a.png')).toBe(`${window.location.origin}/files/a.png`)
    expect(safeServerUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png')
    expect(safeServerUrl('javascript:alert(1)')).toBeUndefined()
    expect(safeServerUrl('data:image/png;base64,AAAA')).toBeUndefined()
    expect(safeServerUrl('//evil.example.com/a.png')).toBeUndefined()
    expect(safeServerUrl(null)).toBeUndefined()
  })
})

describe('server images', () => {
  it("fetches only the site's private files with the token; a public one or an image elsewhere is used as it is; no other path of the site", () => {
    const site = window.location.origin
    expect(imageSource('/files/a.png')).toEqual({ url: `${site}/files/a.png` })
    expect(imageSource('/private/files/a.png')).toEqual({ file: '/private/files/a.png' })
    expect(imageSource(`${site}/private/files/a.png`)).toEqual({ file: '/private/files/a.png' })
    expect(imageSource('https://cdn.example.com/a.png')).toEqual({ url: 'https://cdn.example.com/a.png' })
    for (const other of ['/api/method/logout', `${site}/api/method/logout`, '/api/resource/User', '/app/user', '/files/../api/method/logout', '/filesx/a.png', '/private/a.png', 'javascript:alert(1)', null]) {
      expect(imageSource(other)).toBeUndefined()
    }
  })
})
