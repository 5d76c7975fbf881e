import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react'
import type { RouterContext } from '../router-context'
import { OfflineNotice } from '../ui/offline-notice'

// Devtools exist in development only; a production build drops this branch and its chunk. (React's
// own `lazy`: what `lazyCode` adds, a failed download explained and tried again, is the app's.)
const Devtools = import.meta.env.DEV && import.meta.env.MODE !== 'test' ? inTheBrowser(lazy(() => import('../ui/devtools'))) : () => null

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})

function RootLayout() {
  return (
    <>
      <Outlet />
      <OfflineNotice />
      <Devtools />
    </>
  )
}

const noSubscription = () => () => {}

/**
 * `Part` mounted in the browser once the page has hydrated, never rendered ahead: the dev server
 * renders the public pages ahead as the build does, and a part still downloading there makes React
 * give up that render (and say so in the page).
 */
function inTheBrowser(Part: ComponentType) {
  return function InTheBrowser() {
    const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false)
    return inBrowser ? (
      <Suspense>
        <Part />
      </Suspense>
    ) : null
  }
}
