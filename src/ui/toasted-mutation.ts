import { onlineManager, useMutation, useQueryClient, type MutationOptions, type QueryClient, type UseMutationOptions } from '@tanstack/react-query'
import { QUEUED_OPTIONS } from '../queries/queued-changes'
import { toast } from './toast'

/** Said when a change is made offline: it waits in its list and is sent when the network returns. */
export const QUEUED_TEXT = 'Waiting to send: it goes out when the connection returns.'

/**
 * Queues a change made offline (Step 14): a paused mutation that waits for the network, in order,
 * kept with the cache; its toasts tell how it ended, and a refusal stays in its list to be dealt with.
 */
export function queueChange<TData, TVars, TOnMutateResult>(
  queryClient: QueryClient,
  options: MutationOptions<TData, Error, TVars, TOnMutateResult>,
  vars: TVars,
  toasts: { success: string; failure: string },
): void {
  const queued = queryClient.getMutationCache().build(queryClient, { ...options, ...QUEUED_OPTIONS, meta: { toasts, queued: true } })
  queued.execute(vars).catch(() => undefined)
  toast.success(QUEUED_TEXT)
}

/**
 * A change the user asked for from a dialog or a delete button, made with a resource's mutation
 * options and the toasts that end it (shown by the query client's MutationCache, wherever it ends):
 * on success `onDone` runs (a dialog closes); on failure nothing else (decision D8: a dialog stays
 * open with everything the user entered). The returned function resolves whether it succeeded (a
 * delete's confirmation stays open when it did not), and keeps a form's submit busy until then.
 *
 * Offline (Step 14) the change is queued instead: it waits, in order, as a paused mutation kept with
 * the cache, shows in its list as 'Waiting to send', and ends with the same toasts once sent.
 */
export function useToastedMutation<TData, TVars, TOnMutateResult>(
  mutation: (queryClient: QueryClient) => UseMutationOptions<TData, Error, TVars, TOnMutateResult>,
  toasts: { success: string; failure: string },
  onDone?: () => void,
): (vars: TVars) => Promise<boolean> {
  const queryClient = useQueryClient()
  const options = { ...mutation(queryClient), meta: { toasts } }
  const { mutateAsync } = useMutation(options)
  return async (vars) => {
    if (!onlineManager.isOnline()) {
      queueChange(queryClient, options, vars, toasts)
      onDone?.()
      return true
    }
    try {
      await mutateAsync(vars)
      onDone?.()
      return true
    } catch {
      return false
    }
  }
}
