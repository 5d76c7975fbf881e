import { existsSync, readFileSync } from 'node:fs'
import { startDemoServerProcess } from '../../scripts/lib/demo-server.mjs'
import { serveDist } from '../../scripts/lib/static-server.mjs'
import { E2E_WORKERS, e2eSlot } from './slots.mjs'

const stops: (() => unknown)[] = []

function requireBuild(dir: string, command: string) {
  if (!existsSync(`${dir}/index.html`)) throw new Error(`${dir}/ is missing: run \`${command}\` first`)
}

/**
 * For the whole e2e run, for each worker (tests/e2e/slots.mjs): the demo backend as an HTTP server
 * (test controls on), the production build for a real portal (built against that server) and the
 * demo build (dist/), both served as a host would: gzip, immutable hashed assets, index.html
 * revalidated.
 */
export async function setup() {
  const demo = process.env.E2E_DEMO_DIST || 'dist'
  requireBuild(demo, 'npm run build:e2e')
  const slots = Array.from({ length: E2E_WORKERS }, (_, slot) => e2eSlot(slot))
  for (const { dist, apiUrl } of slots) {
    requireBuild(dist, 'npm run build:e2e')
    if (!readFileSync(`${dist}/index.html`, 'utf8').includes(apiUrl))
      throw new Error(`${dist}/ was not built for ${apiUrl}: run \`npm run build:e2e\``)
  }
  await Promise.all(
    slots.map(async ({ dist, apiPort, port, demoPort }) => {
      const api = startDemoServerProcess({ port: apiPort })
      stops.push(api.stop)
      await api.ready
      stops.push((await serveDist(dist, port)).close)
      stops.push((await serveDist(demo, demoPort)).close)
    }),
  )
}

export async function teardown() {
  for (const stop of stops.reverse()) await stop()
}
