import { mutationOptions, type QueryClient } from '@tanstack/react-query'
import { createDoc } from '../frappe/resource'

export const INCIDENT_DOCTYPE = 'Incident Reports'

/** The only incident category (spec section 9). */
export const INCIDENT_TYPES = ['Security Concern'] as const

/** POST /api/resource/Incident Reports (spec section 7); submitted_at 'YYYY-MM-DD HH:mm:ss'. */
export interface NewIncident {
  incident_name: string
  incident_type: string
  incident_summary: string
  submitted_by: string
  submitted_at: string
}

export const incidentQueries = {
  all: ['incidents'] as const,
}

export const incidentMutations = {
  create: (qc: QueryClient) =>
    mutationOptions({
      mutationKey: [...incidentQueries.all, 'create'],
      mutationFn: (report: NewIncident) => createDoc(INCIDENT_DOCTYPE, { ...report }),
      // No screen lists incident reports; anything cached under the resource is refreshed.
      onSettled: () => qc.invalidateQueries({ queryKey: incidentQueries.all }),
    }),
}
