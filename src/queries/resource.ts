import { mutationOptions, queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query'

/**
 * The query keys of a resource kept per household (visitors, guests, vacations, recurring
 * services): `all` (every query of it: what a change invalidates), `lists()`, and
 * `list(homeowner)`, which is empty without a household.
 */
export function householdQueries<R extends string, T>(root: R, fetchList: (homeowner: string, signal: AbortSignal) => Promise<T[]>) {
  const all = [root] as const
  const lists = () => [...all, 'list'] as const
  return {
    all,
    lists,
    list: (homeowner: string | undefined) =>
      queryOptions({
        queryKey: [...lists(), homeowner ?? ''] as const,
        queryFn: ({ signal }): Promise<T[]> => (homeowner ? fetchList(homeowner, signal) : Promise.resolve([])),
      }),
  }
}

/**
 * A change to a resource: keyed `[...root, action]`, and every query of the resource refetched once
 * it settles, whether it succeeded or not (decision D17).
 */
export function invalidatingMutation<TVars, TData>(qc: QueryClient, root: QueryKey, action: string, mutationFn: (vars: TVars) => Promise<TData>) {
  return mutationOptions({
    mutationKey: [...root, action],
    mutationFn,
    onSettled: () => qc.invalidateQueries({ queryKey: root }),
  })
}
