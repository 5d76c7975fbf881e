/** The demo backend's own view of the API names (it shares no code with the app). */
export const PRODUCT = (import.meta.env.VITE_PRODUCT as string | undefined)?.trim() || 'aviepros'

export const p = {
  app: (name: string) => `*/api/method/merak_hotel_security.${PRODUCT}.${name}`,
  script: (name: string) => `*/api/method/${PRODUCT}-${name}`,
  method: (name: string) => `*/api/method/${name}`,
}
