import { insertDoc, type Doc } from './db'
import { NOTIFICATION_LOG } from './seed/notifications'

/** How long after a visitor is added the demo's gate lets them in. */
export const ARRIVAL_DELAY_MS = 20_000

let enabled = true
const pending = new Set<ReturnType<typeof setTimeout>>()

/**
 * The demo plays a gate: a visitor added now 'arrives' ARRIVAL_DELAY_MS later, written as the
 * Notification Log a site's Notification rule (channel 'System Notification') would write for the
 * user who announced them.
 */
export function scheduleArrival(visitor: Doc, forUser: string) {
  if (!enabled) return
  const name = typeof visitor.visitor_name === 'string' && visitor.visitor_name.trim() ? visitor.visitor_name.trim() : 'Your visitor'
  const timer = setTimeout(() => {
    pending.delete(timer)
    insertDoc(NOTIFICATION_LOG, 'NL', 'Administrator', {
      subject: `${name} arrived at the gate`,
      email_content: `${name} arrived at the gate`,
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
