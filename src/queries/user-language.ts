import { frappe, paths } from '../frappe/client'

/**
 * The language chosen in the portal, saved as the User's own (`language`) too, so that what the site
 * sends on its own (notifications, e-mails) follows it (D31). A site may not let its users write
 * their User record: the refusal, like any failure here, is not the resident's concern (the portal's
 * calls carry the language anyway), so nothing is shown and nothing is retried.
 */
export function saveUserLanguage(user: string, language: string): void {
  frappe
    .post(paths.method('frappe.client.set_value'), { doctype: 'User', name: user, fieldname: 'language', value: language })
    .catch(() => undefined)
}
