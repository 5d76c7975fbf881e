import type { HttpHandler } from 'msw'
import { commit, table } from '../db'
import { endpoint, json, message, type HandlerContext } from '../http'
import { newestFirst } from '../filters'
import { p } from '../paths'
import { NOTIFICATION_LOG } from '../seed/notifications'

/** Frappe's whitelisted methods of frappe/desk/doctype/notification_log/notification_log.py. */
const METHOD = 'frappe.desk.doctype.notification_log.notification_log'

/** Notification Log is readable by its for_user only (its permission query condition). */
const ownLogs = (user: string) => table(NOTIFICATION_LOG).filter((d) => d.for_user === user)

function arg(ctx: HandlerContext, key: string): unknown {
  return ctx.request.method === 'GET' ? ctx.url.searchParams.get(key) : ctx.body[key]
}

/** get_notification_logs(limit=20) -> {"message": {"notification_logs": [...], "user_info": {...}}} */
function getLogs(ctx: HandlerContext) {
  const raw = arg(ctx, 'limit')
  const limit = raw === null || raw === undefined || raw === '' ? 20 : Number(raw)
  const rows = ownLogs(ctx.user.email).sort(newestFirst('modified'))
  const logs = limit > 0 ? rows.slice(0, limit) : rows
  const users = [...new Set(logs.map((d) => String(d.from_user ?? '')).filter(Boolean))]
  const userInfo = Object.fromEntries(users.map((u) => [u, { fullname: u, image: null, name: u, email: u }]))
  const response = message({ notification_logs: logs.map((d) => ({ ...d })), user_info: userInfo })
  // Frappe's @http_cache(max_age=60, stale_while_revalidate=3600) on the method: a GET's answer may
  // be kept by the browser, under its address alone.
  if (ctx.request.method === 'GET') response.headers.set('Cache-Control', 'private,max-age=60,stale-while-revalidate=3600')
  return response
}

/** Both return nothing: Frappe answers `{}`. Marking read leaves `modified` as it was (update_modified=False). */
function markAsRead(ctx: HandlerContext) {
  const docname = arg(ctx, 'docname')
  const doc = ownLogs(ctx.user.email).find((d) => d.name === docname)
  if (doc) {
    doc.read = 1
    commit()
  }
  return json({})
}

function markAllAsRead(ctx: HandlerContext) {
  for (const doc of ownLogs(ctx.user.email)) doc.read = 1
  commit()
  return json({})
}

// Whitelisted methods answer GET and POST alike.
export const notificationHandlers: HttpHandler[] = (['get', 'post'] as const).flatMap((verb) => [
  endpoint(verb, p.method(`${METHOD}.get_notification_logs`), getLogs),
  endpoint(verb, p.method(`${METHOD}.mark_as_read`), markAsRead),
  endpoint(verb, p.method(`${METHOD}.mark_all_as_read`), markAllAsRead),
])
