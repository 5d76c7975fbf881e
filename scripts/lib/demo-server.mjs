// Starts `npm run demo-server` as a child process (tsx runs the TypeScript) and talks to its
// test-only control surface (/__demo/). Shared by the e2e tests and the benchmark.
import { spawn } from 'node:child_process'

export function startDemoServerProcess({ port, test = true, latency = 0, large = false }) {
  const args = ['node_modules/tsx/dist/cli.mjs', 'src/demo-backend/serve.ts', '--port', String(port), '--latency', String(latency)]
  if (test) args.push('--test')
  if (large) args.push('--large')
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  let output = ''
  child.stdout.on('data', (d) => (output += d.toString()))
  child.stderr.on('data', (d) => (output += d.toString()))
  const url = `http://127.0.0.1:${port}`
  const ready = (async () => {
    const end = Date.now() + 60_000
    while (Date.now() < end) {
      if (child.exitCode !== null) throw new Error(`the demo server exited (${child.exitCode}):\n${output}`)
      try {
        await fetch(`${url}/api/method/ping`)
        return
      } catch {
        await new Promise((r) => setTimeout(r, 150))
      }
    }
    throw new Error(`the demo server did not answer at ${url}:\n${output}`)
  })()
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      child.kill('SIGTERM')
    }
  }
  return { url, ready, stop }
}

/** The demo server's control surface, as `window.trafficDashDemo` is in the demo build. */
export function demoControl(url) {
  const send = async (method, action, body) => {
    const res = await fetch(`${url}/__demo/${action}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : undefined,
      body: body ? JSON.stringify(body) : undefined,
    })
    if (!res.ok) throw new Error(`demo control ${method} ${action}: HTTP ${res.status}`)
    return res.json()
  }
  return {
    reset: (options = {}) => send('POST', 'reset', options),
    /** Every list empty; accounts and sessions kept. */
    empty: () => send('POST', 'empty'),
    latency: (ms) => send('POST', 'latency', { ms }),
    /** The gate: a visitor added arrives 20 s later as a Notification Log (a test server starts without). */
    arrivals: (on) => send('POST', 'arrivals', { on }),
    fail: (path, fault, times = 1) => send('POST', 'fail', { path, fault, times }),
    clearFaults: () => send('POST', 'clear-faults'),
    requests: () => send('GET', 'requests'),
    clearRequests: () => send('DELETE', 'requests'),
    resetLinkFor: async (email) => (await send('GET', `reset-link?email=${encodeURIComponent(email)}`)).link,
  }
}
