import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

/** The brand blue (src/theme.ts, shade 7; public/favicon.svg) and the boot screen's background (index.html). */
export const THEME_COLOR = '#0f52c4'
const BACKGROUND_COLOR = '#f8f9fa'

/**
 * A build for a real portal installs as an app: a web manifest, and a service worker (src/sw.ts,
 * Workbox's injectManifest) that precaches the app shell - the prerendered pages, _shell.html, the
 * JS, CSS, fonts and icons - answers every other navigation with _shell.html, and hears a tap on a
 * notification. It caches nothing at run time: the API is the Frappe site's (on another origin, or
 * `/api/` beside the portal's path, which the worker never answers), and never goes through a cache. 'prompt': a new version waits until the user takes it
 * (src/ui/update-prompt.ts). The demo build has none of it: MSW's worker is the one service worker
 * of its scope. scripts/build.mjs makes the worker again once the public pages are prerendered, so
 * their final HTML is what gets precached.
 */
export function installableApp(hasBackend: boolean, base: string) {
  return VitePWA({
    disable: !hasBackend,
    registerType: 'prompt',
    // Registered by the app itself, after the first paint (src/main.tsx).
    injectRegister: false,
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    manifestFilename: 'manifest.webmanifest',
    // The icons by their files: the manifest names them with the base path, which the plugin's own
    // matching of the manifest's icons (against public/) does not find under a path.
    includeAssets: ['favicon.svg', 'icons/*.png'],
    includeManifestIcons: false,
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
    injectManifest: {
      // One classic script: its CSP allows no other script to be imported (build/security-headers.ts).
      rollupFormat: 'iife',
      // The icons and favicon.svg come in through the manifest and includeAssets.
      globPatterns: ['**/*.{html,js,css,woff2}'],
      globIgnores: ['mockServiceWorker.js', '.vite/**', 'sw.js'],
      // The prerendered pages answer their own addresses (/landing from landing/index.html, as
      // the host does); / is index.html.
      manifestTransforms: [
        async (entries) => ({ manifest: entries.map((e) => ({ ...e, url: e.url.replace(/^(.+)\/index\.html$/, '$1') })), warnings: [] }),
      ],
      // The hashed assets are immutable: no cache-busting query when precaching them.
      dontCacheBustURLsMatching: /^assets\//,
    },
  })
}

/** A build for a real portal ships no demo backend: drop MSW's service worker file as well. */
export function noDemoWorkerWithRealBackend(hasBackend: boolean): Plugin {
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
