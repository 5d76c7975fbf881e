import { siteStamp } from './site'

// The shapes the demo database holds, apart from the database itself (src/demo-backend/db.ts), so
// that the seed can build them without importing the database that imports the seed.

/** A Frappe document: every doc carries these (docs/frappe.md). */
export interface Doc {
  name: string
  owner: string
  creation: string
  modified: string
  modified_by: string
  docstatus: number
  idx: number
  [field: string]: unknown
}

/** A demo account: its password, its API key pair, and the user object login returns. */
export interface DemoUser {
  email: string
  password: string
  /** The User's own language (Frappe's User `language`), once set: the site answers the user in it. */
  language?: string
  api_key: string
  api_secret: string
  profile: Record<string, unknown> & {
    email: string
    full_name: string
    first_name: string
    last_name: string
    roles: string[]
    homeowner_address?: string
    club_member?: string
    club_member_id?: string
    is_101_duntreath: number
    user_image?: string | null
  }
}

export interface Database {
  version: number
  users: DemoUser[]
  /** Documents by doctype (method-only resources use their own names, e.g. 'Guest'). */
  docs: Record<string, Doc[]>
  /** Password reset tokens -> e-mail. */
  resetTokens: Record<string, string>
  /** Cookie sessions: sid -> e-mail (absent in copies stored before sessions existed). */
  sessions?: Record<string, string>
  /** Uploaded files: file_url -> data URL. */
  files: Record<string, string>
  /** Who uploaded each private file (file_url -> e-mail): only they may read it. */
  privateFileOwners?: Record<string, string>
  seq: number
}

/** Raised when the seed gains something a stored copy lacks (2: notifications), so a browser reseeds. */
export const DB_VERSION = 2

/** Frappe's datetime format in the site's time zone (not the machine's): YYYY-MM-DD HH:mm:ss */
export function nowStamp(date = new Date()): string {
  return siteStamp(date)
}

/** The n-th name of a naming series, as Frappe writes it: `PREFIX-00042`. */
export function seriesName(prefix: string, n: number): string {
  return `${prefix}-${String(n).padStart(5, '0')}`
}

/** A seed helper: a doc with standard fields and a fixed name. */
export function seedDoc(name: string, owner: string, fields: Record<string, unknown>, creation = nowStamp()): Doc {
  return { ...fields, name, owner, creation, modified: creation, modified_by: owner, docstatus: 0, idx: 0 }
}
