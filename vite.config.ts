/// <reference types="vitest/config" />
import { createHash } from 'node:crypto'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'

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
 * The one inline script, run before the first paint (the pages are prerendered HTML): the colour
 * scheme Mantine will use (so a dark page never flashes light), and, for a signed-in user opening
 * /, the prerendered sign-in form stays hidden while the app goes on to the dashboard. The CSP
 * allows exactly this script by its hash.
 */
export const BOOT_SCRIPT =
  "(function(){try{var d=document.documentElement,v=localStorage.getItem('mantine-color-scheme-value');" +
  "d.setAttribute('data-mantine-color-scheme',v==='light'||v==='dark'?v:matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light');" +
  "if(location.pathname==='/'&&localStorage.getItem('session_id')&&localStorage.getItem('user'))d.setAttribute('data-td-restoring','')}catch(e){}})()"
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`

/**
 * The Content-Security-Policy of a production build, as a meta tag (deploy/ has the same policy
 * as HTTP headers, which can also forbid framing). Mantine injects <style> tags, hence
 * 'unsafe-inline' for styles only; scripts come from this origin alone.
 */
export function contentSecurityPolicy(backendUrl: string | undefined): string {
  const backend = backendUrl ? new URL(backendUrl).origin : ''
  return [
    "default-src 'self'",
    `script-src 'self' ${BOOT_SCRIPT_HASH}`,
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

function bootScript(): Plugin {
  return {
    name: 'traffic-dash:boot-script',
    transformIndexHtml: () => [{ tag: 'script', children: BOOT_SCRIPT, injectTo: 'head' }],
  }
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

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const backendUrl = (process.env.VITE_FRAPPE_URL || env.VITE_FRAPPE_URL || '').trim() || undefined
  const hasBackend = !!backendUrl
  return {
    plugins: [
      // No per-route chunks: the screens, their loaders and the queries they start are in the entry,
      // so a reload starts its data from the entry (HTML -> entry -> data), never after a route
      // chunk; a first visit downloads one script while the user reads the sign-in form.
      tanstackRouter({ target: 'react', autoCodeSplitting: false }),
      react(),
      noDemoWorkerWithRealBackend(hasBackend),
      bootScript(),
      cspMetaTag(backendUrl),
    ],
    server: { port: 5173, strictPort: false },
    // The prerender build (scripts/build.mjs) bundles its libraries: it runs once, from anywhere.
    // (Build only: under Vitest it would inline Vite itself into the tests.)
    ssr: command === 'build' ? { noExternal: true } : undefined,
    build: {
      target: 'es2022',
      sourcemap: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            includeDependenciesRecursively: false,
            // The dialogs, the Select and the date picker load together, once, on first use.
            groups: [{ name: 'dialogs', test: /src[\\/](features[\\/](?!dialogs[\\/])[^\\/]+[\\/][^\\/]*-(dialog|fields)\.tsx$|forms[\\/]select-input)/ }],
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
