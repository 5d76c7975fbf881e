import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { toFrappeDateTime } from '../frappe/dates'
import { createDoc, listDocs } from '../frappe/resource'
import { docChange, LISTS_REFRESH_MS, resourceChanges, type Change } from './resource'
import { VISITOR_DOCTYPE as VISITOR_CALL_IN, visitorListCutoff } from './visitors'

/** A club visitor call-in expires this long after it was made. */
export const CLUB_VISITOR_HOURS = 24

const clubVisitor = z.object({
  name: z.string(),
  visitor_name: z.nullish(z.string()),
  termination_date: z.nullish(z.string()),
  call_in_type: z.nullish(z.string()),
  club_member: z.nullish(z.string()),
  /** When the call-in was made (the site's clock): where the calendar starts it. */
  creation: z.nullish(z.string()),
})

export type ClubVisitor = z.infer<typeof clubVisitor>

/** Now plus 24 hours, as the site's wall clock (D21). */
export function clubVisitorTermination(now: Date = new Date()): string {
  return toFrappeDateTime(now.getTime() + CLUB_VISITOR_HOURS * 3_600_000)
}

/** First and last name, each trimmed, joined with a space ('Ana ' and 'Lee' make 'Ana Lee', as a guard would search for it). */
export function clubVisitorName(first: string, last: string): string {
  return [first.trim(), last.trim()].filter(Boolean).join(' ')
}

export interface CreateClubVisitorVars {
  clubMember: string
  visitorName: string
}

export const clubVisitorQueries = {
  all: ['club-visitors'] as const,
  list: (clubMember: string) =>
    queryOptions({
      queryKey: [...clubVisitorQueries.all, 'list', clubMember] as const,
      queryFn: ({ signal }) =>
        // The same rule as the home visitor list (D10): termination after 03:00 today, every row.
        listDocs(VISITOR_CALL_IN, clubVisitor, {
          filters: [
            ['club_member', '=', clubMember],
            ['termination_date', '>', visitorListCutoff()],
          ],
          orderBy: 'creation desc',
          signal,
        }),
      enabled: clubMember !== '',
      retryOnMount: false,
      refetchInterval: LISTS_REFRESH_MS,
    }),
}

const clubVisitorChangeList = {
  /** POST /api/resource/Visitor Call-In {call_in_type 'Club Member', visitor_name, termination_date, club_member}. */
  create: {
    mutationFn: ({ clubMember, visitorName }: CreateClubVisitorVars) =>
      createDoc(VISITOR_CALL_IN, {
        call_in_type: 'Club Member',
        visitor_name: visitorName,
        termination_date: clubVisitorTermination(),
        club_member: clubMember,
      }),
    toasts: { success: 'club.toast.visitorAdded', failure: 'club.toast.visitorAddFailed' },
  } satisfies Change<CreateClubVisitorVars>,
  delete: docChange.delete(VISITOR_CALL_IN, { success: 'club.toast.visitorDeleted', failure: 'club.toast.visitorDeleteFailed' }),
}

export const clubVisitorChanges = resourceChanges(clubVisitorQueries.all, clubVisitorChangeList)
