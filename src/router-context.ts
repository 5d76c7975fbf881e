import type { QueryClient } from '@tanstack/react-query'
import type { SessionStore } from './session/store'

/** What every route's loader and guard get (a file of its own: the route tree imports it, the router imports the tree). */
export interface RouterContext {
  queryClient: QueryClient
  session: SessionStore
  /** Resolves when the start-up session check has ended. */
  sessionReady: Promise<void>
  /** Resolves true when the last known data of the stored user was restored (D24). */
  cacheRestored: Promise<boolean>
  /** What `cacheRestored` resolved to, once it has (undefined before): a guard need not wait for it then. */
  cacheRestoredNow: () => boolean | undefined
}
