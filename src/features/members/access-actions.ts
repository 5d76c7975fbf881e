import {
  onlineManager,
  useIsMutating,
  useMutation,
  useMutationState,
  useQueryClient,
  type Mutation,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query'
import { useQueuedChanges, type QueuedChange } from '../../queries/queued-changes'
import { toast } from '../../ui/toast'
import { queueChange } from '../../ui/toasted-mutation'
import type { AccessSnapshot } from '../../queries/members'
import { actionText, type AccessTexts } from './messages'

export type ActionKind = 'invite' | 'revoke'

export interface AccessActions {
  /** An invite or revoke of this resource is running: every row's buttons are disabled. */
  busy: boolean
  /** The row whose action is running, and which action it is. */
  pending: { id: string; kind: ActionKind } | undefined
  /** Invites and revokes made offline, by member: waiting to be sent, or refused once sent (Step 14). */
  queued: Map<string, QueuedChange<{ memberId: string }>>
  invite: (memberId: string) => void
  /** Revoke; `onSuccess` runs after the success toast (the confirm dialog closes then). */
  revoke: (memberId: string, onSuccess: () => void) => void
}

function memberIdOf(variables: unknown): string | undefined {
  if (variables && typeof variables === 'object' && 'memberId' in variables && typeof variables.memberId === 'string') return variables.memberId
  return undefined
}

/**
 * Invite and revoke of one resource (home members or club members) with the screen's toasts.
 * Cache effects (optimistic status, rollback, invalidation) live in the mutation options.
 */
export function useAccessActions<V extends { memberId: string }>(cfg: {
  mutationKey: QueryKey
  invite: UseMutationOptions<void, Error, V, AccessSnapshot>
  revoke: UseMutationOptions<void, Error, V, AccessSnapshot>
  /** The mutation variables for a row; undefined when the user has no household/club to act for. */
  vars: (memberId: string) => V | undefined
  texts: AccessTexts
}): AccessActions {
  const { texts } = cfg
  const inviteMutation = useMutation(cfg.invite)
  const revokeMutation = useMutation(cfg.revoke)
  // Changes queued offline wait apart (Step 14): they do not hold up the rows' buttons.
  const live = { mutationKey: cfg.mutationKey, predicate: (m: Mutation<unknown, Error, unknown, unknown>) => !m.meta?.queued }
  const busy = useIsMutating(live) > 0
  const queryClient = useQueryClient()
  // Read from the mutation cache at the moment of the click: a second click that lands before the
  // screen re-rendered with `busy` must not start a second action (one row action at a time).
  const actionRunning = () => queryClient.isMutating(live) > 0
  const queuedChanges = useQueuedChanges<{ memberId: string }>(cfg.mutationKey)
  // Read from the mutation cache, not from this screen's observers: a screen mounted again while
  // an action still runs shows which row it is.
  const running = useMutationState({
    filters: { ...live, status: 'pending' },
    select: (m) => ({ id: memberIdOf(m.state.variables), kind: m.options.mutationKey?.at(-1) }),
  })
  const first = running.find((r) => r.id !== undefined)
  const pending = first?.id !== undefined ? { id: first.id, kind: first.kind === 'revoke' ? ('revoke' as const) : ('invite' as const) } : undefined

  return {
    busy,
    pending,
    queued: new Map(queuedChanges.map((c) => [c.variables.memberId, c])),
    invite: (memberId) => {
      const vars = cfg.vars(memberId)
      if (!vars || actionRunning()) return
      if (!onlineManager.isOnline()) return queueChange(queryClient, cfg.invite, vars, { success: texts.invited, failure: texts.inviteRefused })
      inviteMutation.mutate(vars, {
        onSuccess: () => toast.success(texts.invited),
        onError: (error) => toast.failure(actionText(error, texts.inviteRefused, texts.inviteFailed), error),
      })
    },
    revoke: (memberId, onSuccess) => {
      const vars = cfg.vars(memberId)
      if (!vars || actionRunning()) return
      if (!onlineManager.isOnline()) {
        queueChange(queryClient, cfg.revoke, vars, { success: texts.revoked, failure: texts.revokeRefused })
        return onSuccess()
      }
      revokeMutation.mutate(vars, {
        onSuccess: () => {
          toast.success(texts.revoked)
          onSuccess()
        },
        onError: (error) => toast.failure(actionText(error, texts.revokeRefused, texts.revokeFailed), error),
      })
    },
  }
}
