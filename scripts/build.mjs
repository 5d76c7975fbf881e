// The production build: the app (vite build), then its public pages prerendered to static HTML
// (a server build of src/prerender.tsx renders /, /landing, /forget-password and /reset-password
// into the page; the app hydrates them). Every other path gets dist/_shell.html, the plain shell.
// A build for a real portal then gets its service worker again (vite-plugin-pwa, build/installable-app.ts),
// so that it precaches the prerendered pages and the shell as they are now.
// Usage: node scripts/build.mjs [--demo] [outDir]   (VITE_FRAPPE_URL and the other settings from the env)
// Without --demo it builds for a real portal and refuses to without an https VITE_FRAPPE_URL
// (decision D28, build/portal-address.ts); --demo (npm run build:demo) builds the demo backend in.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import Beasties from 'beasties'
import { build } from 'vite'
import { prerenderedPage } from '../build/prerendered-page.mjs'

const args = process.argv.slice(2)
const mode = args.includes('--demo') ? 'demo' : 'production'
const outDir = args.find((a) => !a.startsWith('--')) || 'dist'
const ssrDir = `${outDir}-prerender`

/** vite-plugin-pwa's API in the app's build (disabled in the demo build). */
let pwa
/** The app's public base path (Vite's `base`, '/' unless VITE_BASE_PATH is set). */
let base = '/'
const pwaApi = {
  name: 'traffic-dash:pwa-api',
  configResolved: (config) => {
    pwa = config.plugins.find((p) => p.name === 'vite-plugin-pwa')?.api
    base = config.base
  },
}
await build({ mode, logLevel: 'warn', build: { outDir, emptyOutDir: true }, plugins: [pwaApi] })
await build({ mode, logLevel: 'warn', build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true } })

const { render, PRERENDERED_PAGES, LANGUAGES } = await import(pathToFileURL(resolve(ssrDir, 'prerender.js')).href)
const shell = readFileSync(join(outDir, 'index.html'), 'utf8')
writeFileSync(join(outDir, '_shell.html'), shell)
// The prerendered pages carry inline only the CSS rules their own HTML uses (beasties: critical CSS,
// and every colour-scheme rule, as the scheme is set before the first paint), so they paint at once;
// the app's whole stylesheet stays a hashed file the browser keeps (immutable), linked at the end of
// the body so that it does not hold the first paint (no inline script: the CSP allows none).
const beasties = new Beasties({
  path: outDir,
  publicPath: base,
  preload: 'body',
  pruneSource: false,
  reduceInlineStyles: false,
  allowRules: [/data-mantine-color-scheme/],
  logLevel: 'warn',
})
for (const page of PRERENDERED_PAGES) {
  const pageHtml = await prerenderedPage(shell, page, { render, languages: LANGUAGES, base })
  const out = await beasties.process(pageHtml)
  const file = page.path === '/' ? join(outDir, 'index.html') : join(outDir, page.path.slice(1), 'index.html')
  mkdirSync(join(file, '..'), { recursive: true })
  writeFileSync(file, out)
}
rmSync(ssrDir, { recursive: true, force: true })
console.log(`prerendered ${PRERENDERED_PAGES.map((p) => p.path).join(', ')} into ${outDir}/`)
if (pwa && !pwa.disabled) {
  await pwa.generateSW()
  console.log(`service worker ${outDir}/sw.js precaches the prerendered pages and ${outDir}/_shell.html`)
}
