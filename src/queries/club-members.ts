import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { PRODUCT } from '../config'
import { frappe, paths } from '../frappe/client'
import { throwIfRefused } from '../frappe/errors'
import { getList } from '../frappe/resource'
import { accessChanges, FETCH_FAILED, optionalText } from './members'

const clubMemberSchema = z.object({
  name: z.string(),
  guest_name: optionalText,
  contact: optionalText,
  access_status: optionalText,
})
export type ClubMember = z.infer<typeof clubMemberSchema>

/** The club's secondary members (GET aviepros-invite-secondary-clubmember?club_member= -> `data`). */
export function fetchClubMembers(clubMember: string, signal?: AbortSignal): Promise<ClubMember[]> {
  return getList(paths.script('invite-secondary-clubmember'), { club_member: clubMember }, 'data', clubMemberSchema, signal)
}

export interface ClubMemberActionVars {
  /** The signed-in user's club_member (sent as club_member_id). */
  clubMember: string
  memberId: string
}

/**
 * Club invite/revoke: the answer is not read, so a 200 is success, except a 200
 * that says no (`status: 'error'` at the top level or in `message`): that is the refusal it is.
 */
async function clubAccessCall(method: string, vars: ClubMemberActionVars): Promise<void> {
  const path = paths.app(method)
  throwIfRefused(await frappe.post(path, { club_member_id: vars.clubMember, member_id: vars.memberId }), path)
}

export const clubMemberQueries = {
  all: ['club-members'] as const,
  list: (clubMember: string) =>
    queryOptions({
      queryKey: [...clubMemberQueries.all, 'list', clubMember] as const,
      queryFn: ({ signal }) => fetchClubMembers(clubMember, signal),
      meta: { failureToast: FETCH_FAILED.members },
      retryOnMount: false,
    }),
}

export const clubMemberChanges = accessChanges<ClubMemberActionVars>({
  rootKey: clubMemberQueries.all,
  listKey: (v) => clubMemberQueries.list(v.clubMember).queryKey,
  methods: { invite: `${PRODUCT}_invite_club_secondary_member`, revoke: `${PRODUCT}_revoke_club_secondary_member` },
  call: clubAccessCall,
})
