import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { isFrappeError } from './frappe/errors'

/** How long a loaded list counts as fresh: going back to a screen within it makes no request. */
export const STALE_TIME_MS = 60_000

/** Queries retry network failures and 5xx at most twice; never 4xx, never a time-out; mutations never. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2 || !isFrappeError(error)) return false
  return error.kind === 'network' || (error.kind === 'http' && error.status >= 500)
}

export function createQueryClient(onError: (error: unknown) => void, opts: { retry?: boolean } = {}) {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        retry: opts.retry === false ? false : shouldRetry,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
        refetchOnWindowFocus: false,
      },
      // A save made offline fails at once with its message instead of waiting with a busy label.
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}
