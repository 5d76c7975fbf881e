// Builds the app twice for measuring: for a real portal (no demo backend) and in demo mode.
import { execFileSync } from 'node:child_process'

export const REAL_BACKEND = 'https://portal.example.invalid'

export function build(outDir, { real, backend = REAL_BACKEND }) {
  const env = { ...process.env }
  if (real) env.VITE_FRAPPE_URL = backend
  else delete env.VITE_FRAPPE_URL
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    env,
    stdio: 'inherit',
  })
}
