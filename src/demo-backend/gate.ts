import { insertDoc, type Doc } from './db'
import { NOTIFICATION_LOG } from './seed/notifications'
import { translate } from './translations'

/** How long after a visitor is added the demo's gate lets them in. */
export const ARRIVAL_DELAY_MS = 20_000

let enabled = true
const pending = new Set<ReturnType<typeof setTimeout>>()

/**
 * The demo plays a gate: a visitor added now 'arrives' ARRIVAL_DELAY_MS later, written as the
 * Notification Log a site's Notification rule (channel 'System Notification') would write for the
 * user who announced them, in `lang`: the language the call that announced them was answered in
 * (a Notification is rendered in its request's language, as Frappe does).
 */
export function scheduleArrival(visitor: Doc, forUser: string, lang = 'en') {
  if (!enabled) return
  const name = typeof visitor.visitor_name === 'string' && visitor.visitor_name.trim() ? visitor.visitor_name.trim() : translate('Your visitor', lang)
  // As Frappe's _('{0} arrived at the gate').format(name): the name itself is never translated.
  const text = translate('{0} arrived at the gate', lang).replace('{0}', name)
  const timer = setTimeout(() => {
    pending.delete(timer)
    insertDoc(NOTIFICATION_LOG, 'NL', 'Administrator', {
      subject: text,
      email_content: text,
      for_user: forUser,
      from_user: 'Administrator',
      type: 'Alert',
      document_type: 'Visitor Call-In',
      document_name: visitor.name,
      read: 0,
    })
  }, ARRIVAL_DELAY_MS)
  pending.add(timer)
}

/** Arrivals that were scheduled and have not happened yet are dropped. */
export function cancelArrivals() {
  for (const timer of pending) clearTimeout(timer)
  pending.clear()
}

/** Turns the gate on or off; off also drops the arrivals still to come. */
export function setArrivals(on: boolean) {
  enabled = on
  if (!on) cancelArrivals()
}
