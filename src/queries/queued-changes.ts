import { useMutationState, type Mutation, type MutationOptions, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { clubAccessMutations } from './club-access'
import { clubMemberMutations } from './club-members'
import { clubVisitorMutations } from './club-visitors'
import { guestMutations } from './guests'
import { incidentMutations } from './incidents'
import { memberMutations } from './members'
import { recurringServiceMutations } from './recurring-services'
import { vacationMutations } from './vacations'
import { visitorMutations } from './visitors'

/**
 * Step 14: a change made offline waits in the mutation cache as a paused mutation (TanStack Query's
 * `networkMode: 'online'`), is kept with the persisted cache, and is sent when the network returns.
 * These are the kinds of change that may wait: every one a dialog, a delete button, an invite or a revoke makes. Their
 * defaults (the call, what it refreshes) are registered with the client so a change restored after
 * a reload can still be sent.
 */
const QUEUEABLE = [
  visitorMutations.create,
  visitorMutations.update,
  visitorMutations.remove,
  guestMutations.add,
  guestMutations.update,
  guestMutations.remove,
  vacationMutations.create,
  vacationMutations.update,
  vacationMutations.remove,
  recurringServiceMutations.add,
  recurringServiceMutations.update,
  recurringServiceMutations.remove,
  incidentMutations.create,
  clubAccessMutations.addGuest,
  clubAccessMutations.deleteGuest,
  clubVisitorMutations.create,
  clubVisitorMutations.delete,
  memberMutations.invite,
  memberMutations.revoke,
  clubMemberMutations.invite,
  clubMemberMutations.revoke,
] as const

export function registerMutationDefaults(qc: QueryClient): void {
  for (const kind of QUEUEABLE) {
    const options = kind(qc) as MutationOptions<unknown, Error, unknown>
    qc.setMutationDefaults(options.mutationKey!, options)
  }
}

/** Changes that wait run one after another, in the order they were made. */
export const QUEUED_SCOPE = { id: 'queued-changes' }

/** The options a change made offline gets: it waits for the network, in order, and is kept until sent or dismissed. */
export const QUEUED_OPTIONS = { networkMode: 'online', scope: QUEUED_SCOPE, gcTime: Infinity } as const

/** A queued change is kept with the cache while it waits, and after the server refused it (so it can be fixed). */
export const isQueuedChange = (m: Mutation<unknown, Error, unknown, unknown>) => m.meta?.queued === true && m.state.status !== 'success'

export interface QueuedChange<TVars> {
  /** The mutation's id in the cache: what a 'Not sent' row opens or dismisses. */
  id: number
  /** The last part of its key: 'create', 'update', 'delete', 'add', ... */
  action: string
  variables: TVars
  /** True once the server refused it: the row offers to open it again. */
  failed: boolean
  error: Error | null
  /** Its failure toast's text ('Failed to add visitor'): what a refused change says in its row. */
  failure: string
}

/** The changes made offline to a resource (its root key) that are not sent yet, or were refused. */
export function useQueuedChanges<TVars>(root: QueryKey): QueuedChange<TVars>[] {
  return useMutationState({
    filters: { mutationKey: root, predicate: isQueuedChange },
    select: (m) => ({
      id: m.mutationId,
      action: String(m.options.mutationKey?.at(-1) ?? ''),
      variables: m.state.variables as TVars,
      failed: m.state.status === 'error',
      error: m.state.error,
      failure: m.meta?.toasts?.failure ?? '',
    }),
  })
}

/** How many changes are still waiting to be sent (logout asks first when there are any). */
export const waitingChanges = (qc: QueryClient) =>
  qc
    .getMutationCache()
    .getAll()
    .filter((m) => isQueuedChange(m) && m.state.status === 'pending').length

/** A queued change of the cache, by id (the draft a refused change's dialog starts from). */
export const queuedChange = (qc: QueryClient, id: number) =>
  qc
    .getMutationCache()
    .getAll()
    .find((m) => m.mutationId === id && isQueuedChange(m))
