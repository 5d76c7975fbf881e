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

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const hasBackend = !!(process.env.VITE_FRAPPE_URL || env.VITE_FRAPPE_URL)
  return {
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: !testing }),
      react(),
      noDemoWorkerWithRealBackend(hasBackend),
    ],
    server: { port: 5173, strictPort: false },
    build: { target: 'es2022', sourcemap: false },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: ['tests/**/*.test.{ts,tsx}'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      pool: 'threads',
      testTimeout: 20000,
      css: false,
    },
  }
})
