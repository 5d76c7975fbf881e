import { createRouter } from '@tanstack/react-router'
import { BASE_PATH } from './config'
import { routeTree } from './routeTree.gen'
import type { RouterContext } from './router-context'
import { ErrorScreen } from './ui/error-screen'
import { FullPageLoader } from './ui/full-page-loader'
import { NotFound } from './ui/not-found'

export type { RouterContext }

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
