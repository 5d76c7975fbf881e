import { z } from 'zod/mini'
import { siteToday } from '../frappe/dates'
import { docChange, householdDocs, householdQueries, resourceChanges } from './resource'

export const VACATION_DOCTYPE = 'Vacation Call In Entry'

const vacationSchema = z.object({
  name: z.string(),
  homeowner: z.nullish(z.string()),
  vacation_start_date: z.nullish(z.string()),
  vacation_end_date: z.nullish(z.string()),
  vacation_note: z.nullish(z.string()),
  submitted_by: z.nullish(z.string()),
})
export type Vacation = z.infer<typeof vacationSchema>

/** A vacation that has not started yet (D9 marks it as upcoming). */
export function isUpcoming(vacation: Vacation, today: string = siteToday()): boolean {
  return !!vacation.vacation_start_date && vacation.vacation_start_date.slice(0, 10) > today
}

/** Decision D9: current and upcoming vacations (end date today or later, the site's today: D21), every row. */
export const vacationQueries = householdQueries(
  'vacations',
  householdDocs(VACATION_DOCTYPE, vacationSchema, () => [['vacation_end_date', '>=', siteToday()]], 'vacation_start_date asc'),
)

/** POST /api/resource/Vacation Call In Entry; dates 'YYYY-MM-DD'. */
export interface NewVacation {
  homeowner: string
  vacation_start_date: string
  vacation_end_date: string
  submitted_by: string
  vacation_note: string
}

export interface VacationChanges {
  name: string
  vacation_note: string
  vacation_start_date: string
  vacation_end_date: string
}

/** The vacation changes and their toasts. */
const vacationChangeList = {
  create: docChange.create<NewVacation>(VACATION_DOCTYPE, { success: 'vacations.toast.created', failure: 'vacations.toast.createFailed' }),
  update: docChange.update<VacationChanges>(VACATION_DOCTYPE, { success: 'vacations.toast.updated', failure: 'vacations.toast.updateFailed' }),
  delete: docChange.delete(VACATION_DOCTYPE, { success: 'vacations.toast.deleted', failure: 'vacations.toast.deleteFailed' }),
}

export const vacationChanges = resourceChanges(vacationQueries.all, vacationChangeList)
