/// <reference types="vitest/config" />
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig, loadEnv, type Plugin, type UserConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { parse } from '@formatjs/icu-messageformat-parser'
import { bootScript, compileBootScript } from './build/boot-script'
import { securityHeaders } from './build/security-headers'

/** The brand blue (src/theme.ts, shade 7; public/favicon.svg) and the boot screen's background (index.html). */
export const THEME_COLOR = '#0f52c4'
const BACKGROUND_COLOR = '#f8f9fa'

/**
 * A build for a real portal installs as an app (issue 19): a web manifest, and a service worker
 * (Workbox generateSW) that precaches the app shell - the prerendered pages, _shell.html, the JS,
 * CSS, fonts and icons - and answers every other navigation with _shell.html. It caches nothing
 * at run time: the API is the Frappe site's, on another origin, and never goes through a cache.
 * 'prompt': a new version waits until the user takes it (src/ui/update-prompt.ts). The demo build
 * has none of it: MSW's worker is the one service worker of its scope.
 * scripts/build.mjs generates the worker again once the public pages are prerendered, so their
 * final HTML is what gets precached.
 */
function installableApp(hasBackend: boolean, base: string) {
  return VitePWA({
    disable: !hasBackend,
    registerType: 'prompt',
    // Registered by the app itself, after the first paint (src/main.tsx).
    injectRegister: false,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeAssets: ['favicon.svg'],
    // Hosted under a path (D27): the worker's scope, the manifest's and every address below are that path.
    scope: base,
    manifest: {
      id: base,
      name: 'Traffic Dash',
      short_name: 'Traffic Dash',
      description: 'Tell your gate who may come in.',
      start_url: `${base}dashboard`,
      scope: base,
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      icons: [
        { src: `${base}icons/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: `${base}icons/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: `${base}icons/icon-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The icons and favicon.svg come in through the manifest and includeAssets.
      globPatterns: ['**/*.{html,js,css,woff2}'],
      globIgnores: ['mockServiceWorker.js', '.vite/**'],
      // The prerendered pages answer their own addresses (/landing from landing/index.html, as
      // the host does); / is index.html. Any query (?redirect=, the reset key) matches the page.
      manifestTransforms: [
        async (entries) => ({ manifest: entries.map((e) => ({ ...e, url: e.url.replace(/^(.+)\/index\.html$/, '$1') })), warnings: [] }),
      ],
      directoryIndex: 'index.html',
      ignoreURLParametersMatching: [/./],
      navigateFallback: `${base}_shell.html`,
      // Only the app's own addresses: under a path on the Frappe site, the site's /app, /login,
      // /files and /api stay the site's (D27); on its own origin, /api/ is never the app's.
      // (basePath() lets only letters, digits, '-', '_' and '/' through: nothing to escape.)
      navigateFallbackAllowlist: [new RegExp(`^${base}`)],
      navigateFallbackDenylist: [/^\/api\//],
      // The hashed assets are immutable: no cache-busting query when precaching them.
      dontCacheBustURLsMatching: /^assets\//,
      cleanupOutdatedCaches: true,
      // A first install takes control of the open page at once, so a first visit works offline
      // with the precache (updates still wait for the user's 'Reload': no skipWaiting).
      clientsClaim: true,
      runtimeCaching: [],
    },
  })
}

/** A build for a real portal ships no demo backend: drop MSW's service worker file as well. */
function noDemoWorkerWithRealBackend(hasBackend: boolean): Plugin {
  let outDir = 'dist'
  return {
    name: 'traffic-dash:no-demo-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      if (hasBackend) rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true })
    },
  }
}

/**
 * Decision D27: VITE_BASE_PATH, the path the app is hosted under ('/portal' -> '/portal/'),
 * default '/'. Letters, digits, '-', '_' and '/' only: it goes into addresses, the manifest and a
 * pattern of the service worker.
 */
export function basePath(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/^\/+|\/+$/g, '')
  if (!trimmed) return '/'
  if (!/^[\w-]+(\/[\w-]+)*$/.test(trimmed)) throw new Error(`VITE_BASE_PATH (${value}) may hold only letters, digits, '-', '_' and '/'`)
  return `/${trimmed}/`
}

/** `npm run build:demo` (scripts/build.mjs --demo): the build with the in-browser demo backend. */
export const DEMO_BUILD_MODE = 'demo'

/**
 * Decision D28: a demo build is asked for by name, and a build for residents needs the portal's
 * https address (http only for localhost and 127.0.0.1, a portal on this machine). Otherwise a
 * forgotten VITE_FRAPPE_URL would silently give residents the demo (their entries going to a
 * fake backend in their browser), and an http:// one would carry their tokens in clear.
 */
export function portalAddressProblem(backendUrl: string | undefined, mode: string): string | undefined {
  if (mode === DEMO_BUILD_MODE)
    return backendUrl ? `The demo build (npm run build:demo) has no portal: unset VITE_FRAPPE_URL (${backendUrl}).` : undefined
  const hint = 'Set VITE_FRAPPE_URL to the Frappe site, e.g. VITE_FRAPPE_URL=https://portal.example npm run build; npm run build:demo builds the demo.'
  if (!backendUrl) return `VITE_FRAPPE_URL is not set. ${hint}`
  let url: URL
  try {
    url = new URL(backendUrl)
  } catch {
    return `VITE_FRAPPE_URL (${backendUrl}) is not an address. ${hint}`
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname))) return undefined
  return `VITE_FRAPPE_URL (${backendUrl}) must start with https:// (http:// only for localhost and 127.0.0.1): the residents' tokens would travel in clear.`
}

function portalAddressRequired(backendUrl: string | undefined, mode: string): Plugin {
  return {
    name: 'traffic-dash:portal-address',
    apply: 'build',
    configResolved() {
      const problem = portalAddressProblem(backendUrl, mode)
      if (problem) throw new Error(problem)
    },
  }
}

/**
 * The sign-in page's Submit works from the first paint (src/features/auth/early-sign-in.ts): a
 * second entry, src/early.ts, loaded by its own script tag beside the app's so that it arrives and
 * runs long before the app on a slow line. (Vite makes one entry of all the module scripts of an
 * HTML page, hence the entry here and its tag added to the built page.) Only for a real portal: the
 * demo's backend is in the app's code.
 *
 * Once such a sign-in is accepted, it asks for the next screen's lists with the code in
 * `NEXT_SCREEN_LISTS` (the query client, the lists' calls and their checks): a file of its own,
 * which the app's script imports too, so the page fetches it beside the app's, and it is there
 * when the answer comes, long before the app.
 */
const EARLY_ENTRY = 'early'
const NEXT_SCREEN_LISTS = 'src/features/auth/next-screen-lists.ts'
function earlySignIn(hasBackend: boolean, base: string, earlyModules: Set<string>, listsModules: Set<string>): Plugin {
  let entry: string
  let lists: string
  return {
    name: 'traffic-dash:early-sign-in',
    apply: (_, env) => env.command === 'build' && hasBackend && !env.isSsrBuild,
    config: (config) => {
      entry = resolve(config.root ?? '', 'src/early.ts')
      lists = resolve(config.root ?? '', NEXT_SCREEN_LISTS)
      return { build: { rolldownOptions: { input: { index: resolve(config.root ?? '', 'index.html'), [EARLY_ENTRY]: entry } } } }
    },
    // What the early entry imports (statically, all the way down), and what the next screen's lists
    // need beyond that, for the app's chunks below.
    async buildEnd() {
      await addStaticImports(this, entry, earlyModules)
      await addStaticImports(this, lists, listsModules)
    },
    transformIndexHtml: {
      order: 'post',
      handler(_, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.name === EARLY_ENTRY)
        if (!chunk) throw new Error(`the ${EARLY_ENTRY} entry is missing from the bundle`)
        // async: it runs as soon as it has arrived, before the app's script.
        return [{ tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `${base}${chunk.fileName}` }, injectTo: 'head' }]
      },
    },
  }
}

type ModuleGraph = {
  getModuleInfo: (id: string) => { code: string | null; importedIds: readonly string[] } | null
  resolve: (source: string, importer: string) => Promise<{ id: string } | null>
}
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g
/** `a`, `b as c` -> [[imported, local]]. */
const bindings = (list = '') =>
  list.split(',').map((b) => b.trim().replace(/^type\s+/, '')).filter(Boolean).map((b) => b.split(/\s+as\s+/) as [string] | [string, string])

/**
 * A package's barrel (an index that only imports and re-exports, like @mantine/core's or
 * @tabler/icons-react's): the file each name it exports comes from; null for any other module.
 */
function barrelSources(code: string): Map<string, string> | null {
  const statements = code.replace(/\/\*[\s\S]*?\*\//g, '').split(';').map((s) => s.trim()).filter(Boolean)
  if (statements.length < 10 || !statements.every((s) => /^(import|export)\s*(\*\s*as\s+\w+|\{[^}]*\})(\s*from\s*["'][^"']+["'])?$/.test(s))) return null
  const local = new Map<string, string>()
  for (const [, list, source = ''] of code.matchAll(NAMED_IMPORT)) for (const [name, as = name] of bindings(list)) local.set(as, source)
  for (const [, name = '', source = ''] of code.matchAll(/import\s*\*\s*as\s+(\w+)\s*from\s*["']([^"']+)["']/g)) local.set(name, source)
  const sources = new Map<string, string>()
  for (const [, list, from] of code.matchAll(/export\s*\{([^}]*)\}(?:\s*from\s*["']([^"']+)["'])?/g)) {
    for (const [name, as = name] of bindings(list)) {
      const source = from ?? local.get(name)
      if (source) sources.set(as, source)
    }
  }
  return sources
}

/**
 * `id` and every module it imports statically, all the way down, added to `into`. A named import
 * from a package's barrel follows the files those names come from, not the whole barrel: through
 * @mantine/core's index every one of its components would count as imported.
 */
async function addStaticImports(graph: ModuleGraph, id: string, into: Set<string>): Promise<void> {
  if (into.has(id)) return
  into.add(id)
  const info = graph.getModuleInfo(id)
  if (!info) return
  const followed = new Set<string>()
  for (const [, list, source = ''] of (info.code ?? '').matchAll(NAMED_IMPORT)) {
    const barrel = (await graph.resolve(source, id))?.id
    const sources = barrel ? barrelSources(graph.getModuleInfo(barrel)?.code ?? '') : null
    if (!barrel || !sources) continue
    const files = bindings(list).map(([name]) => sources.get(name))
    if (files.some((file) => file === undefined)) continue
    followed.add(barrel)
    for (const file of new Set(files as string[])) {
      const target = (await graph.resolve(file, barrel))?.id
      if (target) await addStaticImports(graph, target, into)
    }
  }
  for (const imported of info.importedIds) if (!followed.has(imported)) await addStaticImports(graph, imported, into)
}

/**
 * Two files the app's script loads after it, each a set of lazily loaded parts in one file (left
 * to the bundler they were many files, most under 2 KB, each a request that waits its turn on a
 * slow line), with what they import that the start-up does not have:
 * - `public`: the public pages (sign-in, landing, forgotten and new password; their routes in
 *   src/routes). A prerendered page needs it to be taken over by the app; a sign-in accepted
 *   before the app has loaded (src/main.tsx) never does.
 * - `home`: the screen a sign-in leads to, the signed-in layout and the dashboards (the parts the
 *   router loads after Submit, src/routes/_authed.tsx and _authed/dashboard.tsx).
 * What both import goes to the start-up's file. Their addresses are on the app's script tag: on a
 * prerendered page the early script fetches them the moment the app's script has arrived
 * (src/features/auth/next-screen.ts); the app imports them as usual. So is the toasts' code's
 * (src/ui/toaster.tsx), which a sign-in refused before the app has loaded needs at once.
 */
const PUBLIC_PAGES = [
  'src/features/auth/login-page.tsx',
  'src/features/landing/landing-page.tsx',
  'src/features/auth/forget-password-page.tsx',
  'src/features/auth/reset-password-page.tsx',
]
const FIRST_SIGNED_IN_SCREEN = ['src/routes/-authed-layout.tsx', 'src/features/dashboard/home-dashboard.tsx', 'src/features/dashboard/club-dashboard.tsx']
function screensAfterApp(base: string, modules: { start: Set<string>; public: Set<string>; home: Set<string> }): Plugin {
  let root = ''
  return {
    name: 'traffic-dash:screens-after-app',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved: (config) => {
      root = config.root
    },
    async buildEnd() {
      await addStaticImports(this, resolve(root, 'index.html'), modules.start)
      for (const file of PUBLIC_PAGES) await addStaticImports(this, resolve(root, file), modules.public)
      for (const file of FIRST_SIGNED_IN_SCREEN) await addStaticImports(this, resolve(root, file), modules.home)
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk')
        const file = (name: string) => chunks.find((c) => c.name === name && !c.isEntry)?.fileName
        const app = chunks.find((c) => c.isEntry && c.name === 'index')
        const publicPages = file('public')
        const home = file('home')
        const toasts = file('toaster')
        if (!app || !publicPages || !home || !toasts) return html
        const tag = `src="${base}${app.fileName}"`
        if (!html.includes(tag)) throw new Error(`the app's script tag (${tag}) is missing from index.html`)
        return html.replace(tag, `${tag} data-public-pages="${base}${publicPages}" data-next-screen="${base}${home}" data-toasts="${base}${toasts}"`)
      },
    },
  }
}

/**
 * The app ships Mantine's styles component by component (src/styles/mantine.css), so the build
 * fails when the code renders a Mantine component or part whose styles that file does not import:
 * without them it would show unstyled.
 */
function mantineStylesCheck(): Plugin {
  let root = ''
  return {
    name: 'traffic-dash:mantine-styles',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved: (config) => {
      root = config.root
    },
    generateBundle(_, bundle) {
      const imported = readFileSync(resolve(root, 'src/styles/mantine.css'), 'utf8')
      const styles = resolve(root, 'node_modules/@mantine/core/styles')
      const missing = new Set<string>()
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        for (const [id, module] of Object.entries(chunk.modules)) {
          const part = /@mantine\/core\/esm\/(?:components|utils)\/([^/]+)\//.exec(id)?.[1]
          if (part && module.renderedLength > 0 && existsSync(`${styles}/${part}.layer.css`) && !imported.includes(`/${part}.layer.css'`)) missing.add(part)
        }
      }
      if (missing.size) this.error(`src/styles/mantine.css lacks the styles of Mantine's ${[...missing].join(', ')}: import @mantine/core/styles/<name>.layer.css there, after the parts it is built from`)
    },
  }
}

/**
 * The message catalogues (src/i18n/messages/*.json) ship compiled: each message as FormatJS's syntax
 * tree, parsed here at build time, so the app ships without FormatJS's message parser (its
 * `no-parser` build, about 12 KB of gzip, and the work of parsing each message the first time it
 * shows). Build only: the tests and the dev server read the catalogues as written.
 */
function precompiledMessages(): Plugin {
  return {
    name: 'traffic-dash:precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] },
    }),
    transform: {
      filter: { id: /[\\/]src[\\/]i18n[\\/]messages[\\/][^\\/]+\.json$/ },
      handler(code) {
        const messages = JSON.parse(code) as Record<string, string>
        return { code: JSON.stringify(Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, parse(message)]))), map: null }
      },
    },
  }
}

/**
 * V8's explicit compile hint (Chrome 136+; only a comment to other engines) on the files whose code
 * runs as soon as they arrive: the start-up, the next screen's lists, the early script, the public
 * pages and the screen a sign-in leads to. V8 then compiles their functions on a background thread
 * while the file streams in, instead of one by one on the main thread at their first call.
 * V8 reads the comment only on a file's first line. Vite writes its map of lazy chunks at the top of
 * a chunk in its own generateBundle, so the hint is added after that (order: 'post'), and the build
 * fails if a file does not start with it: a hint on the second line, where a `postBanner` had put it,
 * did nothing (Chrome's trace of a cold sign-in on the tablet profile: 157 ms of lazy compiling on
 * the main thread between the app's script arriving and the dashboard, 38 ms with the hint first).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'
function compileHints(hasBackend: boolean): Plugin {
  // (The early script and the next screen's lists are files of their own only in a real portal's build.)
  const names = ['index', 'home', 'public', ...(hasBackend ? [EARLY_ENTRY, 'next-screen-lists'] : [])]
  const hinted = (chunk: { name: string; isEntry: boolean }) =>
    names.includes(chunk.name) && chunk.isEntry === (chunk.name === 'index' || chunk.name === EARLY_ENTRY)
  return {
    name: 'traffic-dash:compile-hints',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    augmentChunkHash: (chunk) => (hinted(chunk) ? COMPILE_HINT : undefined),
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && hinted(chunk)) chunk.code = COMPILE_HINT + chunk.code
      },
    },
    // A file renamed (a group in codeSplitting below) would otherwise lose its hint without a word.
    writeBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk' && hinted(chunk))
      for (const name of names) if (!chunks.some((chunk) => chunk.name === name)) this.error(`no file named '${name}' to give the compile hint to`)
      for (const chunk of chunks) if (chunk.type === 'chunk' && !chunk.code.startsWith(COMPILE_HINT)) this.error(`${chunk.fileName} does not start with the compile hint`)
    },
  }
}

export default defineConfig(async ({ mode, command }): Promise<UserConfig> => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const backendUrl = (process.env.VITE_FRAPPE_URL || env.VITE_FRAPPE_URL || '').trim() || undefined
  const hasBackend = !!backendUrl
  const base = basePath(process.env.VITE_BASE_PATH || env.VITE_BASE_PATH)
  const earlyModules = new Set<string>()
  const listsModules = new Set<string>()
  const screens = { start: new Set<string>(), public: new Set<string>(), home: new Set<string>() }
  const boot = await compileBootScript()
  return {
    base,
    plugins: [
      // The router splits nothing by itself: code is split one way, src/lazy-code.ts.
      tanstackRouter({ target: 'react', autoCodeSplitting: false }),
      react(),
      portalAddressRequired(backendUrl, mode),
      noDemoWorkerWithRealBackend(hasBackend),
      bootScript(boot),
      securityHeaders(backendUrl, boot, base),
      earlySignIn(hasBackend, base, earlyModules, listsModules),
      screensAfterApp(base, screens),
      mantineStylesCheck(),
      precompiledMessages(),
      installableApp(hasBackend, base),
      compileHints(hasBackend),
    ],
    server: { port: 5173, strictPort: false },
    // The prerender build (scripts/build.mjs) bundles its libraries: it runs once, from anywhere.
    // (Build only: under Vitest it would inline Vite itself into the tests.)
    ssr: command === 'build' ? { noExternal: true } : undefined,
    build: {
      target: 'es2022',
      sourcemap: false,
      // Code is split at the app's `lazyCode(() => import(...))` parts and nowhere else (the one
      // rule, src/lazy-code.ts). What the start-up loads is kept in as few files as it can be: the
      // bundler alone made a shared chunk of every module that the entry and a lazy part have in
      // common (52 files for the sign-in page, most under 1 KB, each a request on a slow line).
      // Hence groups, by what imports a module: the early sign-in's modules (a chunk both entries
      // load), the next screen's lists it asks for once accepted (earlySignIn), what the entry imports statically with what the public pages and the screen a
      // sign-in leads to both import, then each of those two (screensAfterApp). A module in two
      // groups goes to the higher priority one.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'sign-in', priority: 4, test: (id: string) => earlyModules.has(id) },
              { name: 'next-screen-lists', priority: 3, test: (id: string) => listsModules.has(id) },
              { name: 'start', priority: 2, test: (id: string) => screens.start.has(id) || (screens.public.has(id) && screens.home.has(id)) },
              { name: 'public', priority: 1, test: (id: string) => screens.public.has(id) },
              { name: 'home', priority: 1, test: (id: string) => screens.home.has(id) },
            ],
          },
        },
      },
    },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      // The browser's time zone (tests/time-zones.ts: Asia/Tokyo) is not the site's (D21).
      globalSetup: ['./tests/time-zones.ts'],
      env: { VITE_SITE_TIMEZONE: 'America/New_York' },
      include: ['tests/**/*.test.{ts,tsx}'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      pool: 'threads',
      // Test files of a worker share loaded modules (React, Mantine, the app): importing them anew for
      // each of the 44 files took a fifth of the run. What a test changes is reset around every test
      // (tests/setup.ts, renderApp), as it already had to be between the tests of one file.
      isolate: false,
      // Vitest's default is one worker on a 2-core machine. A worker waits on timers and the fake backend
      // about a fifth of its time: three workers keep two cores busy (281 s here, against 375 s with two).
      maxWorkers: 3,
      testTimeout: 20000,
      css: false,
    },
  }
})
