// A small static server for dist/: gzip like a real host, long cache for hashed assets, and the
// SPA fallback to _shell.html (the prerendered pages are files of their own, scripts/build.mjs).
import { createServer, request as httpRequest } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest'])

/** Hands a request on to another server (the Frappe site behind the same origin) and its answer back. */
function forward(req, res, target) {
  const to = new URL(target)
  const upstream = httpRequest(
    { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: { ...req.headers, host: to.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    },
  )
  upstream.on('error', () => res.writeHead(502).end())
  req.pipe(upstream)
}

/**
 * `fallback`: what answers an address that is no file: '_shell.html' (as deploy/ does), or
 * 'index.html' (the common SPA default of hosts: every deep link gets the prerendered login).
 * `base`: the path dist/ is served under ('/portal/', a build with VITE_BASE_PATH); every other
 * address goes to `proxy` (the Frappe site, as on a site hosting the app under a path) or is a 404.
 * `refuse`: a test's dropped network: a request it returns true for gets its connection cut.
 */
export function serveDist(dir, port, { fallback = '_shell.html', base = '/', proxy, refuse } = {}) {
  const root = resolve(dir)
  const server = createServer(async (req, res) => {
    if (refuse?.(req)) {
      req.socket.destroy()
      return
    }
    const url = new URL(req.url ?? '/', 'http://x')
    if (url.pathname === base.slice(0, -1) && base !== '/') {
      res.writeHead(301, { Location: base }).end()
      return
    }
    if (!url.pathname.startsWith(base)) {
      if (proxy) forward(req, res, proxy)
      else res.writeHead(404).end()
      return
    }
    let file = normalize(join(root, decodeURIComponent(url.pathname.slice(base.length - 1))))
    if (!file.startsWith(root)) {
      res.writeHead(403).end()
      return
    }
    const isFile = async (f) => (await stat(f).catch(() => undefined))?.isFile() ?? false
    if (!(await isFile(file))) {
      const page = join(file, 'index.html')
      file = (await isFile(page)) ? page : (await isFile(join(root, fallback))) ? join(root, fallback) : join(root, 'index.html')
    }
    const ext = extname(file)
    let body = await readFile(file)
    const headers = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream' }
    headers['Cache-Control'] = url.pathname.startsWith(`${base}assets/`) ? 'public, max-age=31536000, immutable' : 'no-cache'
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      body = gzipSync(body, { level: 9 })
      headers['Content-Encoding'] = 'gzip'
    }
    headers['Content-Length'] = body.length
    res.writeHead(200, headers).end(body)
  })
  return new Promise((resolveListen) =>
    server.listen(port, '127.0.0.1', () => resolveListen({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) })),
  )
}
