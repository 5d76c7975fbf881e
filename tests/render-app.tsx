import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory } from '@tanstack/react-router'
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

/** Put a demo account's session in storage, as a login would have. */
export function storeSession(email: string) {
  const account = getDb().users.find((u) => u.email === email)
  if (!account) throw new Error(`no demo account ${email}`)
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(account.profile))
  localStorage.setItem(STORAGE_KEYS.sessionId, 'test-session-id')
  localStorage.setItem(STORAGE_KEYS.tokens, JSON.stringify({ apiKey: account.api_key, apiSecret: account.api_secret }))
  return account
}

export interface RenderAppOptions {
  /** The demo account signed in (default resident@demo.test); null: nobody. */
  as?: string | null
  /** Leave the stored session unconfirmed so the start-up restore runs against the backend. */
  restore?: boolean
  /** Let queries retry as in production (default: no retries in tests). */
  retry?: boolean
  /** More localStorage entries, kept as a reload would find them (for example the persisted cache). */
  storage?: Record<string, string>
  /** The caller disposes the app (one kept across tests); otherwise it is disposed after the test. */
  keep?: boolean
}

/**
 * Storage, session and a fresh app (router with memory history at `url`, QueryClient without retries),
 * not yet rendered; disposed after the test (tests/setup.ts).
 */
export function prepareApp(url: string, opts: RenderAppOptions = {}) {
  const as = opts.as === undefined ? DEMO.resident : opts.as
  localStorage.clear()
  if (as) storeSession(as)
  for (const [key, value] of Object.entries(opts.storage ?? {})) localStorage.setItem(key, value)
  // Signed in as a login leaves it (the start-up check is not asked), unless the restore is what is tested.
  const session = new SessionStore()
  if (as && !opts.restore) session.confirm()
  const history = createMemoryHistory({ initialEntries: [url] })
  const created = createApp({ history, retry: opts.retry ?? false, session })
  const app = opts.keep ? keep(created) : track(created)
  const user = userEvent.setup({ delay: null })
  const element = <App router={app.router} queryClient={app.queryClient} session={app.session} />
  return { ...app, user, element }
}

/** Renders the real route tree at `url`, with a fresh QueryClient (no retries) and memory history. */
export async function renderApp(url: string, opts: RenderAppOptions = {}) {
  const { element, ...app } = prepareApp(url, opts)
  const result = render(element)
  return { ...result, ...app, screen }
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
