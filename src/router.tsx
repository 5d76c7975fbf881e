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
  // The page's first screen stays where the browser has it. A resident who scrolled the prerendered
  // page before the app took it over (on a phone, or a page zoomed in, Submit is below the fold)
  // keeps the field or button under their finger, where the router would put every new screen at
  // its top. After that, the router's own rule: a new screen at its top, one gone back to as it was
  // left (a reload too, when nothing was scrolled before the app started).
  let firstScreen = true
  const restoreScroll = () => {
    const scrolledAlready = firstScreen && (window.scrollX !== 0 || window.scrollY !== 0)
    firstScreen = false
    return !scrolledAlready
  }
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
    scrollRestoration: prerender ? false : restoreScroll,
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
