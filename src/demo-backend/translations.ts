/**
 * What a Frappe site with Spanish translations answers in Spanish: the demo backend's refusals and
 * errors, each English text (as the site writes it, with {0} {1} for the values it puts in) and its
 * Spanish. The values are translated too when the table has them (a doctype, a field's label), as
 * Frappe does with `_(doctype)`. A text the table lacks stays English, as on a real site.
 */
const ES: Record<string, string> = {
  // Sign-in, forgotten and reset password, change password.
  'Invalid login credentials': 'Credenciales de inicio de sesión no válidas',
  'Email and password are required': 'El correo electrónico y la contraseña son obligatorios',
  'Email is required': 'El correo electrónico es obligatorio',
  'No account found with this email address.': 'No hay ninguna cuenta con este correo electrónico.',
  'Password reset link sent to your email.': 'Te enviamos a tu correo un enlace para restablecer la contraseña.',
  'Passwords do not match.': 'Las contraseñas no coinciden.',
  'Passwords must match': 'Las contraseñas deben coincidir',
  'Password must be at least 8 characters long.': 'La contraseña debe tener al menos 8 caracteres.',
  'Password must be at least 8 characters': 'La contraseña debe tener al menos 8 caracteres',
  'Password must contain at least one letter, one number, and one special character':
    'La contraseña debe tener al menos una letra, un número y un carácter especial',
  'This password reset link is invalid or has expired.': 'Este enlace para restablecer la contraseña no es válido o ya expiró.',
  'Current password is incorrect': 'La contraseña actual es incorrecta',
  // The token and permissions.
  'Invalid API key or secret': 'La clave o el secreto de la API no son válidos',
  'Not permitted. Please log in.': 'No permitido. Inicia sesión.',
  'Not permitted': 'No permitido',
  'You do not have enough permissions to access this resource.': 'No tienes permisos suficientes para acceder a este recurso.',
  // Records.
  'Error: Value missing for {0}: {1}': 'Error: falta un valor en {0}: {1}',
  'DocType {0} not found': 'No se encontró el DocType {0}',
  'File {0} not found': 'No se encontró el archivo {0}',
  '{0} {1} not found': 'No se encontró {0} {1}',
  'Could not find {0}: {1}': 'No se encontró {0}: {1}',
  'Invalid filters': 'Filtros no válidos',
  'Filter must have 3 or 4 items, got {0}: {1}': 'El filtro debe tener 3 o 4 elementos, tiene {0}: {1}',
  'Operator must be one of {0}': 'El operador debe ser uno de {0}',
  'Could not read the request body': 'No se pudo leer el contenido de la solicitud',
  'Internal Server Error': 'Error interno del servidor',
  // Guests, visitors, services, vacations, incidents.
  'Guest already exists': 'Este invitado ya existe',
  'Guest names cannot contain spaces': 'Los nombres de los invitados no pueden tener espacios',
  'You can only add up to {0} guests': 'Solo puedes agregar hasta {0} invitados',
  'Category cannot be "{0}". It should be one of {1}': 'La categoría no puede ser "{0}". Debe ser una de {1}',
  'Termination Date {0} is not a valid date-time': 'La fecha de fin {0} no es una fecha y hora válida',
  'Service Type cannot be "{0}". It should be one of {1}': 'El tipo de servicio no puede ser "{0}". Debe ser uno de {1}',
  'Vacation dates must be dates': 'Las fechas de las vacaciones deben ser fechas',
  'Vacation End Date cannot be before Vacation Start Date': 'La fecha de fin de las vacaciones no puede ser anterior a la fecha de inicio',
  'Incident Type cannot be "{0}". It should be one of "Security Concern"': 'El tipo de incidente no puede ser "{0}". Debe ser "Security Concern"',
  'Submitted At {0} is not a valid date-time': 'La fecha de envío {0} no es una fecha y hora válida',
  // The gate.
  '{0} arrived at the gate': '{0} llegó a la entrada',
  'Your visitor': 'Tu visita',
  // Members and profile.
  'Non-Resident members cannot be invited': 'No se puede invitar a los miembros no residentes',
  'Non-Resident members have no access to revoke': 'Los miembros no residentes no tienen acceso que revocar',
  '{0} is already invited': '{0} ya tiene una invitación',
  '{0} cannot be invited: access is {1}': 'No se puede invitar a {0}: su estado es «{1}»',
  '{0} has no access to revoke ({1})': '{0} no tiene acceso que revocar ({1})',
  'No file attached': 'No se adjuntó ningún archivo',
  'Invalid fields': 'Campos no válidos',
  'Invalid image URL': 'La dirección de la imagen no es válida',
  'Only PNG, JPG or JPEG files are allowed.': 'Solo se permiten archivos PNG, JPG o JPEG.',
  // Doctypes and field labels (the values of the texts above).
  Guest: 'Invitado',
  'Guest Name': 'Nombre del invitado',
  'Guest Last Name': 'Apellido del invitado',
  'First Name': 'Nombre',
  'Last Name': 'Apellido',
  'Club Guest': 'Invitado del club',
  User: 'Usuario',
  Language: 'Idioma',
  'Current Password': 'Contraseña actual',
  'New Password': 'Nueva contraseña',
  'Confirm New Password': 'Confirmar nueva contraseña',
  'Visitor Call-In': 'Aviso de visita',
  'Visitor Name': 'Nombre del visitante',
  Category: 'Categoría',
  'Termination Date': 'Fecha de fin',
  'Recurring Service': 'Servicio recurrente',
  'Vendor Name': 'Nombre del proveedor',
  'Service Type': 'Tipo de servicio',
  'Incident Reports': 'Reportes de incidentes',
  'Incident Name': 'Nombre del incidente',
  // A member's access status, as the app's Spanish says it.
  Invited: 'Invitación enviada',
  'Not Invited': 'Sin invitación',
  Revoked: 'Acceso revocado',
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The texts with values, as patterns that find the values in a text (in the table's order: the more specific first). */
const PATTERNS = Object.entries(ES)
  .filter(([en]) => /\{\d\}/.test(en))
  .map(([en, es]) => ({ pattern: new RegExp(`^${escape(en).replace(/\\\{(\d)\\\}/g, '(.+?)')}$`, 's'), es }))

/** The languages the demo site has translations for (English is its own). */
export const SITE_LANGUAGES = ['en', 'es'] as const

/** A text of the site in `lang`: as it is in English, or when the table lacks it. */
export function translate(text: string, lang: string): string {
  if (lang !== 'es') return text
  const exact = ES[text]
  if (exact !== undefined) return exact
  for (const { pattern, es } of PATTERNS) {
    const found = pattern.exec(text)
    if (found) return es.replace(/\{(\d)\}/g, (_, i: string) => translate(found[Number(i) + 1] ?? '', lang))
  }
  return text
}

/** A language tag the site has ('es-MX' is 'es', as Frappe falls back to the parent language), or undefined. */
export function siteLanguage(tag: string | null | undefined): string | undefined {
  const lang = tag?.trim().toLowerCase()
  if (!lang) return undefined
  const known = (l: string) => (SITE_LANGUAGES as readonly string[]).includes(l)
  if (known(lang)) return lang
  const parent = lang.split('-')[0] ?? ''
  return known(parent) ? parent : undefined
}

/** The first language of an Accept-Language header the site has. */
export function acceptedLanguage(header: string | null): string | undefined {
  for (const part of (header ?? '').split(',')) {
    const found = siteLanguage(part.split(';')[0])
    if (found) return found
  }
  return undefined
}
