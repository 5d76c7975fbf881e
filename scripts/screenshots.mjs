// npm run screenshots: PNGs of every route and dialog at 1440x900 and 820x1180, light and dark (plus tablet
// landscape 1180x820 and phone 390x844 for the main screens and the menu, and the menus at 320x360, a phone
// zoomed in), into screenshots/ for review.
// Builds the demo app, serves it, signs in as each kind of user. SKIP_BUILD=1 reuses the build;
// `npm run screenshots -- members` keeps only the paths containing "members".
import { mkdirSync } from 'node:fs'
import { build } from './lib/build.mjs'
import { launchBrowser, signIn } from './lib/browser.mjs'
import { serveDist } from './lib/static-server.mjs'

const OUT = 'screenshots'
const DIST = 'dist-bench/demo'
const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  tablet: { width: 820, height: 1180 },
  landscape: { width: 1180, height: 820 },
  phone: { width: 390, height: 844 },
  zoomed: { width: 320, height: 360 },
}
/** Tablet landscape, phone and zoomed: the screens whose layout changes most (the full set runs at desktop and tablet). */
const PARTIAL = { landscape: ['/dashboard', '/members', '/landing', '/'], phone: ['/dashboard', '/members', '/landing', '/', '#menu', '#notifications', '#offline'], zoomed: ['#menu', '#notifications'] }
const SCHEMES = ['light', 'dark']

const PUBLIC = ['/landing', '/', '/forget-password', '/reset-password?token=demo-reset-token', '/reset-password', '/reset-password?token=expired#refused']
// A path may end in `#action`: after the page settles, the script does that (see ACTIONS) before the shot.
const COMMON = ['/cars', '/calendar', '/calendar?view=month', '/user-profile', '/user-profile#edit', '/settings', '/dashboard#menu', '/dashboard#notifications']
const SIGNED_IN = {
  'resident@demo.test': [
    '/dashboard',
    '/dashboard?dialog=visitor',
    '/dashboard?dialog=visitor-edit&id=VCI-00001',
    '/dashboard?dialog=visitor-edit&id=VCI-00001#delete',
    '/dashboard?dialog=guest',
    '/dashboard?dialog=guest-edit&id=GST-00001',
    '/dashboard?dialog=guest-edit&id=GST-00001#unsaved',
    '/dashboard?dialog=visitor-edit&id=VCI-00003#offline',
    '/dashboard?dialog=vacation',
    '/dashboard?dialog=vacation-edit&id=VAC-00001',
    '/dashboard?dialog=recurring-service',
    '/dashboard?dialog=recurring-service-edit&id=RS-00001',
    '/dashboard?dialog=incident',
    '/dashboard?dialog=guest-bulk#party',
    '/dashboard#recent',
    '/dashboard#queued-offline',
    '/dashboard#queued-refused',
    '/passes/visitor/VCI-00001',
    '/passes/visitor/VCI-00001#print',
    '/dashboard#pass-waiting',
    '/dashboard#code-failed',
    '/dashboard#settings-part-failed',
    '/members',
    '/members#revoke',
    '/members?tab=Minor',
    '/members?tab=Non-Resident',
    ...COMMON,
  ],
  'duntreath@demo.test': [
    '/dashboard',
    '/dashboard?dialog=visitor',
    '/dashboard?dialog=guest',
    '/dashboard?dialog=guest-edit&id=GST-00004',
    '/managers',
    '/managers?tab=ground-workers',
    ...COMMON,
  ],
  'club@demo.test': [
    '/dashboard',
    '/dashboard?dialog=club-guest',
    '/dashboard?dialog=club-visitor',
    '/dashboard#delete-guest',
    '/members',
    ...COMMON,
  ],
}

const ACTIONS = {
  edit: (page) => page.getByRole('button', { name: 'Edit Profile' }).click(),
  delete: (page) => page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click(),
  revoke: (page) => page.getByRole('button', { name: 'Revoke' }).first().click(),
  'delete-guest': (page) =>
    page
      .getByRole('button', { name: /^Delete guest/ })
      .first()
      .click(),
  // The user menu (desktop, tablet) or the navigation drawer behind the burger (phone).
  recent: async (page) => {
    const visitors = page.getByRole('region', { name: 'Visitor' })
    await visitors.getByText('Recent', { exact: true }).click()
    await visitors.getByRole('list', { name: 'Recent visitors' }).waitFor()
  },
  // Offline: a guest added and a guest deleted offline wait in the list (the browser's 'offline' event).
  'queued-offline': async (page) => {
    await page.evaluate(() => window.dispatchEvent(new Event('offline')))
    await page.getByRole('button', { name: /Add Guest/ }).click()
    const d = page.getByRole('dialog', { name: 'Invite Guest' })
    await d.getByLabel('First Name').fill('Theo')
    await d.getByLabel('Last Name').fill('Grant')
    await d.getByRole('button', { name: 'Add' }).click()
    await d.waitFor({ state: 'detached' })
    await page.getByRole('region', { name: 'Guest' }).getByText('Olivia Bennett').click()
    await page.getByRole('dialog', { name: 'Edit Guest' }).getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('dialog', { name: 'Delete guest' }).getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('dialog').first().waitFor({ state: 'detached' })
    await page.getByRole('region', { name: 'Guest' }).scrollIntoViewIfNeeded()
  },
  // A service queued without its type: the server refuses it once back online ('Not sent').
  'queued-refused': async (page) => {
    await page.evaluate(() => window.dispatchEvent(new Event('offline')))
    await page.getByRole('button', { name: /Recurring Service Providers/ }).click()
    const d = page.getByRole('dialog', { name: 'Add Recurring Service' })
    await d.getByLabel('Vendor Name').fill('Sparkle')
    await d.getByRole('button', { name: 'Submit' }).click()
    await d.waitFor({ state: 'detached' })
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await page.getByText('Not sent', { exact: true }).waitFor()
    await page.getByRole('region', { name: 'Recurring Services' }).scrollIntoViewIfNeeded()
  },
  // A dialog open while offline: the notice at the foot stays under it.
  offline: (page) => page.evaluate(() => window.dispatchEvent(new Event('offline'))),
  // An edit dialog with a change not sent: 'Share pass' waits for Update.
  unsaved: (page) => page.getByRole('dialog').getByLabel(/Last Name/).fill('Bennett-Shaw'),
  // A party longer than the table's height: its rows scroll inside the dialog.
  party: (page) =>
    page
      .getByRole('dialog')
      .getByRole('textbox', { name: 'Guests' })
      .fill(Array.from({ length: 14 }, (_, i) => `Guest${'ABCDEFGHIJKLMN'[i]} Party`).join('\n')),
  // The pass of a visitor renamed offline: the change waits to be sent.
  'pass-waiting': async (page) => {
    await page.getByRole('region', { name: 'Visitor' }).getByText('Emma Clarke').click()
    const d = page.getByRole('dialog', { name: 'Edit Visitor' })
    await page.evaluate(() => window.dispatchEvent(new Event('offline')))
    await d.getByLabel('Last Name').fill('Clarkeson')
    await d.getByRole('button', { name: 'Update' }).click()
    await d.waitFor({ state: 'detached' })
    await page.getByRole('link', { name: 'Share pass for Emma Clarkeson' }).click()
    await page.getByRole('heading', { level: 2, name: 'Emma Clarke' }).waitFor()
  },
  // A reset link the site refuses (used or expired).
  refused: async (page) => {
    await page.getByLabel(/^New Password/).fill('Brand@new1')
    await page.getByLabel(/^Confirm Password/).fill('Brand@new1')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await page.getByRole('alert').getByRole('link', { name: 'Forget Password' }).waitFor()
  },
  // The app's error screen: the pass page's code cannot be downloaded (src/lazy-code.ts).
  'code-failed': async (page) => {
    // On the context: the demo's service worker (MSW) fetches the chunk, past a page's routes. The
    // app's second try asks for the file under a new address (`?retry=1`): refused too.
    await page.context().route(/\/assets\/pass-page-[\w-]+\.js(\?|$)/, (route) => route.abort('internetdisconnected'))
    await page.goto('/passes/visitor/VCI-00001')
    await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor()
  },
  // Settings with the Change Password card's code refused: that card says so, the others stay.
  'settings-part-failed': async (page) => {
    await page.context().route(/\/assets\/change-password-form-[\w-]+\.js(\?|$)/, (route) => route.abort('internetdisconnected'))
    await page.goto('/settings')
    await page.getByText('This part of the page could not be loaded.', { exact: false }).waitFor()
  },
  // The pass as printed: the print stylesheet alone (the next shot resets the media).
  print: (page) => page.emulateMedia({ media: 'print' }),
  // The notification bell's menu.
  notifications: async (page) => {
    await page.getByRole('button', { name: /^Notifications, / }).click()
    await page.getByRole('menu').waitFor()
  },
  menu: async (page) => {
    const burger = page.getByRole('button', { name: 'Open navigation' })
    await ((await burger.isVisible()) ? burger : page.getByRole('button', { name: /User menu/ })).click()
  },
}

const only = process.argv[2] // optional filter, e.g. `npm run screenshots -- members`
const fileName = (who, path, vp, scheme) => `${OUT}/${who}${path.replace(/[/?&=%#]+/g, '_').replace(/_$/, '') || '_root'}.${vp}.${scheme}.png`
const wanted = (vp, path) =>
  (!only || path.includes(only)) && (!PARTIAL[vp] || PARTIAL[vp].some((p) => path.split('?')[0] === p || (p.startsWith('#') && path.endsWith(p))))

/** Open the page and wait until it has settled: no skeleton or loader, fonts ready. */
async function shoot(page, path, file, fullPage = false) {
  const [url, action] = path.split('#')
  await page.emulateMedia({ media: null })
  await page.unrouteAll()
  await page.context().unrouteAll()
  await page.goto(url || '/dashboard', { waitUntil: 'networkidle' })
  await page.waitForFunction(
    () =>
      !!document.querySelector('h1, [role="dialog"]') && !document.querySelector('.mantine-Skeleton-root, .mantine-Loader-root, [aria-busy="true"]'),
    undefined,
    { timeout: 15_000 },
  )
  if (action) {
    await ACTIONS[action](page)
    await page.waitForTimeout(300)
  }
  await page.evaluate(() => document.fonts.ready)
  await page.screenshot({ path: file, fullPage })
}

if (!process.env.SKIP_BUILD) await build(DIST, { real: false })
mkdirSync(OUT, { recursive: true })
const server = await serveDist(DIST, 4403)
const browser = await launchBrowser()
let count = 0
try {
  for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
    for (const colorScheme of SCHEMES) {
      const options = { baseURL: server.url, viewport, colorScheme, reducedMotion: 'reduce' }
      const anon = await browser.newContext(options)
      const page = await anon.newPage()
      for (const path of PUBLIC.filter((p) => wanted(vpName, p))) {
        await shoot(page, path, fileName('public', path, vpName, colorScheme), path === '/landing')
        count++
      }
      await anon.close()
      for (const [email, paths] of Object.entries(SIGNED_IN)) {
        const todo = paths.filter((p) => wanted(vpName, p))
        if (!todo.length) continue
        const context = await browser.newContext(options)
        const p = await context.newPage()
        await signIn(p, email)
        for (const path of todo) {
          await shoot(p, path, fileName(email.split('@')[0], path, vpName, colorScheme))
          count++
        }
        await context.close()
      }
    }
  }
} finally {
  await browser.close()
  await server.close()
}
console.log(`${count} screenshots in ${OUT}/`)
