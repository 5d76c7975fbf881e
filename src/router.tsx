import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { BASE_PATH } from './config'
import { routeTree } from './routeTree.gen'
import type { SessionStore } from './session/store'
import { ErrorScreen } from './ui/error-screen'
import { FullPageLoader } from './ui/full-page-loader'
import { NotFound } from './ui/not-found'

export interface RouterContext {
  queryClient: QueryClient
  session: SessionStore
  /** Resolves when the start-up session check has ended. */
  sessionReady: Promise<void>
  /** Resolves true when the last known data of the stored user was restored (D24). */
  cacheRestored: Promise<boolean>
  /** What `cacheRestored` resolved to, once it has (undefined before): a guard need not wait for it then. */
  cacheRestoredNow: () => boolean | undefined
}

export function createAppRouter(
  context: RouterContext,
  history?: Parameters<typeof createRouter>[0]['history'],
  { prerender = false }: { prerender?: boolean } = {},
) {
  return createRouter({
    routeTree,
    context,
    history,
    // Hosted under a path (D27, VITE_BASE_PATH): every address is under it, links included.
    basepath: BASE_PATH,
    defaultPreload: 'intent',
    // The query cache decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: FullPageLoader,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: ErrorScreen,
    // The prerendered pages (src/prerender.tsx) have no scroll to restore and no script for it.
    scrollRestoration: !prerender,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  interface HistoryState {
    resetToken?: string
  }
}
