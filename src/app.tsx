import { MantineProvider } from '@mantine/core'
import { DatesProvider } from '@mantine/dates'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider, type RouterHistory } from '@tanstack/react-router'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'
import { prefetchScreen, screenAt } from './queries/screens'
import { persistQueryCache } from './query-persist'
import { restoreSession } from './session/actions'
import { createSessionExpiryHandler, expireSession } from './session/expiry'
import { session } from './session/store'
import { cssVariablesResolver, theme } from './theme'
import { AppToaster, toast } from './ui/toast'

export type AppRouter = ReturnType<typeof createAppRouter>

/** Builds the query client, the router and the start-up session check, wired together. */
export function createApp(opts: { history?: RouterHistory; testing?: boolean; retry?: boolean } = {}) {
  const expiryTarget = () => ({
    currentHref: () => router.state.location.href,
    goToLogin: (redirect: string) => router.navigate({ to: '/', search: { redirect } }),
  })
  // One message however many calls fail together (sonner replaces a toast with the same id).
  const sayExpired = (message: string) => toast.error(message, { id: 'session-expired' })
  const onError = createSessionExpiryHandler(() => queryClient, expiryTarget, sayExpired)
  const queryClient: QueryClient = createQueryClient(onError, {
    retry: opts.retry ?? !opts.testing,
    // One toast per text: the members and managers screens share one list.
    sayFetchFailed: (text, error) => toast.failure(text, error, { id: `fetch-failed-${text}` }),
  })
  const stored = session.get()
  const cacheRestored = persistQueryCache(queryClient, session)
  const sessionReady = restoreSession(session).then(() => {
    // A stored session the server no longer confirms ends with the D13 message, not silently.
    if (stored.status === 'loading' && session.get().status !== 'authenticated') {
      const onProtectedScreen = router.state.matches.some((m) => m.routeId === '/_authed')
      return expireSession(queryClient, onProtectedScreen ? expiryTarget() : undefined, sayExpired)
    }
  })
  // Data first: the current screen's lists start now, beside the session check, not after it or
  // after any code; their answers wait for the check and are dropped if it fails.
  const screen = screenAt(opts.history?.location.pathname ?? window.location.pathname)
  if (screen && session.isRestoring()) {
    prefetchScreen(queryClient, screen, stored.user, { done: sessionReady, stillSignedIn: () => session.isSignedIn() })
  }
  const router: AppRouter = createAppRouter({ queryClient, session, sessionReady, cacheRestored }, opts.history)
  return { router, queryClient, sessionReady }
}

export function App({ router, queryClient, testing = false }: { router: AppRouter; queryClient: QueryClient; testing?: boolean }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto" env={testing ? 'test' : 'default'}>
      <DatesProvider settings={{ firstDayOfWeek: 0 }}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <AppToaster />
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  )
}
