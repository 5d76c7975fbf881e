/// <reference types="vitest/config" />
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'

const testing = process.env.VITEST === 'true'

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
 * Mantine's AppShell header reads one class name from react-remove-scroll (the class that keeps a
 * fixed header clear of the scroll bar while a modal locks the page), and that import brings the
 * whole scroll-lock library to every protected screen. Give AppShell the class names alone; the
 * modals that lock scrolling still import the library itself.
 */
const SCROLL_CLASS_NAMES = '\0traffic-dash:remove-scroll-class-names'
export const REMOVE_SCROLL_CLASS_NAMES = { fullWidth: 'width-before-scroll-bar', zeroRight: 'right-scroll-bar-position' }
function appShellScrollClassNames(): Plugin {
  return {
    name: 'traffic-dash:app-shell-scroll-class-names',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-remove-scroll' && importer && /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/.test(importer)) {
        return SCROLL_CLASS_NAMES
      }
      return null
    },
    load(id) {
      if (id !== SCROLL_CLASS_NAMES) return null
      // The values themselves (an import would be one more tiny chunk); tests/build-config.test.ts
      // checks them against react-remove-scroll-bar's constants.
      return `export const RemoveScroll = { classNames: ${JSON.stringify(REMOVE_SCROLL_CLASS_NAMES)} }`
    },
  }
}

/**
 * The Content-Security-Policy of a production build, as a meta tag (deploy/ has the same policy
 * as HTTP headers, which can also forbid framing). Mantine injects <style> tags, hence
 * 'unsafe-inline' for styles only; scripts come from this origin alone.
 */
export function contentSecurityPolicy(backendUrl: string | undefined): string {
  const backend = backendUrl ? new URL(backendUrl).origin : ''
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${backend}`.trim(),
    `connect-src 'self' ${backend}`.trim(),
    "font-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}

function cspMetaTag(backendUrl: string | undefined): Plugin {
  return {
    name: 'traffic-dash:csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(backendUrl) },
        injectTo: 'head-prepend',
      },
    ],
  }
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const backendUrl = (process.env.VITE_FRAPPE_URL || env.VITE_FRAPPE_URL || '').trim() || undefined
  const hasBackend = !!backendUrl
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: !testing,
        // Loaders too: what a screen fetches (and its query modules) loads with that screen.
        codeSplittingOptions: {
          defaultBehavior: [['loader'], ['component'], ['pendingComponent', 'errorComponent', 'notFoundComponent']],
        },
      }),
      react(),
      appShellScrollClassNames(),
      noDemoWorkerWithRealBackend(hasBackend),
      cspMetaTag(backendUrl),
    ],
    server: { port: 5173, strictPort: false },
    build: {
      target: 'es2022',
      sourcemap: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            includeDependenciesRecursively: false,
            // Libraries only the menus and dialogs use get chunks of their own, so that a screen
            // sharing one small helper with them does not download them too.
            groups: [
              { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/ },
              { name: 'sonner', test: /node_modules[\\/]sonner[\\/]/ },
              // The delete button and the confirmation it opens always travel together.
              { name: 'confirm-dialog', test: /src[\\/]ui[\\/](confirm-dialog|delete-button)\.tsx$/ },
              {
                name: 'remove-scroll',
                test: /node_modules[\\/](react-remove-scroll|react-remove-scroll-bar|use-sidecar|react-style-singleton|use-callback-ref|get-nonce|tslib)[\\/]/,
              },
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
      // Vitest's default is one worker on a 2-core machine; the main thread is nearly idle.
      maxWorkers: 2,
      testTimeout: 20000,
      css: false,
    },
  }
})
