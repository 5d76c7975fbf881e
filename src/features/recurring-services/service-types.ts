import type { MessageId } from '../../i18n'
import { valueLabel } from '../../i18n/value-label'
import { SERVICE_TYPES } from '../../queries/recurring-services'

// Apart from the service's form (./recurring-service-fields): the lists, the dashboard and the
// passes name service types without loading the form library.

type ServiceType = (typeof SERVICE_TYPES)[number]

/**
 * The service types as the UI names them. The values are what the server stores, so they are sent
 * as they are; only what is shown is translated (a type the server sends that is not here, as sent).
 */
export const SERVICE_TYPE_LABELS: Record<ServiceType, MessageId> = {
  Housekeeper: 'services.type.housekeeper',
  'Lawn Care': 'services.type.lawnCare',
  'Pool Care': 'services.type.poolCare',
  Caregiver: 'services.type.caregiver',
  'Pet Sitter': 'services.type.petSitter',
  'Pest Control': 'services.type.pestControl',
  'Baby Sitter': 'services.type.babySitter',
  'Pet Groomer': 'services.type.petGroomer',
}

/** A service type in the current language (an unknown one as the server sent it). */
export const serviceTypeLabel = (type: string | null | undefined) => valueLabel(SERVICE_TYPE_LABELS, type)
