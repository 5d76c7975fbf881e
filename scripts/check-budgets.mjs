// Size guard, run by `npm test` (deterministic: bytes of files, no browser, no timing). A guard
// against regressions, not a design goal (issue 15: speed is measured as journeys by `npm run bench`).
// It builds the app for a real portal (VITE_FRAPPE_URL set, ~3 s) into dist-bench/guard/ with
// Vite's manifest and fails when:
//   (a) that build ships the demo backend, MSW or devtools;
//   (b) the signed-in area's JS grows more than 10 % over the figure in scripts/size-baseline.json.
// "The signed-in area's JS" is every JS chunk reachable from the HTML entry through static and
// dynamic imports (from .vite/manifest.json), minus the demo backend (src/demo-backend/*) and what
// only it imports, each gzipped at level 9 as scripts/lib/static-server.mjs serves it. It does not
// depend on chunk names, so merging or splitting route chunks changes nothing but the sum.
// `--record` rewrites the baseline with the measured figure. `--reuse-dist` (what `npm test`
// passes) is accepted and changes nothing: the guard needs its own build for a real portal.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { REAL_BACKEND } from './lib/build.mjs'

const OUT = 'dist-bench/guard'
const BASELINE = new URL('./size-baseline.json', import.meta.url)
const TOLERANCE = 1.1
const record = process.argv.includes('--record')
const kb = (bytes) => (bytes / 1024).toFixed(1)

execFileSync(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'build', '--outDir', OUT, '--emptyOutDir', '--manifest', '--logLevel', 'error'],
  { env: { ...process.env, VITE_FRAPPE_URL: REAL_BACKEND }, stdio: 'inherit' },
)

let failed = false
const report = (ok, text) => {
  failed ||= !ok
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${text}`)
}

// (a) Nothing of the demo backend or the devtools in a build for a real portal.
const assets = readdirSync(join(OUT, 'assets'))
const leaks = assets.filter(
  (f) =>
    f.endsWith('.js') &&
    /trafficDashDemo|setupWorker|mockServiceWorker|ReactQueryDevtools|TanStackRouterDevtools/.test(readFileSync(join(OUT, 'assets', f), 'utf8')),
)
if (existsSync(join(OUT, 'mockServiceWorker.js'))) leaks.push('mockServiceWorker.js')
report(!leaks.length, leaks.length ? `the real build ships demo/devtools code: ${leaks.join(', ')}` : 'the real build ships no demo backend, MSW or devtools')

// (b) The signed-in area's JS: the entry's import graph (static and dynamic), demo backend left out.
const manifest = JSON.parse(readFileSync(join(OUT, '.vite', 'manifest.json'), 'utf8'))
const isDemo = (key) => key.startsWith('src/demo-backend/') || /(^|\/)node_modules\/msw\//.test(key)
const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry && !isDemo(k))
if (!entries.length) throw new Error(`no entry in ${OUT}/.vite/manifest.json`)
const reachable = new Set()
const initial = new Set()
const walk = (key, into, dynamic) => {
  if (into.has(key) || isDemo(key) || !manifest[key]) return
  into.add(key)
  for (const k of manifest[key].imports ?? []) walk(k, into, dynamic)
  if (dynamic) for (const k of manifest[key].dynamicImports ?? []) walk(k, into, dynamic)
}
for (const e of entries) {
  walk(e, reachable, true)
  walk(e, initial, false)
}
const gzipOf = (file) => gzipSync(readFileSync(join(OUT, file)), { level: 9 }).length
const jsOf = (keys) => {
  const files = new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')))
  return { files, bytes: [...files].reduce((n, f) => n + gzipOf(f), 0) }
}
const area = jsOf(reachable)
const boot = jsOf(initial)
const css = new Set([...reachable].flatMap((k) => manifest[k].css ?? []))
const cssBytes = [...css].reduce((n, f) => n + gzipOf(f), 0)
const unreached = assets.filter((f) => f.endsWith('.js') && !area.files.has(`assets/${f}`))

console.log(
  `      signed-in area JS: ${kb(area.bytes)} KB gzip in ${area.files.size} files ` +
    `(the entry and its static imports: ${kb(boot.bytes)} KB in ${boot.files.size}; CSS reachable: ${kb(cssBytes)} KB in ${css.size})`,
)
if (unreached.length) console.log(`      JS in the build not reachable from the entry (not counted): ${unreached.join(', ')}`)

if (record) {
  const baseline = {
    note: 'Gzip bytes of the JS reachable from the entry in a build for a real portal (scripts/check-budgets.mjs). Rewrite with: node scripts/check-budgets.mjs --record',
    signedInAreaJsGzip: area.bytes,
    files: area.files.size,
  }
  writeFileSync(BASELINE, `${JSON.stringify(baseline, null, 2)}\n`)
  console.log(`      recorded ${area.bytes} bytes in scripts/size-baseline.json`)
} else if (!existsSync(BASELINE)) {
  report(false, 'no scripts/size-baseline.json: record one with `node scripts/check-budgets.mjs --record`')
} else {
  const { signedInAreaJsGzip: base } = JSON.parse(readFileSync(BASELINE, 'utf8'))
  const limit = Math.floor(base * TOLERANCE)
  const change = ((area.bytes / base - 1) * 100).toFixed(1)
  report(area.bytes <= limit, `signed-in area JS ${kb(area.bytes)} KB vs baseline ${kb(base)} KB (${change >= 0 ? '+' : ''}${change} %); fails above ${kb(limit)} KB (+10 %)`)
  if (area.bytes < base * 0.9) console.log(`      more than 10 % under the baseline: record the gain with \`node scripts/check-budgets.mjs --record\``)
}
process.exitCode = failed ? 1 : 0
