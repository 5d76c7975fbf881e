import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory } from '@tanstack/react-router'
import { App, createApp } from '../src/app'
import { getDb } from '../src/demo-backend/db'
import { resetSessionFromStorage, session, STORAGE_KEYS } from '../src/session/store'

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
}

/** Storage, session and a fresh app (router with memory history at `url`, QueryClient without retries), not yet rendered. */
export function prepareApp(url: string, opts: RenderAppOptions = {}) {
  const as = opts.as === undefined ? DEMO.resident : opts.as
  localStorage.clear()
  if (as) storeSession(as)
  for (const [key, value] of Object.entries(opts.storage ?? {})) localStorage.setItem(key, value)
  resetSessionFromStorage()
  if (as && !opts.restore) session.confirm()
  const history = createMemoryHistory({ initialEntries: [url] })
  const { router, queryClient, sessionReady } = createApp({ history, testing: true, retry: opts.retry })
  const user = userEvent.setup({ delay: null })
  const element = <App router={router} queryClient={queryClient} testing />
  return { router, queryClient, sessionReady, user, element }
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
