import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
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
