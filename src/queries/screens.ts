import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import { isClubUser, wordingFor } from '../community/variant'
import type { User } from '../session/store'
import { carQueries } from './cars'
import { clubAccessQueries } from './club-access'
import { clubMemberQueries } from './club-members'
import { clubVisitorQueries } from './club-visitors'
import { guestQueries } from './guests'
import { memberQueries } from './members'
import { recurringServiceQueries } from './recurring-services'
import { vacationQueries } from './vacations'
import { visitorQueries } from './visitors'

/** The signed-in screens that show lists, by their path. */
export type Screen = '/dashboard' | '/members' | '/managers' | '/cars'
const SCREENS: readonly Screen[] = ['/dashboard', '/members', '/managers', '/cars']

export function screenAt(pathname: string): Screen | undefined {
  const path = pathname.replace(/\/+$/, '')
  return SCREENS.find((s) => s === path)
}

/** Called once per list a screen shows, with that list's query options. */
type Visit = <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) => void

/**
 * What each screen shows, as the same query options its components read: the one place a route
 * loader and the start-up (data first) both take it from.
 */
function eachScreenQuery(screen: Screen, user: User | null | undefined, visit: Visit): void {
  const home = user?.homeowner_address
  const club = user?.club_member
  if (isClubUser(user)) {
    if (!club) return
    if (screen === '/dashboard') {
      visit(clubAccessQueries.detail(club))
      visit(clubVisitorQueries.list(club))
    } else if (screen === '/members') visit(clubMemberQueries.list(club))
    else if (screen === '/cars') visit(carQueries.club(club))
    return
  }
  if (!home) return
  if (screen === '/dashboard') {
    visit(visitorQueries.list(home))
    visit(guestQueries.list(home))
    visit(recurringServiceQueries.list(home))
    if (wordingFor(user).vacations) visit(vacationQueries.list(home))
  } else if (screen === '/members') visit(memberQueries.list(home))
  else if (screen === '/managers') visit(memberQueries.list(home, 'managers'))
  else visit(carQueries.home(home))
}

/** What else `prefetchScreen` goes by. */
interface PrefetchOptions {
  /**
   * Start-up only: every list is asked for, even one restored from the persisted cache, once
   * `asked` has resolved; the answers wait for the session check (`done`) and are dropped when the
   * session did not survive it, so no data shows after an expiry.
   */
  holdUntil?: { asked: Promise<unknown>; done: Promise<unknown>; stillSignedIn: () => boolean }
}

/**
 * Starts every list of a screen at once (no waterfall) without waiting for them: the screen shows
 * its skeletons, and a failed list shows on the screen, never as a failed page. Fresh data is not
 * asked for again (the stale time decides), except at start-up.
 */
export function prefetchScreen(
  queryClient: QueryClient,
  screen: Screen,
  user: User | null | undefined,
  { holdUntil }: PrefetchOptions = {},
): void {
  eachScreenQuery(screen, user, (options) => {
    const fetchData = options.queryFn
    if (!holdUntil || typeof fetchData !== 'function') {
      void queryClient.prefetchQuery(options)
      return
    }
    void queryClient.prefetchQuery({
      ...options,
      // At start-up the last known data (D24) is always checked with the server.
      staleTime: 0,
      // (The query is fetching from now on: a loader or a list that asks for it meanwhile waits for
      // this answer instead of asking the server on its own.)
      queryFn: async (ctx) => {
        await holdUntil.asked
        const [answer] = await Promise.allSettled([fetchData(ctx), holdUntil.done])
        if (!holdUntil.stillSignedIn()) throw new Error('The session ended before the answer arrived')
        if (answer.status === 'rejected') throw answer.reason
        return answer.value
      },
    })
  })
}
