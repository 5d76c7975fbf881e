// `npm run preview:real`: the production build a resident gets (VITE_FRAPPE_URL set), pointed at
// the demo server of `npm run demo-server`, served from dist-real/ as a host would (gzip, immutable
// hashed assets). Start `npm run demo-server` in another terminal first.
import { parseArgs } from 'node:util'
import { build } from './lib/build.mjs'
import { serveDist } from './lib/static-server.mjs'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    backend: { type: 'string', default: process.env.VITE_FRAPPE_URL || 'http://127.0.0.1:8000' },
  },
})

build('dist-real', { real: true, backend: values.backend })
const { url } = await serveDist('dist-real', Number(values.port))
console.log(`The production build on ${url}, talking to ${values.backend} (Ctrl+C stops it)`)
