import { HttpResponse } from 'msw'
import { findDoc, insertDoc, removeDoc, table, updateDocFields } from '../db'
import { doctypeConfig, inScope, type DoctypeConfig } from '../doctypes'
import { matchesAll, parseFilters, sortDocs } from '../filters'
import { frappeError } from '../faults'
import { scheduleArrival } from '../gate'
import { DemoError, endpoint, forbidden, mandatory, notFound, type HandlerContext } from '../http'

function configOf(doctype: string): DoctypeConfig {
  const config = doctypeConfig(doctype)
  if (!config) throw new DemoError(404, `DocType ${doctype} not found`, 'DoesNotExistError')
  return config
}

function allow(config: DoctypeConfig, op: DoctypeConfig['ops'][number]) {
  if (!config.ops.includes(op)) throw forbidden()
}

function ownDoc(ctx: HandlerContext) {
  const { doctype = '', name = '' } = ctx.params
  const config = configOf(doctype)
  const doc = findDoc(doctype, name)
  if (!doc) throw notFound(doctype, name)
  if (!inScope(config, ctx.user, doc)) throw forbidden()
  return { config, doc, doctype }
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')

/**
 * Frappe's mandatory check: one message per missing field (all of them, in one 417
 * MandatoryError), then the doctype's own validation. Undefined when the doc passes.
 */
function checkMandatory(doctype: string, config: DoctypeConfig, doc: Record<string, unknown>, _: (text: string) => string): Response | undefined {
  const missing = config.mandatory.filter(([field]) => blank(doc[field]))
  if (missing.length) {
    return frappeError(417, missing.map(([, label]) => _(`Error: Value missing for ${doctype}: ${label}`)), 'MandatoryError')
  }
  config.validate?.(doc)
  return undefined
}

function pickFields(doc: Record<string, unknown>, fields: string[] | null) {
  if (!fields) return { name: doc.name }
  if (fields.includes('*')) return { ...doc }
  return Object.fromEntries(['name', ...fields].map((f) => [f, doc[f]]))
}

/** Frappe answers a single doc without null fields. */
function withoutNulls(doc: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(doc).filter(([, v]) => v !== null && v !== undefined))
}

export const resourceHandlers = [
  endpoint('get', '*/api/resource/:doctype', ({ params, url, user }) => {
    const doctype = params.doctype ?? ''
    const config = configOf(doctype)
    allow(config, 'list')
    const q = url.searchParams
    let fields: string[] | null = null
    const rawFields = q.get('fields')
    if (rawFields) {
      try {
        fields = JSON.parse(rawFields) as string[]
      } catch {
        throw new DemoError(417, 'Invalid fields', 'ValidationError')
      }
    }
    const conditions = parseFilters(q.get('filters'))
    const limitRaw = q.get('limit_page_length') ?? q.get('limit')
    const limit = limitRaw === null ? 20 : Number(limitRaw)
    const start = Number(q.get('limit_start') ?? 0)
    const rows = sortDocs(
      table(doctype).filter((d) => inScope(config, user, d) && matchesAll(d, conditions)),
      q.get('order_by'),
    )
    const page = limit > 0 ? rows.slice(start, start + limit) : rows.slice(start)
    return HttpResponse.json({ data: page.map((d) => pickFields(d, fields)) })
  }),

  endpoint('get', '*/api/resource/:doctype/:name', (ctx) => {
    const { config, doc } = ownDoc(ctx)
    allow(config, 'get')
    return HttpResponse.json({ data: withoutNulls(doc) })
  }),

  endpoint('post', '*/api/resource/:doctype', ({ params, body, user, lang, _ }) => {
    const doctype = params.doctype ?? ''
    const config = configOf(doctype)
    allow(config, 'create')
    const refused = checkMandatory(doctype, config, body, _)
    if (refused) return refused
    const [field] = config.scope(user)
    if (body[field] === undefined || body[field] === '') throw mandatory(doctype, field)
    if (!inScope(config, user, body)) throw forbidden()
    const doc = insertDoc(doctype, config.prefix, user.email, body)
    if (doctype === 'Visitor Call-In') scheduleArrival(doc, user.email, lang)
    return HttpResponse.json({ data: withoutNulls(doc) }, { status: 200 })
  }),

  endpoint('put', '*/api/resource/:doctype/:name', (ctx) => {
    const { config, doc, doctype } = ownDoc(ctx)
    allow(config, 'update')
    const [field] = config.scope(ctx.user)
    if (field in ctx.body && ctx.body[field] !== doc[field]) throw forbidden()
    const refused = checkMandatory(doctype, config, { ...doc, ...ctx.body }, ctx._)
    if (refused) return refused
    updateDocFields(doc, ctx.body, ctx.user.email)
    return HttpResponse.json({ data: withoutNulls(doc) })
  }),

  endpoint('delete', '*/api/resource/:doctype/:name', (ctx) => {
    const { config, doc, doctype } = ownDoc(ctx)
    allow(config, 'delete')
    removeDoc(doctype, doc.name)
    return HttpResponse.json({ data: 'ok' }, { status: 202 })
  }),
]
