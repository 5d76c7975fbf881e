import { MantineProvider } from '@mantine/core'
import { DatesProvider } from '@mantine/dates'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider, type RouterHistory } from '@tanstack/react-router'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'
import { restoreSession } from './session/actions'
import { createSessionExpiryHandler, SESSION_EXPIRED_MESSAGE } from './session/expiry'
import { session } from './session/store'
import { cssVariablesResolver, theme } from './theme'
import { AppToaster, toast } from './ui/toast'

export type AppRouter = ReturnType<typeof createAppRouter>

/** Builds the query client, the router and the start-up session check, wired together. */
export function createApp(opts: { history?: RouterHistory; testing?: boolean; retry?: boolean } = {}) {
  let router: AppRouter | undefined
  const onError = createSessionExpiryHandler(
    () => queryClient,
    () =>
      router && {
        currentHref: () => router!.state.location.href,
        goToLogin: (redirect) => router!.navigate({ to: '/', search: { redirect } }),
      },
  )
  const queryClient: QueryClient = createQueryClient(onError, { retry: opts.retry ?? !opts.testing })
  // A stored session the server no longer confirms ends with the D13 message, not silently.
  const hadSession = session.get().status === 'loading'
  const sessionReady = restoreSession(session).then(() => {
    if (hadSession && session.get().status !== 'authenticated') toast.error(SESSION_EXPIRED_MESSAGE, { id: 'session-expired' })
  })
  router = createAppRouter({ queryClient, session, sessionReady }, opts.history)
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
