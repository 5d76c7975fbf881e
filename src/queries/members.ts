import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { change, registerChanges, type Change, type ChangeKey } from './resource'
import { z } from 'zod/mini'
import { PRODUCT } from '../config'
import { frappe, malformed, paths } from '../frappe/client'
import { FrappeError, specific, throwIfRefused } from '../frappe/errors'
import { getList } from '../frappe/resource'

/** The access-status lifecycle: Not Invited -> Invited -> Revoked. */
export const ACCESS_STATUS = {
  notInvited: 'Not Invited',
  invited: 'Invited',
  revoked: 'Revoked',
} as const

/** member_type values; Secondary is the default. */
export const MEMBER_TYPES = ['Secondary', 'Minor', 'Non-Resident'] as const
export type MemberType = (typeof MEMBER_TYPES)[number]

/** Server text that may come as a number (a phone) or not at all. */
export const optionalText = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((v) => (v === null || v === undefined ? undefined : String(v))),
)

const memberSchema = z.object({
  name: z.string(),
  owner_name: optionalText,
  contact: optionalText,
  member_type: optionalText,
  access_status: optionalText,
})
export type Member = z.infer<typeof memberSchema>

/** The home household's members, all types (GET aviepros-get-members -> `data`). */
export function fetchMembers(homeownerAddress: string, signal?: AbortSignal): Promise<Member[]> {
  return getList(paths.script('get-members'), { homeowner_address: homeownerAddress }, 'data', memberSchema, signal)
}

const homeActionAnswer = z.object({
  message: z.object({ status: z.string(), message: optionalText }),
})

/**
 * Home invite/revoke: success only when `message.status === 'success'`; a
 * refusal (`status: 'error'` at the top level or in `message`) throws kind 'refused'.
 */
async function homeAccessCall(method: string, vars: MemberActionVars): Promise<void> {
  const path = paths.app(method)
  const body = await frappe.post(path, { homeowner_address: vars.homeownerAddress, member_id: vars.memberId })
  throwIfRefused(body, path)
  const parsed = homeActionAnswer.safeParse(body)
  if (!parsed.success) throw malformed(path)
  const { status, message } = parsed.data.message
  if (status !== 'success') throw new FrappeError({ status: 200, kind: 'refused', path, userMessage: specific(message) })
}

export interface MemberActionVars {
  homeownerAddress: string
  memberId: string
}

/** What an optimistic status change replaced: the row's status before, to roll back to. */
export interface AccessSnapshot {
  previous: string | undefined
  found: boolean
}

type Row = { name: string; access_status?: string | undefined }

function withStatus<T extends Row>(rows: T[] | undefined, memberId: string, status: string | undefined): T[] | undefined {
  return rows?.map((row) => (row.name === memberId ? { ...row, access_status: status } : row))
}

/**
 * The optimistic part of an invite or revoke, shared by the home and club resources.
 * - onMutate: cancel the list's fetches (so none lands over the optimistic value), snapshot the
 *   row's status, write the new one.
 * - onError: put back only that row's status (not the whole list: a concurrent action on another
 *   row keeps its own optimistic value).
 * - onSettled: refresh the resource from the server, but only when no other action of the same
 *   resource is still running (that one would otherwise see its optimistic value overwritten by
 *   a list fetched before it finished); the last one to settle refreshes.
 */
export function optimisticAccess<V extends { memberId: string }>(opts: {
  queryClient: QueryClient
  rootKey: QueryKey
  listKey: (vars: V) => QueryKey
  next: string
}) {
  const { queryClient: qc, rootKey, listKey, next } = opts
  return {
    onMutate: async (vars: V): Promise<AccessSnapshot> => {
      const key = listKey(vars)
      await qc.cancelQueries({ queryKey: key })
      const row = qc.getQueryData<Row[]>(key)?.find((r) => r.name === vars.memberId)
      qc.setQueryData<Row[]>(key, (rows) => withStatus(rows, vars.memberId, next))
      return { previous: row?.access_status, found: !!row }
    },
    onError: (_error: Error, vars: V, snapshot: AccessSnapshot | undefined) => {
      if (!snapshot?.found) return
      qc.setQueryData<Row[]>(listKey(vars), (rows) => withStatus(rows, vars.memberId, snapshot.previous))
    },
    onSettled: () => {
      // This mutation still counts as running while its onSettled runs: 1 means "only me".
      if (qc.isMutating({ mutationKey: rootKey }) === 1) void qc.invalidateQueries({ queryKey: rootKey })
    },
  }
}

/**
 * Invite and revoke of one resource's members (home or club): each calls its method and changes the
 * row's status optimistically (`optimisticAccess`), keyed under the resource's root key. The screens
 * give the toasts (members and managers word them differently).
 */
export function accessChanges<V extends { memberId: string }>(opts: {
  rootKey: QueryKey
  listKey: (vars: V) => QueryKey
  methods: { invite: string; revoke: string }
  call: (method: string, vars: V) => Promise<void>
}) {
  const { rootKey, listKey, methods, call } = opts
  const action = (queryClient: QueryClient, kind: 'invite' | 'revoke', next: string) =>
    change<V>({
      mutationFn: (vars) => call(methods[kind], vars),
      // Actions on different rows run side by side, each with its own optimistic status (no scope).
      scope: undefined,
      ...(optimisticAccess<V>({ queryClient, rootKey, listKey, next }) as Omit<Change<V>, 'mutationFn'>),
    })
  const list = (queryClient: QueryClient) => ({
    invite: action(queryClient, 'invite', ACCESS_STATUS.invited),
    revoke: action(queryClient, 'revoke', ACCESS_STATUS.revoked),
  })
  return {
    keys: { invite: [...rootKey, 'invite'], revoke: [...rootKey, 'revoke'] } as { invite: ChangeKey<V>; revoke: ChangeKey<V> },
    register: (queryClient: QueryClient) => registerChanges(queryClient, rootKey, list(queryClient)),
  }
}

/** A failed fetch of the people lists says so (the list shows empty). */
export const FETCH_FAILED = {
  members: 'members.toast.fetchFailed',
  managers: 'managers.toast.fetchFailed',
} as const

export const memberQueries = {
  all: ['members'] as const,
  /** One list for the members and the managers screens; each says its own failure. */
  list: (homeownerAddress: string, screen: keyof typeof FETCH_FAILED = 'members') =>
    queryOptions({
      queryKey: [...memberQueries.all, 'list', homeownerAddress] as const,
      queryFn: ({ signal }) => fetchMembers(homeownerAddress, signal),
      meta: { failureToast: FETCH_FAILED[screen] },
      // A failed first load stays failed until the user retries (no second request behind the
      // toast); the loader's own fetch is the one the screen waits for.
      retryOnMount: false,
    }),
}

export const memberChanges = accessChanges<MemberActionVars>({
  rootKey: memberQueries.all,
  listKey: (v) => memberQueries.list(v.homeownerAddress).queryKey,
  methods: { invite: `${PRODUCT}_invite_secondary_member`, revoke: `${PRODUCT}_revoke_secondary_member` },
  call: homeAccessCall,
})
