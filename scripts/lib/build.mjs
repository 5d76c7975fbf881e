// Builds the app (scripts/build.mjs: the app and its prerendered pages) for a real portal or in demo mode.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

export const REAL_BACKEND = 'https://portal.example.invalid'

/**
 * Resolves once the build is written; rejects when it fails. A build keeps one core busy, so two
 * started together take about the time of one on a 2-core machine. `cwd`: the checkout to build
 * (its own scripts/build.mjs), this one by default.
 */
export async function build(outDir, { real, backend = REAL_BACKEND, cwd }) {
  const env = { ...process.env }
  if (real) env.VITE_FRAPPE_URL = backend
  else delete env.VITE_FRAPPE_URL
  const args = ['scripts/build.mjs', ...(real ? [] : ['--demo']), outDir]
  const { stdout, stderr } = await promisify(execFile)(process.execPath, args, { env, cwd, maxBuffer: 16 * 1024 * 1024 }).catch((error) => {
    process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}`)
    throw new Error(`The build of ${outDir} failed`)
  })
  process.stdout.write(stdout)
  process.stderr.write(stderr)
}
