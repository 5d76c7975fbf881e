// CI size budget check (deterministic: bytes only, no timing), run by `npm test`. Fails when a
// budget is exceeded by more than 10 %, or when a known miss (KNOWN_MISS, explained in the README)
// grows past its ceiling. Builds the app for a real portal, serves it gzipped, and records what the first
// visit of / and /landing downloads; /dashboard is measured on the demo build minus the demo backend.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { build } from './lib/build.mjs'
import { launchBrowser } from './lib/browser.mjs'
import { BUDGETS, firstVisit, KNOWN_MISS, kb } from './lib/measure.mjs'
import { serveDist } from './lib/static-server.mjs'
import { dashboardVisit } from './lib/dashboard-visit.mjs'

const TOLERANCE = 1.1
const REAL = 'dist-bench/real'
// `npm test` has just built the demo app into dist/: reuse it rather than building it again.
const DEMO = process.argv.includes('--reuse-dist') ? 'dist' : 'dist-bench/demo'

build(REAL, { real: true })
if (DEMO !== 'dist') build(DEMO, { real: false })

// The real build must not contain the demo backend or devtools.
const realAssets = readdirSync(`${REAL}/assets`)
const leaks = realAssets.filter((f) => {
  const text = f.endsWith('.js') ? readFileSync(`${REAL}/assets/${f}`, 'utf8') : ''
  return /trafficDashDemo|setupWorker|ReactQueryDevtools|TanStackRouterDevtools/.test(text)
})
if (existsSync(`${REAL}/mockServiceWorker.js`)) leaks.push('mockServiceWorker.js')

const browser = await launchBrowser()
const real = await serveDist(REAL, 4401)
const demo = await serveDist(DEMO, 4402)
try {
  const login = await firstVisit(browser, real.url, REAL, '/', {
    ready: (page) => page.getByRole('button', { name: 'Submit' }).waitFor({ timeout: 30_000 }),
  })
  const landing = await firstVisit(browser, real.url, REAL, '/landing', {
    ready: (page) => page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 }),
  })
  const dash = await dashboardVisit(browser, demo.url, DEMO)
  const rows = [
    ['first-load code of / (JS+CSS gzip)', kb(login.code()), BUDGETS.loginCode, KNOWN_MISS.loginCode],
    ['/landing in all, images included', kb(landing.total()), BUDGETS.landingTotal],
    ["/dashboard's extra code beyond / (gzip)", kb(dash.extraCode), BUDGETS.dashboardExtraCode],
  ]
  let failed = leaks.length > 0
  for (const [what, value, budget, known] of rows) {
    const over = value > budget * TOLERANCE
    const limit = `budget ${budget} KB, fails above ${Math.round(budget * TOLERANCE)} KB`
    if (over && known) {
      // A miss the README explains, waiting for a decision: it may not grow while it waits.
      const grew = value > known.ceiling
      failed ||= grew
      console.log(`${grew ? 'GREW' : 'MISS'}  ${what}: ${value} KB (${limit}; a known miss, see README Performance: fails above ${known.ceiling} KB until decided)`)
      continue
    }
    failed ||= over
    console.log(`${over ? 'OVER' : 'ok  '}  ${what}: ${value} KB (${limit})`)
  }
  if (leaks.length) console.log(`LEAK  the real build ships demo/devtools code: ${leaks.join(', ')}`)
  else console.log('ok    the real build ships no demo backend and no devtools')
  process.exitCode = failed ? 1 : 0
} finally {
  await browser.close()
  await real.close()
  await demo.close()
}
