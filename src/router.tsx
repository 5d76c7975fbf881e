import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from './routeTree.gen'
import type { SessionStore } from './session/store'
import { FullPageLoader } from './ui/full-page-loader'
import { NotFound } from './ui/not-found'

export interface RouterContext {
  queryClient: QueryClient
  session: SessionStore
  /** Resolves when the start-up session check has ended. */
  sessionReady: Promise<void>
}

export function createAppRouter(context: RouterContext, history?: Parameters<typeof createRouter>[0]['history']) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    // The query cache decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: FullPageLoader,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: true,
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
