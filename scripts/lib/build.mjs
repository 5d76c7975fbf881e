// Builds the app (scripts/build.mjs: the app and its prerendered pages) for a real portal or in demo mode.
import { execFileSync } from 'node:child_process'

export const REAL_BACKEND = 'https://portal.example.invalid'

/** `cwd`: the checkout to build (its own scripts/build.mjs), this one by default. */
export function build(outDir, { real, backend = REAL_BACKEND, cwd }) {
  const env = { ...process.env }
  if (real) env.VITE_FRAPPE_URL = backend
  else delete env.VITE_FRAPPE_URL
  execFileSync(process.execPath, ['scripts/build.mjs', ...(real ? [] : ['--demo']), outDir], {
    env,
    cwd,
    stdio: 'inherit',
  })
}
