import { MantineProvider } from '@mantine/core'
import { DatesProvider } from '@mantine/dates'
import { onlineManager, QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider, type RouterHistory } from '@tanstack/react-router'
import { routerPath } from './config'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'
import { registerQueueableChanges } from './queries/queued-changes'
import { prefetchScreen, screenAt } from './queries/screens'
import { persistQueryCache } from './query-persist'
import { recheckSession, restoreSession } from './session/actions'
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
    saySaved: (text) => toast.success(text),
    sayFailed: (text, error) => toast.failure(text, error),
  })
  registerQueueableChanges(queryClient)
  const stored = session.get()
  let cacheRestoredNow: boolean | undefined
  const cacheRestored = persistQueryCache(queryClient, session).then((restored) => (cacheRestoredNow = restored))
  // The browser knows it is offline before any call fails (TanStack's own manager starts online).
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false)
  const endSession = () => {
    const onProtectedScreen = router.state.matches.some((m) => m.routeId === '/_authed')
    return expireSession(queryClient, onProtectedScreen ? expiryTarget() : undefined, sayExpired)
  }
  const sessionReady = restoreSession(session).then((check) => {
    // Opened offline on a stored session: the app is offline (whatever navigator.onLine says: a weak
    // connection often claims to be up) until the server answers the same check again.
    if (check === 'unchecked') recheckUntilReachable(endSession)
    // A stored session the server no longer confirms ends with the D13 message, not silently.
    else if (stored.status === 'loading' && session.get().status !== 'authenticated') return endSession()
  })
  // Changes kept from an earlier visit that could not be sent go out once the session is confirmed
  // (the client itself resumes them whenever the network comes back).
  void Promise.all([cacheRestored, sessionReady]).then(() => {
    if (session.isSignedIn() && onlineManager.isOnline()) void queryClient.resumePausedMutations()
  })
  // Data first: the current screen's lists start now, beside the session check, not after it or
  // after any code; their answers wait for the check and are dropped if it fails.
  const screen = screenAt(opts.history?.location.pathname ?? routerPath(window.location.pathname))
  if (screen && session.isRestoring()) {
    prefetchScreen(queryClient, screen, stored.user, { done: sessionReady, stillSignedIn: () => session.isSignedIn() })
  }
  const router: AppRouter = createAppRouter({ queryClient, session, sessionReady, cacheRestored, cacheRestoredNow: () => cacheRestoredNow }, opts.history)
  return { router, queryClient, sessionReady }
}

/** How often an app opened offline asks the server again (and at once when the browser says it is back online). */
export const RECHECK_INTERVAL_MS = 15_000

/**
 * After a start that could not reach the server: offline (queries wait, changes queue) until the
 * server answers who is signed in. Confirmed: online again, so waiting changes go out; refused: the
 * session ends like an expiry. Stops when someone else signs in or out.
 */
function recheckUntilReachable(endSession: () => Promise<unknown>) {
  const email = session.get().user?.email
  let timer: ReturnType<typeof setTimeout> | undefined
  let done = false
  const stop = () => {
    done = true
    clearTimeout(timer)
    unsubscribe()
  }
  const attempt = () => {
    clearTimeout(timer)
    if (done) return
    if (!session.isSignedIn() || session.get().user?.email !== email) return stop()
    void recheckSession(session).then((result) => {
      if (done) return
      if (result === 'unreachable') {
        onlineManager.setOnline(false)
        timer = setTimeout(attempt, RECHECK_INTERVAL_MS)
        return
      }
      stop()
      if (result === 'refused') void endSession()
      else onlineManager.setOnline(true)
    })
  }
  onlineManager.setOnline(false)
  // The browser's own 'online' event (TanStack's manager follows it) makes it ask at once.
  const unsubscribe = onlineManager.subscribe((online) => {
    if (online) attempt()
  })
  timer = setTimeout(attempt, RECHECK_INTERVAL_MS)
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
