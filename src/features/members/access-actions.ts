import { useIsMutating, useMutationState, useQueryClient, type Mutation, type QueryKey } from '@tanstack/react-query'
import { recordOf, type QueuedChange } from '../../queries/queued-changes'
import type { ChangeKey } from '../../queries/resource'
import { useRowChanges } from '../../ui/queued-rows'
import { useChange } from '../../ui/use-change'
import type { AccessTexts } from './messages'

export type ActionKind = 'invite' | 'revoke'

export interface AccessActions {
  /** An invite or revoke of this resource is running: every row's buttons are disabled. */
  busy: boolean
  /** The row whose action is running, and which action it is. */
  pending: { id: string; kind: ActionKind } | undefined
  /** Invites and revokes made offline, by member: waiting to be sent, or refused once sent. */
  queued: Map<string, QueuedChange<unknown>>
  invite: (memberId: string) => void
  /** Revoke; `onSuccess` runs once it is done or waits to be sent (the confirm dialog closes then). */
  revoke: (memberId: string, onSuccess: () => void) => void
}

/**
 * Invite and revoke of one resource (home members or club members) with the screen's toasts (a
 * refusal and a failed call each say their own). Cache effects (optimistic status, rollback,
 * invalidation) and waiting offline come with the changes the resource registered.
 */
export function useAccessActions<V extends { memberId: string }>(cfg: {
  mutationKey: QueryKey
  changes: { invite: ChangeKey<V>; revoke: ChangeKey<V> }
  /** The mutation variables for a row; undefined when the user has no household/club to act for. */
  vars: (memberId: string) => V | undefined
  texts: AccessTexts
}): AccessActions {
  const { texts } = cfg
  const invite = useChange(cfg.changes.invite, undefined, { success: texts.invited, failure: texts.inviteRefused, failedCall: texts.inviteFailed })
  const revoke = useChange(cfg.changes.revoke, undefined, { success: texts.revoked, failure: texts.revokeRefused, failedCall: texts.revokeFailed })
  // Changes queued offline wait apart: they do not hold up the rows' buttons while they wait. Once
  // sent (the network is back), one is on its way as any row action, and holds them up.
  const live = { mutationKey: cfg.mutationKey, predicate: (m: Mutation<unknown, Error, unknown, unknown>) => !(m.meta?.queued && m.state.isPaused) }
  const busy = useIsMutating(live) > 0
  const queryClient = useQueryClient()
  // Read from the mutation cache at the moment of the click: a second click that lands before the
  // screen re-rendered with `busy` must not start a second action (one row action at a time).
  const actionRunning = () => queryClient.isMutating(live) > 0
  // Invites and revokes made offline show on their member's row, as a list's changes do on theirs.
  const queued = useRowChanges(cfg.mutationKey).byRecord
  // Read from the mutation cache, not from this screen's observers: a screen mounted again while
  // an action still runs shows which row it is.
  const running = useMutationState({
    filters: { ...live, status: 'pending' },
    select: (m) => ({ id: recordOf(m.state.variables), kind: m.options.mutationKey?.at(-1) }),
  })
  const first = running.find((r) => r.id !== undefined)
  const pending = first?.id !== undefined ? { id: first.id, kind: first.kind === 'revoke' ? ('revoke' as const) : ('invite' as const) } : undefined

  return {
    busy,
    pending,
    queued,
    invite: (memberId) => {
      const vars = cfg.vars(memberId)
      if (!vars || actionRunning()) return
      void invite(vars)
    },
    revoke: (memberId, onSuccess) => {
      const vars = cfg.vars(memberId)
      if (!vars || actionRunning()) return
      void revoke(vars).then((done) => done && onSuccess())
    },
  }
}
