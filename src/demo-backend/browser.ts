import { setupWorker } from 'msw/browser'
import { DB_VERSION, getDb, onDbChange, setDb, type Database } from './db'
import { demoControl, type DemoControl } from './control'
import { setLatency } from './faults'
import { handlers } from './handlers'

const STORAGE_KEY = 'traffic-dash-demo-db'

declare global {
  interface Window {
    trafficDashDemo?: DemoControl
  }
}

function load() {
  try {
    const raw = localStorage.getItem(STORAGE_KEY)
    if (!raw) return
    const stored = JSON.parse(raw) as Database
    if (stored.version === DB_VERSION) setDb(stored)
  } catch {
    // A broken copy: start from the seed.
  }
}

/** Starts the in-browser demo backend: service worker, persistence, latency, window.trafficDashDemo. */
export async function startDemoBackend() {
  load()
  const save = (db: Database) => {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(db))
    } catch {
      // Storage full: the demo keeps working in memory.
    }
  }
  onDbChange(save)
  save(getDb())
  setLatency('realistic')
  window.trafficDashDemo = demoControl
  const worker = setupWorker(...handlers)
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
}
