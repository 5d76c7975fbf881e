/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type UserConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { bootScript, bootScriptFor } from './build/boot-script.ts'
import { charsetFirst } from './build/charset-first.ts'
import { prerenderInDev } from './build/dev-prerender.ts'
import { installableApp, noDemoWorkerWithRealBackend } from './build/installable-app.ts'
import { mantineStylesCheck } from './build/mantine-styles.ts'
import { basePath, portalAddressRequired } from './build/portal-address.ts'
import { precompiledMessages } from './build/precompiled-messages.ts'
import { securityHeaders } from './build/security-headers.ts'

/**
 * The app's build. `npm run build` (scripts/build.mjs) runs it, then prerenders the public pages.
 * Each plugin of our own is a file under build/ that says what it does.
 */
export default defineConfig(({ mode, command, isSsrBuild }): UserConfig => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const backendUrl = (process.env.VITE_FRAPPE_URL || env.VITE_FRAPPE_URL || '').trim() || undefined
  const hasBackend = !!backendUrl
  const siteZone = (process.env.VITE_SITE_TIMEZONE || env.VITE_SITE_TIMEZONE || '').trim() || undefined
  const base = basePath(process.env.VITE_BASE_PATH || env.VITE_BASE_PATH)
  const page = { base, root: process.cwd(), sendsHeldSignIn: hasBackend }
  const boot = bootScriptFor(page)
  return {
    base,
    plugins: [
      // Code is split one way, at the app's `lazyCode(() => import(...))` parts (src/lazy-code.ts),
      // the routes' screens included: the router splits nothing by itself.
      tanstackRouter({ target: 'react', autoCodeSplitting: false }),
      react(),
      portalAddressRequired(backendUrl, mode, siteZone),
      noDemoWorkerWithRealBackend(hasBackend),
      bootScript(boot, page),
      securityHeaders(backendUrl, boot, base),
      mantineStylesCheck(),
      precompiledMessages(),
      installableApp(hasBackend, base),
      prerenderInDev(),
      charsetFirst(),
    ],
    server: { port: 5173, strictPort: false },
    // The prerender build (scripts/build.mjs) bundles its libraries: it runs once, from anywhere.
    // (Build only: under Vitest it would inline Vite itself into the tests.)
    ssr: command === 'build' ? { noExternal: true } : undefined,
    build: {
      target: 'es2022',
      sourcemap: false,
      // The bundler makes a file of the modules that two lazily loaded parts share; on a slow line
      // each small one is a request of its own, in the way of the screen that waits for it. Those
      // under 40 KB are copied into the files that use them instead (one copy runs, through the
      // bundler's registry). Styles stay files: a copy would emit the CSS twice. (Not for the
      // prerender build, a script whose exports are its use.)
      rolldownOptions: isSsrBuild
        ? undefined
        : {
            preserveEntrySignatures: false,
            output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 40 * 1024, exclude: /\.css(\?|$)/ } } },
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
      // each file took a fifth of the run. What a test changes is reset around every test
      // (tests/setup.ts, renderApp), as it already had to be between the tests of one file.
      isolate: false,
      // Vitest's default is one worker on a 2-core machine. A worker waits on timers and the fake
      // backend about a fifth of its time: three workers keep two cores busy.
      maxWorkers: 3,
      testTimeout: 20000,
      css: false,
    },
  }
})
