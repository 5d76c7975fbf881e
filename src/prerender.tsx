import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { App } from './app'
import { BASE_PATH } from './config'
import { LANGUAGES, setLanguage, type Language } from './i18n'
import { createAppRouter } from './router'
import { SessionStore } from './session/store'

/** The languages every public page is rendered in (scripts/build.mjs). */
export { LANGUAGES }

/**
 * The public pages, rendered to static HTML at build time (scripts/build.mjs) and hydrated by the
 * app. The reset page is rendered as a reset link opens it (with a token, which shows nowhere in
 * the page); the app hydrates a page only when the address has the search parameters it was
 * rendered with (`search`), and renders afresh otherwise.
 */
export const PRERENDERED_PAGES = [
  { path: '/', search: [] },
  { path: '/landing', search: [] },
  { path: '/forget-password', search: [] },
  { path: '/reset-password', search: ['token'] },
] as const

/**
 * One page in one language. Each page is rendered in every language: the English page is the
 * document, the others ride along in <template>s that the boot script puts in place before the
 * first paint for a device that speaks them (src/boot.ts).
 */
export async function render(page: (typeof PRERENDERED_PAGES)[number], language: Language): Promise<string> {
  await setLanguage(language, { remember: false })
  const path = page.search.length ? `${page.path}?${page.search.map((name) => `${name}=-`).join('&')}` : page.path
  const queryClient = new QueryClient()
  // Nobody is signed in on a page rendered at build time.
  const session = new SessionStore()
  const router = createAppRouter(
    { queryClient, session, sessionReady: Promise.resolve(), cacheRestored: Promise.resolve(false), cacheRestoredNow: () => false },
    // The page's public address: under VITE_BASE_PATH when it is set (D27).
    createMemoryHistory({ initialEntries: [`${BASE_PATH.slice(0, -1)}${path}`] }),
    { prerender: true },
  )
  await router.load()
  return renderToString(
    <StrictMode>
      <App router={router} queryClient={queryClient} session={session} />
    </StrictMode>,
  )
}
