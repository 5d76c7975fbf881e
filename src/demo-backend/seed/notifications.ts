import { seedDoc, type Doc } from '../records'
import { siteStamp } from '../site'
import type { SeedOptions } from './options'

/** Frappe's doctype for what a user is told (frappe/desk/doctype/notification_log). */
export const NOTIFICATION_LOG = 'Notification Log'

/** What a gate Notification rule (channel 'System Notification') would have written for one user. */
export interface GateNotice {
  subject: string
  minutesAgo: number
  read: boolean
  document?: [doctype: string, name: string]
}

const AT_GATE = (who: string) => `${who} arrived at the gate`
// The site's own announcement, as a Text Editor field holds it: HTML the app must show as text.
const MAINTENANCE: GateNotice = {
  subject: '<div><p>The north gate closes for maintenance on <b>Saturday</b>, 8&ndash;10 am.</p></div>',
  minutesAgo: 3 * 24 * 60,
  read: true,
}

/** A few notices per demo account, the two newest unread, each about a record of that account. */
const NOTICES: Record<string, GateNotice[]> = {
  'resident@demo.test': [
    { subject: AT_GATE('Emma Clarke'), minutesAgo: 2, read: false, document: ['Visitor Call-In', 'VCI-00001'] },
    { subject: AT_GATE('FreshGrocer'), minutesAgo: 47, read: false, document: ['Visitor Call-In', 'VCI-00002'] },
    { subject: AT_GATE('Olivia Bennett'), minutesAgo: 26 * 60, read: true, document: ['Guest', 'GST-00001'] },
    MAINTENANCE,
  ],
  'family@demo.test': [
    { subject: AT_GATE('Nora Robinson'), minutesAgo: 5, read: false, document: ['Guest', 'GST-00003'] },
    { subject: AT_GATE('BrightlinePlumbing'), minutesAgo: 90, read: false, document: ['Visitor Call-In', 'VCI-00003'] },
    MAINTENANCE,
  ],
  'duntreath@demo.test': [
    { subject: AT_GATE('Fiona Gray'), minutesAgo: 8, read: false, document: ['Visitor Call-In', 'VCI-00004'] },
    { subject: AT_GATE('Hamish Stewart'), minutesAgo: 3 * 60, read: false, document: ['Guest', 'GST-00004'] },
    { subject: AT_GATE('HighlandRoofing'), minutesAgo: 2 * 24 * 60, read: true, document: ['Visitor Call-In', 'VCI-00008'] },
  ],
  'neighbour@demo.test': [
    { subject: AT_GATE('Private Neighbour Guest'), minutesAgo: 12, read: false, document: ['Visitor Call-In', 'VCI-00005'] },
    { subject: AT_GATE('Neighbour Friend'), minutesAgo: 4 * 60, read: false, document: ['Guest', 'GST-00007'] },
    MAINTENANCE,
  ],
  'club@demo.test': [
    { subject: AT_GATE('Oliver Bennett'), minutesAgo: 15, read: false, document: ['Visitor Call-In', 'VCI-00006'] },
    { subject: AT_GATE('Ava Thompson'), minutesAgo: 2 * 60, read: false },
    MAINTENANCE,
  ],
  'clubfamily@demo.test': [
    { subject: AT_GATE('Ethan Walker'), minutesAgo: 20, read: false },
    { subject: AT_GATE('Mia Delgado'), minutesAgo: 5 * 60, read: false },
    MAINTENANCE,
  ],
}

/** One Notification Log row for `user` (its name is Frappe-like: the doctype's autoname is a hash). */
export function notificationDoc(name: string, user: string, notice: GateNotice, now = Date.now()): Doc {
  const stamp = siteStamp(new Date(now - notice.minutesAgo * 60_000))
  return seedDoc(name, 'Administrator', {
    subject: notice.subject,
    email_content: notice.subject,
    for_user: user,
    from_user: 'Administrator',
    type: 'Alert',
    document_type: notice.document?.[0] ?? null,
    document_name: notice.document?.[1] ?? null,
    read: notice.read ? 1 : 0,
  }, stamp)
}

export function seedNotifications(_opts: SeedOptions): Record<string, Doc[]> {
  const rows = Object.entries(NOTICES).flatMap(([user, notices]) =>
    notices.map((notice, i) => notificationDoc(`NL-${user.split('@')[0]}-${i + 1}`, user, notice)),
  )
  return { [NOTIFICATION_LOG]: rows }
}
