import { render, screen } from '@testing-library/react'
import type { QueryClient } from '@tanstack/react-query'
import userEvent from '@testing-library/user-event'
import { App, createApp } from '../src/app'
import { getDb } from '../src/demo-backend/db'
import { authorizeWith } from '../src/frappe/client'
import { SessionStore, STORAGE_KEYS } from '../src/session/store'
import { keep, track } from './apps'

export const DEMO = {
  resident: 'resident@demo.test',
  family: 'family@demo.test',
  flagged: 'duntreath@demo.test',
  club: 'club@demo.test',
  clubFamily: 'clubfamily@demo.test',
  neighbour: 'neighbour@demo.test',
} as const

export function demoAccount(email: string) {
  const account = getDb().users.find((u) => u.email === email)
  if (!account) throw new Error(`no demo account ${email}`)
  return account
}

/** Signs a demo account in, as the sign-in page does with the server's answer. */
function signIn(session: SessionStore, email: string) {
  const account = demoAccount(email)
  // What the server answered, not the demo database's own record.
  session.signIn(structuredClone(account.profile), 'test-session-id', { apiKey: account.api_key, apiSecret: account.api_secret })
}

/**
 * The session ends in this tab and another demo account signs in, with a session of its own: what a
 * logout and the next sign-in leave, without the app's own logout (which also forgets the data).
 */
export function anotherUserSignsIn(session: SessionStore, email: string) {
  const account = demoAccount(email)
  session.clear()
  session.signIn(structuredClone(account.profile), `session-of-${email}`, { apiKey: account.api_key, apiSecret: account.api_secret })
}

/** Put a demo account's session in storage, as a login would have. */
export function storeSession(email: string) {
  const account = demoAccount(email)
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(account.profile))
  localStorage.setItem(STORAGE_KEYS.sessionId, 'test-session-id')
  localStorage.setItem(STORAGE_KEYS.tokens, JSON.stringify({ apiKey: account.api_key, apiSecret: account.api_secret }))
  return account
}

export interface RenderAppOptions {
  /** The demo account signed in (default resident@demo.test); null: nobody. */
  as?: string | null
  /** The session is in storage, as a reload finds it: the start-up check asks the backend. */
  restore?: boolean
  /** Let queries retry as in production (default: no retries in tests). */
  retry?: boolean
  /** More localStorage entries, kept as a reload would find them (for example the persisted cache). */
  storage?: Record<string, string>
  /** The caller disposes the app (one kept across tests); otherwise it is disposed after the test. */
  keep?: boolean
}

/**
 * Storage, the page's address and a fresh app, signed in (queries without retries unless asked),
 * not yet rendered; disposed after the test (tests/setup.ts).
 */
export function prepareApp(url: string, opts: RenderAppOptions = {}) {
  const as = opts.as === undefined ? DEMO.resident : opts.as
  localStorage.clear()
  // A reload finds the session in storage, and checks it with the server.
  if (as && opts.restore) storeSession(as)
  for (const [key, value] of Object.entries(opts.storage ?? {})) localStorage.setItem(key, value)
  // The page's address, as the browser would open it.
  window.history.replaceState(null, '', url)
  const created = createApp()
  // Otherwise the user signs in once the app is there, as the sign-in page does.
  if (as && !opts.restore) signIn(created.session, as)
  if (!opts.retry) withoutRetries(created.queryClient)
  const app = opts.keep ? keep(created) : track(created)
  const user = userEvent.setup({ delay: null })
  const element = <App router={app.router} queryClient={app.queryClient} session={app.session} />
  // When the start-up session check has ended, as the signed-in layout waits for it.
  const sessionReady = app.router.options.context.sessionReady
  return { ...app, sessionReady, user, element }
}

/** Renders the real app at `url` (see prepareApp). */
export async function renderApp(url: string, opts: RenderAppOptions = {}) {
  const { element, ...app } = prepareApp(url, opts)
  const result = render(element)
  return { ...result, ...app, screen }
}

/** Queries fail at their first failure, through Query's own defaults (the app retries twice, seconds apart). */
function withoutRetries(queryClient: QueryClient) {
  const defaults = queryClient.getDefaultOptions()
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } })
}

/** The current path of a rendered app's router. */
export function pathOf(router: { state: { location: { pathname: string } } }) {
  return router.state.location.pathname
}

/** A demo account's session plugged into the HTTP client, for tests that make calls without an app; unplugged after the test. */
export function signInClient(email: string): SessionStore {
  storeSession(email)
  const session = new SessionStore()
  session.confirm()
  track({ dispose: authorizeWith(() => session.get().tokens) })
  return session
}
