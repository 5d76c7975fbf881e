import type { MessageId } from '../../i18n'
import { valueLabel } from '../../i18n/value-label'

/** What a guest visits as (the server's values, compared and sent as they are), as the UI names them. */
const VISITING_AS_LABELS: Readonly<Record<string, MessageId>> = {
  Guest: 'guests.visitingAs.guest',
  Family: 'guests.visitingAs.family',
  Employee: 'guests.visitingAs.employee',
}

/** A guest's visiting_as in the current language (an unknown one as the server sent it). */
export const visitingAsLabel = (value: string | null | undefined) => valueLabel(VISITING_AS_LABELS, value)
