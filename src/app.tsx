import { MantineProvider } from '@mantine/core'
import { DatesProvider } from '@mantine/dates'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { routerPath } from './config'
import { firstDayOfWeek, followOtherTabsLanguage, t, useLanguage } from './i18n'
import { startQueryClient } from './query-client'
import { createAppRouter } from './router'
import { prefetchScreen, screenAt } from './queries/screens'
import { forgetData } from './session/actions'
import { startSession } from './session/boot'
import { expireSession, isSessionExpiry } from './session/expiry'
import { SessionContext, SessionStore, type ChangeElsewhere } from './session/store'
import { signInLeadsTo } from './features/auth/redirect'
import { cssVariablesResolver, theme } from './theme'
import { focusEachNewScreen } from './ui/focus-new-screen'
import { forgetLanguageChosenSignedOut } from './ui/choose-language'
import { AppToaster, forgetNewsAtSessionEnd, toast } from './ui/toast'

export type AppRouter = ReturnType<typeof createAppRouter>

export interface AppParts {
  router: AppRouter
  queryClient: QueryClient
  session: SessionStore
  /** Stops every part, last started first: nothing of this app runs afterwards. */
  dispose: () => void
}

/**
 * The app's start-up, in order: the session (what storage holds, checked with the server), the query
 * client (its persisted cache and the changes that wait), the router; then what joins them (a
 * session the server ends sends the user to sign in) and the first screen's data.
 */
export function createApp(): AppParts {
  const session = new SessionStore()
  const stored = session.get()
  // What the start-up asks the server (the session check, the screen's lists) waits for `asked`,
  // settled below once the router exists (decision D24, below).
  let askServerAfter!: (ready: Promise<unknown>) => void
  const asked = new Promise<unknown>((resolve) => (askServerAfter = resolve))
  const sessionPart = startSession(session, asked)
  const queries = startQueryClient(session, sessionPart.ready, {
    // One toast per text: the members and managers screens share one list.
    sayFetchFailed: (text, error) => toast.failure(t(text), error, { id: `fetch-failed-${text}` }),
    saySaved: (text) => toast.success(t(text)),
    sayFailed: (text, error) => toast.changeFailed(t(text), error),
    sayQueued: () => toast.success(t('offline.queued')),
  })
  const { queryClient } = queries
  // What the persisted cache resolved to, once it has: the guard need not wait for it then.
  let cacheRestoredNow: boolean | undefined
  void queries.cacheRestored.then((restored) => (cacheRestoredNow = restored))
  const router: AppRouter = createAppRouter({
    queryClient,
    session,
    sessionReady: sessionPart.ready,
    cacheRestored: queries.cacheRestored,
    cacheRestoredNow: () => cacheRestoredNow,
  })

  // A session the server ends (a 401 from any call, or the start-up check refused) ends once, with
  // one message however many calls fail together (sonner replaces a toast with the same id); the
  // user comes back to where they were after signing in.
  const endSession = (from: 'call' | 'check') => {
    // The start-up check leaves a public page as it is; a refused call always asks to sign in again.
    const leave = from === 'call' || router.state.matches.some((m) => m.routeId === '/_authed')
    const target = leave
      ? { currentHref: () => router.state.location.href, goToLogin: (redirect: string) => router.navigate({ to: '/', search: { redirect } }) }
      : undefined
    // Said where it sends the resident to sign in; a public page left as it is (a reset link
    // opened on a tablet whose last session was refused) has nothing to say of it.
    return expireSession(session, queryClient, target, () => {
      if (leave) toast.sessionEnded('session.expired')
    })
  }
  const stopExpiryOnCalls = queries.onFailedCall((error) => {
    if (isSessionExpiry(error) && session.isSignedIn()) void endSession('call')
  })
  const stopExpiryOnCheck = sessionPart.onRefused(() => {
    if (stored.status === 'loading') void endSession('check')
  })

  // Decision D32, one session per browser: another tab's logout or expiry ends the session here too
  // (its data forgotten, the sign-in page with a message); its sign-in brings this tab in as that user.
  const followOtherTab = (change: ChangeElsewhere) => {
    const { matches, location } = router.state
    const onProtected = matches.some((m) => m.routeId === '/_authed')
    if (change.kind === 'ended') {
      if (!onProtected) return forgetData(queryClient, () => Promise.resolve())
      const expired = change.reason === 'expired'
      toast.sessionEnded(expired ? 'session.expired' : 'session.signedOutElsewhere')
      return forgetData(queryClient, () => router.navigate({ to: '/', search: { redirect: expired ? location.href : undefined } }))
    }
    // A language chosen on this tab's sign-in page is not theirs (src/ui/choose-language.ts).
    forgetLanguageChosenSignedOut()
    const onSignIn = matches.some((m) => m.routeId === '/')
    if (onSignIn || onProtected) {
      const next = onSignIn && change.returning ? signInLeadsTo((location.search as { redirect?: string }).redirect) : '/dashboard'
      return router.navigate({ href: next, replace: true })
    }
  }
  const stopForgettingNews = forgetNewsAtSessionEnd(session)
  const stopFollowingTabs = sessionPart.followOtherTabs({ forget: () => queryClient.clear(), changed: (change) => void followOtherTab(change) })
  const stopFollowingLanguage = followOtherTabsLanguage()
  const stopFocusingScreens = focusEachNewScreen(router)

  // Decision D24: with the stored user's last known data at hand, a reload paints them before it
  // asks the server anything. On a slow tablet, answers that arrive during that first render
  // (the longest task of a reload) delay it, and so do the requests themselves, made in the task
  // that commits the screen (the HTTP client and the browser's `fetch` cost such a tablet about 15
  // ms each): they leave from a task of their own, which the browser runs once it has painted that
  // screen (Chromium does, measured on the 4x slowed reload). Without such data they go at once.
  let stopWaitingForScreen = () => {}
  const screenShown = new Promise<void>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const stopListening = router.subscribe('onRendered', () => {
      stopListening()
      timer = setTimeout(resolve)
    })
    stopWaitingForScreen = () => {
      stopListening()
      clearTimeout(timer)
    }
  })
  askServerAfter(queries.cacheRestored.then((restored) => (restored && session.isRestoring() ? screenShown : undefined)))

  // Data first: the current screen's lists are asked for with the session check, not after it or
  // after any code; their answers wait for the check and are dropped if it fails. They start once
  // the kept copy is back (before the guard lets the screen show): a fetch remembers the list it
  // started from, and puts it back when it is cancelled (an invite or an extension made on the
  // screen cancels it, to show its change at once). Started before the copy, it would put back
  // nothing: the list would vanish from the screen until the change is answered.
  const screen = screenAt(routerPath(window.location.pathname))
  if (screen && session.isRestoring()) {
    void queries.cacheRestored.then(() => {
      if (session.isRestoring()) prefetchScreen(queryClient, screen, stored.user, { holdUntil: { asked, done: sessionPart.ready, stillSignedIn: () => session.isSignedIn() } })
    })
  }

  return {
    router,
    queryClient,
    session,
    dispose: () => {
      stopWaitingForScreen()
      stopFocusingScreens()
      stopFollowingLanguage()
      stopFollowingTabs()
      stopForgettingNews()
      stopExpiryOnCheck()
      stopExpiryOnCalls()
      queries.dispose()
      sessionPart.dispose()
      // The browser history lets go of the window's events and of `history.pushState`.
      router.history.destroy()
    },
  }
}

export function App({ router, queryClient, session }: { router: AppRouter; queryClient: QueryClient; session: SessionStore }) {
  const language = useLanguage()
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      {/* Month and weekday names and the first day of the week in the UI's language. */}
      <DatesProvider settings={{ locale: language, firstDayOfWeek: firstDayOfWeek() }}>
        <QueryClientProvider client={queryClient}>
          <SessionContext value={session}>
            <RouterProvider router={router} />
          </SessionContext>
          <AppToaster />
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  )
}
