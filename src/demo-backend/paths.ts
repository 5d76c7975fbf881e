/** The demo backend's own view of the API names (it shares no code with the app). */
// Vite replaces import.meta.env in the browser and in tests; the HTTP server (tsx) reads the process's.
const env: Record<string, string | undefined> = import.meta.env ?? process.env
export const PRODUCT = env.VITE_PRODUCT?.trim() || 'aviepros'

export const p = {
  app: (name: string) => `*/api/method/merak_hotel_security.${PRODUCT}.${name}`,
  script: (name: string) => `*/api/method/${PRODUCT}-${name}`,
  method: (name: string) => `*/api/method/${name}`,
}
