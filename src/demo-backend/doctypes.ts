import type { DemoUser, Doc } from './db'
import { invalid, mandatory } from './http'
import { incidentDoctype } from './site'

type Op = 'list' | 'get' | 'create' | 'update' | 'delete'

/** What the fake knows of each /api/resource doctype: naming, scoping, mandatory fields. */
export interface DoctypeConfig {
  prefix: string
  /** The field that ties a record to the user's household/club, and the user's value for it. */
  scope: (user: DemoUser) => [field: string, value: string | undefined]
  mandatory: [field: string, label: string][]
  validate?: (doc: Record<string, unknown>) => void
  ops: Op[]
}

const VISITOR_CATEGORIES = ['Day Visitor', 'Delivery', 'Contractor', 'Gate Pass']

const isClub = (u: DemoUser) => u.profile.roles[0]?.startsWith('Club') ?? false

export const doctypes: Record<string, DoctypeConfig> = {
  'Visitor Call-In': {
    prefix: 'VCI',
    scope: (u) => (isClub(u) ? ['club_member', u.profile.club_member] : ['homeowner', u.profile.homeowner_address]),
    mandatory: [
      ['call_in_type', 'Call In Type'],
      ['visitor_name', 'Visitor Name'],
      ['termination_date', 'Termination Date'],
    ],
    validate: (doc) => {
      // A homeowner's call-in needs its category; a club call-in has none.
      if (doc.call_in_type === 'HomeOwner' && (doc.category === undefined || doc.category === null || doc.category === ''))
        throw mandatory('Visitor Call-In', 'Category')
      // The demo site's Select has a fourth option that the portal does not offer, as a real site
      // may: its seeded visitor shows the grey badge, and can be edited and saved.
      const cat = doc.category
      if (cat !== undefined && cat !== null && cat !== '' && !VISITOR_CATEGORIES.includes(String(cat)))
        throw invalid(`Category cannot be "${String(cat)}". It should be one of ${VISITOR_CATEGORIES.map((c) => `"${c}"`).join(', ')}`)
      if (typeof doc.termination_date === 'string' && !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.test(doc.termination_date))
        throw invalid(`Termination Date ${doc.termination_date} is not a valid date-time`)
    },
    ops: ['list', 'get', 'create', 'update', 'delete'],
  },
  'Vacation Call In Entry': {
    prefix: 'VAC',
    scope: (u) => ['homeowner', u.profile.homeowner_address],
    mandatory: [
      ['vacation_start_date', 'Vacation Start Date'],
      ['vacation_end_date', 'Vacation End Date'],
    ],
    validate: (doc) => {
      const s = String(doc.vacation_start_date ?? '')
      const e = String(doc.vacation_end_date ?? '')
      if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || !/^\d{4}-\d{2}-\d{2}$/.test(e)) throw invalid('Vacation dates must be dates')
      if (e < s) throw invalid('Vacation End Date cannot be before Vacation Start Date')
    },
    ops: ['list', 'get', 'create', 'update', 'delete'],
  },
  'Club Access': {
    prefix: 'CA',
    scope: (u) => ['name', u.profile.club_member],
    mandatory: [],
    ops: ['get'],
  },
}

/** The incident doctype, under the site's own names (incidentDoctype in site.ts). */
function incidentConfig(): DoctypeConfig {
  const n = incidentDoctype()
  return {
    prefix: 'INC',
    scope: (u) => [n.submittedBy, u.email],
    mandatory: [
      [n.subject, 'Incident Name'],
      [n.type, 'Incident Type'],
    ],
    validate: (doc) => {
      if (doc[n.type] !== 'Security Concern')
        throw invalid(`Incident Type cannot be "${String(doc[n.type])}". It should be one of "Security Concern"`)
      const at = doc[n.submittedAt]
      if (typeof at === 'string' && !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.test(at))
        throw invalid(`Submitted At ${at} is not a valid date-time`)
    },
    ops: ['list', 'get', 'create'],
  }
}

/** What the fake knows of a doctype, or undefined when the site has no such doctype. */
export function doctypeConfig(doctype: string): DoctypeConfig | undefined {
  if (doctype === incidentDoctype().doctype) return incidentConfig()
  return Object.hasOwn(doctypes, doctype) ? doctypes[doctype] : undefined
}

export function inScope(config: DoctypeConfig, user: DemoUser, doc: Doc | Record<string, unknown>): boolean {
  const [field, value] = config.scope(user)
  return value !== undefined && doc[field] === value
}
