import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChangeKey, ChangeToasts } from '../queries/resource'

/**
 * A change a resource registered (`queries/<resource>.ts`), made from a dialog, a delete button or
 * a row: the returned function sends it and resolves true once it is done, or at once when it has to
 * wait (offline, or behind another change of its list: TanStack Query pauses it, and the paused
 * changes are the queue its list shows); then `onDone` runs (a dialog closes). It resolves false when
 * the change failed (decision D8: a dialog stays open with everything the user entered). Its toasts
 * are shown by the query client, however and whenever it ends; `toasts` replaces the resource's own.
 */
export function useChange<TVars>(key: ChangeKey<TVars>, onDone?: () => void, toasts?: ChangeToasts): (vars: TVars) => Promise<boolean> {
  const queryClient = useQueryClient()
  const mutation = useMutation<unknown, Error, TVars>({ mutationKey: key, ...(toasts && { meta: { toasts } }) })
  return (vars) =>
    new Promise<boolean>((resolve) => {
      const end = (ok: boolean) => {
        if (ok) onDone?.()
        resolve(ok)
      }
      mutation.mutate(vars, { onSuccess: () => end(true), onError: () => end(false) })
      // The change just made is the cache's newest. When it waits, this screen lets go of it: the
      // queue keeps it (marked by the query client), and the screen is free for the next one.
      const made = queryClient.getMutationCache().getAll().at(-1)
      if (made?.state.isPaused) {
        mutation.reset()
        end(true)
      }
    })
}

/** An edit dialog's changes of its record: `update` and `remove` (the resource's `delete`), each closing it once done. */
export function useEditChanges<TUpdate, TDelete>(keys: { update: ChangeKey<TUpdate>; delete: ChangeKey<TDelete> }, onClose: () => void) {
  return { update: useChange(keys.update, onClose), remove: useChange(keys.delete, onClose) }
}
