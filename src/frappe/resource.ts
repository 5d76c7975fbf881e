import { z } from 'zod/mini'
import { frappe, malformed, paths } from './client'

export type Filter = [string, string, unknown]

export interface ListParams {
  filters?: Filter[] | Record<string, unknown>
  orderBy?: string
  /** One page (limit_start, limit_page_length); without it, every row. */
  page?: { start: number; length: number }
  signal?: AbortSignal
}

/** Read `key` of an answer and check it against the schema; a missing or wrong key is a malformed answer. */
export function pick<S extends z.ZodMiniType>(body: unknown, key: string, schema: S, path: string): z.infer<S> {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw malformed(path)
  return parsed.data
}

/** GET a Server Script or method and read `key` of its answer as a list of `item`. */
export async function getList<S extends z.ZodMiniType>(path: string, params: Record<string, string>, key: string, item: S, signal?: AbortSignal) {
  return pick(await frappe.get(path, params, { signal }), key, z.array(item), path) as z.infer<S>[]
}

/** GET /api/resource/<Doctype>: every field, every row (limit_page_length=0, decision D10) or one page. */
export async function listDocs<S extends z.ZodMiniType>(doctype: string, item: S, params: ListParams = {}) {
  const path = paths.resource(doctype)
  const searchParams: Record<string, string | number> = {
    fields: JSON.stringify(['*']),
    limit_page_length: params.page?.length ?? 0,
  }
  if (params.page) searchParams.limit_start = params.page.start
  if (params.filters) searchParams.filters = JSON.stringify(params.filters)
  if (params.orderBy) searchParams.order_by = params.orderBy
  const body = await frappe.get(path, searchParams, { signal: params.signal })
  return pick(body, 'data', z.array(item), path) as z.infer<S>[]
}

export async function getDoc<S extends z.ZodMiniType>(doctype: string, name: string, schema: S, signal?: AbortSignal) {
  const path = paths.resource(doctype, name)
  return pick(await frappe.get(path, undefined, { signal }), 'data', schema, path)
}

export function createDoc(doctype: string, doc: object) {
  return frappe.post(paths.resource(doctype), doc)
}

export function updateDoc(doctype: string, name: string, doc: Record<string, unknown>) {
  return frappe.put(paths.resource(doctype, name), doc)
}

export function deleteDoc(doctype: string, name: string) {
  return frappe.delete(paths.resource(doctype, name))
}
