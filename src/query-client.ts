import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { isFrappeError } from './frappe/errors'
import { isSessionExpiry } from './session/expiry'

/** How long a loaded list counts as fresh: going back to a screen within it makes no request. */
export const STALE_TIME_MS = 60_000

/** Queries retry network failures and 5xx at most twice; never 4xx, never a time-out; mutations never. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2 || !isFrappeError(error)) return false
  return error.kind === 'network' || (error.kind === 'http' && error.status >= 500)
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The toast a failed fetch of this query shows (the action's text; the server's beneath, D20). */
      failureToast?: string
      /** false: kept in memory only, never in the persisted cache (a Blob would come back as {}). */
      persist?: false
    }
    mutationMeta: {
      /**
       * The toasts that end a change the user made, wherever it ends (a change made offline ends after
       * its dialog closed). Without `success`, a change that shows itself (marking read) ends quietly.
       */
      toasts?: { success?: string; failure: string }
      /** Made offline: it waits in the queue, kept with the cache, shown in its list (Step 14). */
      queued?: boolean
    }
  }
}

export function createQueryClient(
  onError: (error: unknown) => void,
  opts: {
    retry?: boolean
    sayFetchFailed?: (text: string, error: unknown) => void
    saySaved?: (text: string) => void
    sayFailed?: (text: string, error: unknown) => void
  } = {},
) {
  return new QueryClient({
    // Every failed call goes by the session check (a 401 ends the session); a failed fetch whose
    // query names a toast in its meta says so once per failure, unless the session just ended.
    queryCache: new QueryCache({
      onError: (error, query) => {
        onError(error)
        const text = query.meta?.failureToast
        if (text && isFrappeError(error) && !isSessionExpiry(error)) opts.sayFetchFailed?.(text, error)
      },
    }),
    // A change's own toast (its meta) ends it, whether the dialog that made it is still open or not.
    mutationCache: new MutationCache({
      onSuccess: (_data, _vars, _context, mutation) => {
        const success = mutation.meta?.toasts?.success
        if (success) opts.saySaved?.(success)
      },
      onError: (error, _vars, _context, mutation) => {
        onError(error)
        if (mutation.meta?.toasts) opts.sayFailed?.(mutation.meta.toasts.failure, error)
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        retry: opts.retry === false ? false : shouldRetry,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
        refetchOnWindowFocus: false,
      },
      // A save that cannot reach the server fails at once with its message instead of waiting with a
      // busy label; a change made while the browser is offline is queued instead (ui/toasted-mutation).
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}
