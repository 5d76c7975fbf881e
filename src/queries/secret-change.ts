import { useMutation, type UseMutationOptions } from '@tanstack/react-query'
import { useCallback } from 'react'

/**
 * A change whose variables or answer hold a secret (a password, the API secret it signs in with):
 * kept in memory only while it runs. Once it settles, the hook lets go of it (`reset`) and, with
 * `gcTime: 0`, the mutation cache drops it at once instead of keeping it for five minutes; the
 * caller has its answer from the returned promise and nowhere else.
 */
export function useSecretChange<TData, TVariables>(options: UseMutationOptions<TData, Error, TVariables>): (variables: TVariables) => Promise<TData> {
  const { mutateAsync, reset } = useMutation({ ...options, gcTime: 0 })
  return useCallback(
    async (variables: TVariables) => {
      try {
        return await mutateAsync(variables)
      } finally {
        reset()
      }
    },
    [mutateAsync, reset],
  )
}
