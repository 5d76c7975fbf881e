import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { ChangeKey, ChangeToasts } from '../queries/resource'

/** Said when a change has to wait: it shows in its list and is sent when the connection returns. */
export const QUEUED_TEXT = 'Waiting to send: it goes out when the connection returns.'

/**
 * A change a resource registered (`queries/<resource>.ts`), made from a dialog, a delete button or
 * a row: the returned function sends it and resolves true once it is done, or once it waits to be
 * sent (offline: it is in the queue and its list shows it); then `onDone` runs (a dialog closes). It
 * resolves false when the change failed (decision D8: a dialog stays open with everything the user
 * entered). Its toasts are shown by the query client, however and whenever it ends; `toasts` replaces
 * the resource's own ones.
 */
export function useChange<TVars>(key: ChangeKey<TVars>, onDone?: () => void, toasts?: ChangeToasts): (vars: TVars) => Promise<boolean> {
  const mutation = useMutation<unknown, Error, TVars>({ mutationKey: key, ...(toasts && { meta: { toasts } }) })
  const waiting = useRef<((ok: boolean) => void) | undefined>(undefined)
  const end = useRef((ok: boolean) => {
    const resolve = waiting.current
    waiting.current = undefined
    resolve?.(ok)
  })
  // Paused: the change waits in the queue (the query client said so); for the user it is made.
  const paused = mutation.isPaused
  useEffect(() => {
    if (paused) end.current(true)
  }, [paused])
  return (vars) =>
    new Promise<boolean>((resolve) => {
      waiting.current = (ok) => {
        if (ok) onDone?.()
        resolve(ok)
      }
      mutation.mutate(vars, { onSuccess: () => end.current(true), onError: () => end.current(false) })
    })
}
