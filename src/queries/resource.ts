import type { MessageId } from '../i18n'
import { hashKey, queryOptions, type MutationOptions, type QueryClient, type QueryKey } from '@tanstack/react-query'
import type { z } from 'zod/mini'
import { frappe } from '../frappe/client'
import { isFrappeError, throwIfRefused } from '../frappe/errors'
import { createDoc, deleteDoc, listDocs, updateDoc, type Filter } from '../frappe/resource'

/**
 * How often a dashboard's lists are asked for again while they are on a visible screen. A tablet
 * left on the dashboard, its screen never asleep, never comes back to the page (what makes lists
 * refetch otherwise): what the gate or another device added would never show, and what 03:00 ended
 * would stay. TanStack stops the interval while the page is hidden.
 */
export const LISTS_REFRESH_MS = 5 * 60_000

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
        refetchInterval: LISTS_REFRESH_MS,
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

/** What a change says when it ends (the query client's MutationCache shows it, wherever the change ends). */
/** A change's toasts, as message ids: a change that waits offline is kept with them and said in the language of the day it ends. */
export interface ChangeToasts {
  /** None for a change that shows itself (marking a notification read). */
  success?: MessageId
  /** When the server refused it; also said when the call failed, unless `failedCall` is given. */
  failure: MessageId
  /** When the call itself failed (network, time-out, 5xx, an unreadable answer): it may work next time. */
  failedCall?: MessageId
  /** When the server refused the values themselves (a validation error, HTTP 417): what is wrong with them. */
  invalid?: MessageId
}

/** A change of a resource: its call, its toasts and any cache effects of its own (see `registerChanges`). */
export type Change<TVars> = Omit<MutationOptions<unknown, Error, TVars, unknown>, 'mutationKey' | 'mutationFn' | 'meta'> & {
  mutationFn: (vars: TVars) => Promise<unknown>
  /** Its toasts; none when the screen that makes it gives its own (the people screens word them each their way). */
  toasts?: ChangeToasts
}

/** A registered change's key; it carries the type of what the change is sent. */
export type ChangeKey<TVars> = readonly unknown[] & { readonly __vars?: TVars }

type VarsOf<C> = C extends Change<infer V> ? V : never

/** The keys of a resource's changes, `[...root, action]`: what components give `useMutation`. */
function changeKeys<C extends Record<string, Change<never>>>(root: QueryKey, changes: C): { [K in keyof C]: ChangeKey<VarsOf<C[K]>> } {
  return Object.fromEntries(Object.keys(changes).map((action) => [action, [...root, action]])) as unknown as { [K in keyof C]: ChangeKey<VarsOf<C[K]>> }
}

/**
 * Registers the changes of a resource with the client, keyed `[...root, action]`, so a component uses
 * one with `useMutation({ mutationKey })` and a change restored after a reload can still be sent:
 * - offline it waits (TanStack Query pauses it: `networkMode: 'online'`); paused changes are the queue,
 *   kept with the persisted cache;
 * - the changes of one resource go one after another, in the order they were made (`scope`);
 * - its toasts are its `meta`, shown by the MutationCache however it ends;
 * - every query of the resource is refetched once it settles, whether it succeeded or not (decision
 *   D17), unless the change brings cache effects of its own; the change does not wait for that.
 */
export function registerChanges(qc: QueryClient, root: QueryKey, changes: Record<string, Change<never>>): void {
  for (const [action, { toasts, ...options }] of Object.entries(changes)) {
    qc.setMutationDefaults([...root, action], {
      networkMode: 'online',
      scope: { id: hashKey(root) },
      // Not awaited: the change is over once the site has answered (a dialog closes then); its list
      // is read again after, however long that takes on a weak line.
      onSettled: () => void qc.invalidateQueries({ queryKey: root }),
      ...(options as Omit<Change<unknown>, 'toasts'>),
      meta: toasts && { toasts },
    })
  }
}

/**
 * A resource's changes, registered as one: `keys` (what components give `useMutation`, or `useChange`)
 * and `register` (for the query client, see `registerChanges`).
 */
export function resourceChanges<C extends Record<string, Change<never>>>(root: QueryKey, changes: C) {
  return { keys: changeKeys(root, changes), register: (qc: QueryClient) => registerChanges(qc, root, changes) }
}

/** A resource's change, typed by what it is sent (for a list of changes built in a function). */
export const change = <TVars>(c: Change<TVars>) => c as unknown as Change<never>

/** The changes of a doctype through /api/resource: create (POST the document), update (PUT its fields, by `name`), delete (by name). */
export const docChange = {
  create: <TNew extends object>(doctype: string, toasts: ChangeToasts): Change<TNew> => ({ mutationFn: (doc) => createDoc(doctype, doc), toasts }),
  update: <TChanges extends { name: string }>(doctype: string, toasts: ChangeToasts): Change<TChanges> => ({
    mutationFn: ({ name, ...changes }) => updateDoc(doctype, name, changes),
    toasts,
  }),
  // A record the site no longer has (404: deleted from another device while this delete waited
  // offline) is deleted: what the resident asked for is done, and nothing is left to fix.
  delete: (doctype: string, toasts: ChangeToasts): Change<string> => ({
    mutationFn: (name) => deleteDoc(doctype, name).catch(unlessGone),
    toasts,
  }),
}

function unlessGone(error: unknown): void {
  if (!(isFrappeError(error) && error.kind === 'http' && error.status === 404)) throw error
}

/**
 * Sends what it is given to a method or Server Script of the site: POST, or PUT (the updates). A
 * script may say no inside a 200 (`status: 'error'`, at the top or in `message`): that answer is
 * the refusal it is, with the site's text, never a success.
 */
export async function callSite(method: 'post' | 'put', path: string, vars: unknown): Promise<unknown> {
  const body = await frappe[method](path, vars)
  throwIfRefused(body, path)
  return body
}

/** A change made through a method or Server Script of the site (`callSite`). */
export function callChange<TVars>(method: 'post' | 'put', path: string, toasts: ChangeToasts): Change<TVars> {
  return { mutationFn: (vars) => callSite(method, path, vars), toasts }
}

/** A delete through a method or Server Script: a record the site no longer has (404) is deleted, as `docChange.delete`'s. */
export function callDelete<TVars>(path: string, toasts: ChangeToasts): Change<TVars> {
  return { mutationFn: (vars) => callSite('post', path, vars).catch(unlessGone), toasts }
}
