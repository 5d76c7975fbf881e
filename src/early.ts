// A page script of its own, beside the app's (index.html): small, so it runs long before the app
// on a slow line. The sign-in page's Submit works from the first paint (src/features/auth/early-sign-in.ts),
// and the code the app needs next follows the app's without a pause (src/features/auth/next-screen.ts).
// Only with a real portal: the demo's backend lives in the app's code (src/main.tsx), so there is
// nobody to answer before it has loaded; the bundler folds the condition and drops the imports.
import { sendSignInEarly } from './features/auth/early-sign-in'
import { fetchScreensAfterApp } from './features/auth/next-screen'

if (import.meta.env.VITE_FRAPPE_URL) {
  sendSignInEarly()
  fetchScreensAfterApp()
}
