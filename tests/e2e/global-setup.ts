import { existsSync, readFileSync } from 'node:fs'
import { startDemoServerProcess } from '../../scripts/lib/demo-server.mjs'
import { serveDist } from '../../scripts/lib/static-server.mjs'
import { API_URL, E2E_API_PORT, E2E_DEMO_PORT, E2E_PORT } from './ports'

const stops: (() => unknown)[] = []

function requireBuild(dir: string, command: string) {
  if (!existsSync(`${dir}/index.html`)) throw new Error(`${dir}/ is missing: run \`${command}\` first`)
}

/**
 * For the whole e2e run: the demo backend as an HTTP server (test controls on), the production
 * build for a real portal (dist-e2e/, built against that server) and the demo build (dist/), both
 * served as a host would: gzip, immutable hashed assets, index.html revalidated.
 */
export async function setup() {
  const real = process.env.E2E_DIST || 'dist-e2e'
  const demo = process.env.E2E_DEMO_DIST || 'dist'
  requireBuild(real, 'npm run build:e2e')
  requireBuild(demo, 'npm run build:demo')
  if (!readFileSync(`${real}/index.html`, 'utf8').includes(API_URL))
    throw new Error(`${real}/ was not built for ${API_URL}: run \`npm run build:e2e\``)

  const api = startDemoServerProcess({ port: E2E_API_PORT })
  stops.push(api.stop)
  await api.ready
  stops.push((await serveDist(real, E2E_PORT)).close)
  stops.push((await serveDist(demo, E2E_DEMO_PORT)).close)
}

export async function teardown() {
  for (const stop of stops.reverse()) await stop()
}
