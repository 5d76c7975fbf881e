/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />
interface ImportMetaEnv {
  readonly VITE_FRAPPE_URL?: string
  readonly VITE_PRODUCT?: string
  readonly VITE_APP_STORE_URL?: string
  readonly VITE_PLAY_STORE_URL?: string
  readonly VITE_SITE_TIMEZONE?: string
  readonly VITE_COMMUNITY_NAME?: string
  readonly VITE_INCIDENT_DOCTYPE?: string
  readonly VITE_INCIDENT_NAME_FIELD?: string
  readonly VITE_INCIDENT_TYPE_FIELD?: string
  readonly VITE_INCIDENT_SUMMARY_FIELD?: string
  readonly VITE_INCIDENT_SUBMITTED_BY_FIELD?: string
  readonly VITE_INCIDENT_SUBMITTED_AT_FIELD?: string
}
interface ImportMeta {
  readonly env: ImportMetaEnv
}
