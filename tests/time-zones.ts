/**
 * Vitest global setup: the unit tests' browser time zone is not the site's (D21). The site's zone
 * is VITE_SITE_TIMEZONE (vite.config.ts `test.env`: America/New_York); the browser's is set here,
 * in the main process before any test worker starts (Node's time zone is process-wide).
 */
export default function setup() {
  process.env.TZ = 'Asia/Tokyo'
}
