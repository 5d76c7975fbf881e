import { incidentNames } from '../config'
import { createDoc } from '../frappe/resource'
import { resourceChanges, type Change } from './resource'

/** The only incident category. */
export const INCIDENT_TYPES = ['Security Concern'] as const

/** An incident report; submittedAt 'YYYY-MM-DD HH:mm:ss' in the site's zone. */
export interface NewIncident {
  subject: string
  type: string
  summary: string
  submittedBy: string
  submittedAt: string
}

/**
 * POST /api/resource/<incident doctype> with the deployment's field names
 * (decision D25: 'Incident Reports' with incident_name, incident_type, incident_summary,
 * submitted_by, submitted_at unless configured otherwise).
 */
export function createIncident(report: NewIncident) {
  const n = incidentNames()
  return createDoc(n.doctype, {
    [n.subject]: report.subject,
    [n.type]: report.type,
    [n.summary]: report.summary,
    [n.submittedBy]: report.submittedBy,
    [n.submittedAt]: report.submittedAt,
  })
}

export const incidentQueries = {
  all: ['incidents'] as const,
}

// No screen lists incident reports; anything cached under the resource is refreshed.
const incidentChangeList = {
  create: {
    mutationFn: createIncident,
    toasts: { success: 'incidents.toast.created', failure: 'incidents.toast.createFailed' },
  } satisfies Change<NewIncident>,
}

export const incidentChanges = resourceChanges(incidentQueries.all, incidentChangeList)
