import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { readFileSync, writeFileSync } from 'node:fs'
import { getResponse } from 'msw'
import { demoControl } from './control'
import { DB_VERSION, getDb, onDbChange, setDb, type Database } from './db'
import { frappeErrorBody, setLatency, type Fault } from './faults'
import { handlers } from './handlers'

/**
 * The demo backend as an HTTP server: the same MSW handlers, database, seed and fault injection
 * as the in-browser demo, answered through msw's `getResponse` inside node:http. It answers CORS
 * as a Frappe site with `allow_cors` does (the request's origin reflected, credentials allowed,
 * preflights answered), except for public files (`/files/...`): a real site serves those outside
 * its app (its web server, or the static-file middleware in development), with no CORS headers.
 * The handlers themselves set and clear the `sid` cookie.
 */
export interface DemoServerOptions {
  port: number
  host?: string
  /** Start from the large seed. */
  large?: boolean
  /** Keep the data in this JSON file (read at start, written on every change). */
  dataFile?: string
  /** Answer delay in ms, or 'realistic' (150-400 ms). */
  latency?: number | 'realistic'
  /** Expose the control surface under /__demo/ (tests only). */
  test?: boolean
}

const CONTROL = '/__demo/'

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin
  if (!origin) return {}
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

function toRequest(req: IncomingMessage, body: Buffer, base: string): Request {
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v)
  }
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0
  return new Request(new URL(req.url ?? '/', base), { method, headers, body: hasBody ? new Uint8Array(body) : undefined })
}

async function send(res: ServerResponse, response: Response, extra: Record<string, string>) {
  // HttpResponse.error(): a network failure. Chromium silently retries a request whose reused
  // connection was dropped (the retry would then succeed), so a cross-origin caller gets an answer
  // without CORS headers instead: its fetch fails exactly as when the network is down.
  if (response.type === 'error') {
    if (Object.keys(extra).length) res.writeHead(503, { connection: 'close' }).end()
    else res.destroy()
    return
  }
  const headers: Record<string, string | string[]> = { ...extra }
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding') headers[key] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) headers['set-cookie'] = cookies
  const body = Buffer.from(await response.arrayBuffer())
  headers['content-length'] = String(body.length)
  res.writeHead(response.status, headers).end(body)
}

function json(res: ServerResponse, status: number, value: unknown, extra: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...extra }).end(JSON.stringify(value))
}

/** The test-only control surface: the same operations as `window.trafficDashDemo`. */
async function control(action: string, req: IncomingMessage, body: Buffer, res: ServerResponse) {
  const input = (body.length ? JSON.parse(body.toString('utf8')) : {}) as Record<string, unknown>
  switch (`${req.method} ${action}`) {
    case 'POST reset':
      demoControl.reset({ large: input.large === true })
      return json(res, 200, { ok: true })
    case 'POST empty':
      demoControl.empty()
      return json(res, 200, { ok: true })
    case 'POST arrivals':
      demoControl.arrivals(input.on === true)
      return json(res, 200, { ok: true })
    case 'POST latency':
      setLatency(input.ms === 'realistic' ? 'realistic' : Number(input.ms ?? 0))
      return json(res, 200, { ok: true })
    case 'POST fail':
      demoControl.fail(String(input.path), input.fault as Fault, input.times === undefined ? 1 : Number(input.times))
      return json(res, 200, { ok: true })
    case 'POST clear-faults':
      demoControl.clearFaults()
      return json(res, 200, { ok: true })
    case 'GET requests':
      // Over the wire, passwords and secrets stay out of the log.
      return json(
        res,
        200,
        demoControl.requests().map((r) => ({
          ...r,
          body: Object.fromEntries(
            Object.entries(r.body as Record<string, unknown>).map(([k, v]) => [k, /password|pwd|secret/i.test(k) ? '[redacted]' : v]),
          ),
        })),
      )
    case 'DELETE requests':
      demoControl.clearRequests()
      return json(res, 200, { ok: true })
    case 'GET reset-link': {
      const email = new URL(req.url ?? '/', 'http://x').searchParams.get('email') ?? ''
      return json(res, 200, { link: demoControl.resetLinkFor(email) ?? null })
    }
    default:
      return json(res, 404, { error: `unknown control ${req.method} ${action}` })
  }
}

function loadDataFile(file: string) {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Database
    if (stored.version === DB_VERSION) setDb(stored)
  } catch {
    // No file yet, or not ours: start from the seed and write it on the first change.
  }
}

export async function startDemoServer(options: DemoServerOptions): Promise<{ url: string; server: Server; close: () => Promise<void> }> {
  const host = options.host ?? '127.0.0.1'
  demoControl.reset({ large: options.large })
  if (options.dataFile) {
    const file = options.dataFile
    loadDataFile(file)
    onDbChange((db) => writeFileSync(file, JSON.stringify(db)))
    writeFileSync(file, JSON.stringify(getDb()))
  }
  setLatency(options.latency ?? 0)
  // The gate's arrivals (20 s after a visitor is added) would toast into unrelated test flows: a
  // test server starts without them, and a test turns them on (POST /__demo/arrivals).
  demoControl.arrivals(!options.test)

  const server = createServer(async (req, res) => {
    const base = `http://${req.headers.host ?? `${host}:${options.port}`}`
    let cors = corsHeaders(req)
    try {
      const path = new URL(req.url ?? '/', base).pathname
      if (path.startsWith('/files/')) cors = {}
      if (req.method === 'OPTIONS') {
        res
          .writeHead(200, {
            ...cors,
            'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
            'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '',
            'Access-Control-Max-Age': '86400',
          })
          .end()
        return
      }
      const body = await readBody(req)
      if (path.startsWith(CONTROL)) {
        if (options.test) return await control(path.slice(CONTROL.length), req, body, res)
      } else {
        const response = await getResponse(handlers, toRequest(req, body, base))
        if (response) return await send(res, response, cors)
      }
      // A method the site does not have: Frappe's handler throws a ValidationError (417) when it
      // cannot find the method it is asked to run.
      const method = path.match(/^\/api\/method\/(.+)$/)?.[1]
      if (method) return json(res, 417, frappeErrorBody(417, `Failed to get method for command ${method}`), cors)
      json(res, 404, { exc_type: 'DoesNotExistError' }, cors)
    } catch {
      if (!res.headersSent) json(res, 500, { exc_type: 'Exception' }, cors)
      else res.destroy()
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, () => resolve())
  })
  return {
    url: `http://${host}:${options.port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
