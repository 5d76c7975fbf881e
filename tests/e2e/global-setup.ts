import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { E2E_PORT } from './browser'

let server: ChildProcess | undefined

async function waitForServer(url: string, ms: number) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`the preview server did not answer at ${url}`)
}

/** Serves dist/ (built by `npm run build`) with vite preview for the whole e2e run. */
export async function setup() {
  const dist = process.env.E2E_DIST || 'dist'
  if (!existsSync(`${dist}/index.html`)) throw new Error(`${dist}/ is missing: run \`npm run build\` first`)
  const args = ['vite', 'preview', '--host', '127.0.0.1', '--port', String(E2E_PORT), '--strictPort', '--outDir', dist]
  server = spawn('npx', args, {
    stdio: 'ignore',
    detached: true,
  })
  await waitForServer(`http://127.0.0.1:${E2E_PORT}/`, 30_000)
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
