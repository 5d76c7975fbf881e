/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'

const testing = process.env.VITEST === 'true'

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: !testing }),
    react(),
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
})
