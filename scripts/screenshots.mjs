// npm run screenshots: PNGs of every route and dialog at 1440x900 and 820x1180, light and dark,
// into screenshots/ for review. Builds the demo app, serves it, signs in as each kind of user.
import { mkdirSync } from 'node:fs'
import { build } from './lib/build.mjs'
import { launchBrowser, signIn } from './lib/browser.mjs'
import { serveDist } from './lib/static-server.mjs'

const OUT = 'screenshots'
const DIST = 'dist-bench/demo'
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, tablet: { width: 820, height: 1180 } }
const SCHEMES = ['light', 'dark']

const PUBLIC = ['/landing', '/', '/forget-password', '/reset-password?token=demo-reset-token', '/reset-password']
const SIGNED_IN = {
  'resident@demo.test': [
    '/dashboard',
    '/dashboard?dialog=visitor',
    '/dashboard?dialog=visitor-edit&id=VCI-00001',
    '/dashboard?dialog=guest',
    '/dashboard?dialog=guest-edit&id=GST-00001',
    '/dashboard?dialog=vacation',
    '/dashboard?dialog=vacation-edit&id=VAC-00001',
    '/dashboard?dialog=recurring-service',
    '/dashboard?dialog=recurring-service-edit&id=RS-00001',
    '/dashboard?dialog=incident',
    '/members',
    '/members?tab=Minor',
    '/members?tab=Non-Resident',
    '/cars',
    '/user-profile',
    '/settings',
  ],
  'duntreath@demo.test': ['/dashboard', '/dashboard?dialog=guest', '/managers', '/managers?tab=Ground%20Workers'],
  'club@demo.test': ['/dashboard', '/dashboard?dialog=club-guest', '/dashboard?dialog=club-visitor', '/members', '/cars'],
}

const only = process.argv[2] // optional filter, e.g. `npm run screenshots -- members`
const fileName = (who, path, vp, scheme) =>
  `${OUT}/${who}${path.replace(/[/?&=%]+/g, '_').replace(/_$/, '') || '_root'}.${vp}.${scheme}.png`

if (!process.env.SKIP_BUILD) build(DIST, { real: false })
mkdirSync(OUT, { recursive: true })
const server = await serveDist(DIST, 4403)
const browser = await launchBrowser()
let count = 0
try {
  for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
    for (const colorScheme of SCHEMES) {
      const anon = await browser.newContext({ baseURL: server.url, viewport, colorScheme })
      const page = await anon.newPage()
      for (const path of PUBLIC) {
        if (only && !path.includes(only)) continue
        await page.goto(path, { waitUntil: 'networkidle' })
        await page.waitForTimeout(400)
        await page.screenshot({ path: fileName('public', path, vpName, colorScheme), fullPage: path === '/landing' })
        count++
      }
      await anon.close()
      for (const [email, paths] of Object.entries(SIGNED_IN)) {
        const context = await browser.newContext({ baseURL: server.url, viewport, colorScheme })
        const p = await context.newPage()
        await signIn(p, email)
        for (const path of paths) {
          if (only && !path.includes(only)) continue
          await p.goto(path, { waitUntil: 'networkidle' })
          await p.waitForTimeout(600)
          await p.screenshot({ path: fileName(email.split('@')[0], path, vpName, colorScheme) })
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
