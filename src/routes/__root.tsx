import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { Suspense } from 'react'
import { lazyCode } from '../lazy-code'
import type { RouterContext } from '../router-context'
import { OfflineNotice } from '../ui/offline-notice'

// Devtools exist in development only; a production build drops this branch and its chunk.
const Devtools =
  import.meta.env.DEV && import.meta.env.MODE !== 'test' ? lazyCode(() => import('../ui/devtools')) : () => null

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})

function RootLayout() {
  return (
    <>
      <Outlet />
      <OfflineNotice />
      <Suspense>
        <Devtools />
      </Suspense>
    </>
  )
}
