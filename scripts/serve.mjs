// `npm run preview`: serve dist/ as a host would (gzip, immutable hashed assets, the SPA shell).
import { serveDist } from './lib/static-server.mjs'

const port = Number(process.env.PORT || 4173)
const { url } = await serveDist(process.env.DIST || 'dist', port)
console.log(`dist/ on ${url} (Ctrl+C stops it)`)
