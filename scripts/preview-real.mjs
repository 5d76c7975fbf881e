// `npm run preview:real`: the production build a resident gets (VITE_FRAPPE_URL set), pointed at
// the demo server of `npm run demo-server`, served from dist-real/ as a host would (gzip, immutable
// hashed assets). Start `npm run demo-server` in another terminal first.
// `--base /portal`: the other way to host (decision D27), on the Frappe site itself under a path:
// built with VITE_BASE_PATH, served at /portal/ with every other address handed on to the demo
// server, and VITE_FRAPPE_URL this same origin (no CORS).
import { parseArgs } from 'node:util'
import { build } from './lib/build.mjs'
import { serveDist } from './lib/static-server.mjs'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    backend: { type: 'string', default: process.env.VITE_FRAPPE_URL || 'http://127.0.0.1:8000' },
    base: { type: 'string', default: '' },
  },
})

const trimmed = values.base.replace(/^\/+|\/+$/g, '')
const base = trimmed ? `/${trimmed}/` : '/'
const origin = `http://127.0.0.1:${values.port}`
if (base === '/') {
  await build('dist-real', { real: true, backend: values.backend })
  const { url } = await serveDist('dist-real', Number(values.port))
  console.log(`The production build on ${url}, talking to ${values.backend} (Ctrl+C stops it)`)
} else {
  process.env.VITE_BASE_PATH = base
  await build('dist-real', { real: true, backend: origin })
  await serveDist('dist-real', Number(values.port), { base, proxy: values.backend })
  console.log(`The production build on ${origin}${base}, the rest of ${origin} is ${values.backend} (Ctrl+C stops it)`)
}
