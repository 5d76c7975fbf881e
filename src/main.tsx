import './styles'
import { watchHeldSignIn } from './features/auth/held-sign-in'

/**
 * What runs when a page opens, in two steps. This file is small, so that on a slow line it runs long
 * before the app's code has arrived: a Submit the boot script holds on the prerendered sign-in form
 * is sent at once, with the app's own login() (src/features/auth/held-sign-in.ts), and the form
 * adopts that call once the app has taken it over. (A real portal only: the demo's backend is in
 * the app's code, so nobody could answer before it.) Then the app itself: src/start.tsx.
 */
if (import.meta.env.VITE_FRAPPE_URL) watchHeldSignIn()
void import('./start').then((app) => app.start())
