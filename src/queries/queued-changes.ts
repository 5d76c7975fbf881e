import type { MessageId } from '../i18n'
import { useMutationState, type Mutation, type MutationFunctionContext, type QueryCache, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { clubAccessChanges } from './club-access'
import { clubMemberChanges } from './club-members'
import { clubVisitorChanges } from './club-visitors'
import { guestChanges } from './guests'
import { incidentChanges } from './incidents'
import { memberChanges } from './members'
import { recurringServiceChanges } from './recurring-services'
import { isFrappeError } from '../frappe/errors'
import type { ChangeToasts } from './resource'
import { vacationChanges } from './vacations'
import { visitorChanges } from './visitors'

/**
 * Every resource registers its changes with the client (`setMutationDefaults`: the call, its cache
 * effects, toasts and order), so components make them by key and a change restored after a reload
 * can be sent. Offline, TanStack Query pauses a change: paused changes are the queue, kept with the
 * persisted cache and sent in order when the network returns.
 */
export function registerMutationDefaults(qc: QueryClient): void {
  for (const register of [
    visitorChanges.register,
    guestChanges.register,
    vacationChanges.register,
    recurringServiceChanges.register,
    incidentChanges.register,
    clubAccessChanges.register,
    clubVisitorChanges.register,
    memberChanges.register,
    clubMemberChanges.register,
  ]) {
    register(qc)
  }
}

/**
 * A change that had to wait (it was paused: offline, or behind another change of its list) is marked
 * queued and kept until sent or dismissed: it shows in its list, and a refusal stays there to be
 * dealt with (the dialog that made it has closed). The query client marks it when it pauses.
 *
 * Once sent, it ends only when its resource's lists have been read again (its key is
 * `[...resource, action]`): its row, which shows what it did, would otherwise leave the list before
 * the list shows it. A change made from a dialog does not wait for that (the dialog closes once the
 * site has answered).
 */
export const QUEUED_OPTIONS = {
  gcTime: Infinity,
  onSettled: (_data: unknown, _error: unknown, _vars: unknown, _result: unknown, { client, mutationKey }: MutationFunctionContext) =>
    client.invalidateQueries({ queryKey: mutationKey?.slice(0, -1) }),
}

/** A queued change is kept with the cache while it waits, and after the server refused it (so it can be fixed). */
export const isQueuedChange = (m: Mutation<unknown, Error, unknown, unknown>) => m.meta?.queued === true && m.state.status !== 'success'

/** The record a change is about: a delete's name, an edit's `name` (a club guest's `guest_id`, a member's `memberId`); none for a new one. */
export function recordOf(vars: unknown): string | undefined {
  if (typeof vars === 'string') return vars
  if (vars && typeof vars === 'object') {
    const v = vars as { name?: unknown; guest_id?: unknown; memberId?: unknown }
    if (typeof v.name === 'string') return v.name
    if (typeof v.guest_id === 'string') return v.guest_id
    if (typeof v.memberId === 'string') return v.memberId
  }
  return undefined
}

/** The row a list of the resource (`root`: its lists' keys begin with it) holds now for `record`, if any. */
export function listedRow(queries: QueryCache, root: QueryKey, record: string | undefined): object | undefined {
  if (record === undefined) return undefined
  for (const query of queries.findAll({ queryKey: root })) {
    const rows: unknown = query.state.data
    const row: unknown = Array.isArray(rows) ? rows.find((r: { name?: unknown } | null) => r?.name === record) : undefined
    if (row && typeof row === 'object') return row
  }
  return undefined
}

/**
 * The text a change's failure shows: values the server found invalid, when the change has a text for
 * that; a refusal's; or a failed call's when it has one of its own.
 */
export function failureToastText(toasts: ChangeToasts | undefined, error: unknown): MessageId | undefined {
  // Frappe answers 417 for every validation error (ValidationError and its kind: a mandatory value missing, a bad link).
  if (toasts?.invalid && isFrappeError(error) && error.kind === 'http' && error.status === 417) return toasts.invalid
  // The site said no (its 'error' status, or a 4xx but 429): trying again will not change the
  // answer. What may work the next time (network, time-out, 5xx, 429, an unreadable answer) says so.
  const refused =
    isFrappeError(error) && (error.kind === 'refused' || (error.kind === 'http' && error.status >= 400 && error.status < 500 && error.status !== 429))
  return (!refused && toasts?.failedCall) || toasts?.failure
}

/** The id of a row or dialog made from a queued change (`change:<id>`), and back. */
export const changeRef = (id: string) => `change:${id}`
export function changeIdIn(ref: string | undefined): string | undefined {
  if (!ref?.startsWith('change:')) return undefined
  return ref.slice('change:'.length) || undefined
}

/** An id unique in the browser: a queued change's own (its `meta.changeId`), a tab's name (query-persist.ts). */
export const newBrowserId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

/** A queued change's own id (kept with it across reloads; see the query client's `changeId`). */
const idOf = (m: Mutation<unknown, Error, unknown, unknown>) => m.meta?.changeId ?? `m${m.mutationId}`

export interface QueuedChange<TVars> {
  /** The change's own id, the same after a reload: what a 'Not sent' row opens or dismisses. */
  id: string
  /** The last part of its key: 'create', 'update', 'delete', 'add', ... */
  action: string
  variables: TVars
  /** True once the server refused it: the row offers to open it again. */
  failed: boolean
  /**
   * Sent at least once, or on its way now: the site may have it (a try that got no answer), so it
   * can no longer be withdrawn.
   */
  tried: boolean
  error: Error | null
  /** Its failure toast ('Failed to add visitor'): what a refused change says in its row. */
  failure: MessageId | undefined
  /** The row its record had in its list when it was queued (see the query client's `listed`). */
  listed: object | undefined
}

/** The changes made offline to a resource (its root key) that are not sent yet, or were refused. */
export function useQueuedChanges<TVars>(root: QueryKey): QueuedChange<TVars>[] {
  return useMutationState({
    filters: { mutationKey: root, predicate: isQueuedChange },
    select: (m) => ({
      id: idOf(m),
      action: String(m.options.mutationKey?.at(-1) ?? ''),
      variables: m.state.variables as TVars,
      failed: m.state.status === 'error',
      tried: m.meta?.tried === true || (m.state.status === 'pending' && !m.state.isPaused),
      error: m.state.error,
      failure: failureToastText(m.meta?.toasts, m.state.error),
      listed: m.meta?.listed,
    }),
  })
}

/** A queued change of the cache, by id (the draft a refused change's dialog starts from). */
export const queuedChange = (qc: QueryClient, id: string) =>
  qc
    .getMutationCache()
    .getAll()
    .find((m) => idOf(m) === id && isQueuedChange(m))
