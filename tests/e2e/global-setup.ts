import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { E2E_PORT } from './browser'

let server: ChildProcess | undefined

async function waitForServer(url: string, ms: number) {
  const end = Date.now() + ms
  let last = ''
  while (Date.now() < end) {
    try {
      const res = await fetch(url)
      if (res.ok) return
      last = `HTTP ${res.status}`
    } catch (error) {
      last = String((error as Error).cause ?? error)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`the preview server did not answer at ${url} (${last})`)
}

/** Serves dist/ (built by `npm run build`) with vite preview for the whole e2e run. */
export async function setup() {
  const dist = process.env.E2E_DIST || 'dist'
  if (!existsSync(`${dist}/index.html`)) throw new Error(`${dist}/ is missing: run \`npm run build\` first`)
  const args = ['vite', 'preview', '--host', '127.0.0.1', '--port', String(E2E_PORT), '--strictPort', '--outDir', dist]
  server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', ...args.slice(1)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  try {
    await waitForServer(`http://127.0.0.1:${E2E_PORT}/`, 90_000)
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${output}`)
  }
}

export async function teardown() {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      server.kill('SIGTERM')
    }
  }
}
