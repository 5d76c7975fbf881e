import { mutationOptions, queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query'
import type { z } from 'zod/mini'
import { listDocs, type Filter } from '../frappe/resource'

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
 * A household's documents of a doctype, for `householdQueries`: every row whose `homeowner` is the
 * household and that passes `filters()` (read at each fetch: cut-offs move with the clock), in order.
 */
export function householdDocs<S extends z.ZodMiniType>(doctype: string, item: S, filters: () => Filter[], orderBy: string) {
  return (homeowner: string, signal: AbortSignal) =>
    listDocs(doctype, item, { filters: [['homeowner', '=', homeowner], ...filters()], orderBy, signal })
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
