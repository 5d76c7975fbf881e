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
  await catchUnwaitedUpdates().catch(() => undefined)
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
}

/**
 * MSW asks the registration it finds to update and does not wait for the answer: leaving the page
 * while that runs (a quick change of pages as the worker registers) fails it ("Failed to update a
 * ServiceWorker ... Not found") as an unhandled rejection. Its failure is caught here, on the
 * registration objects MSW will be given (the browser hands out one object per registration); a
 * caller that waits for an update still gets its failure.
 */
export async function catchUnwaitedUpdates(container: Pick<ServiceWorkerContainer, 'getRegistrations'> = navigator.serviceWorker) {
  for (const registration of await container.getRegistrations()) {
    const update = registration.update.bind(registration)
    registration.update = () => {
      const done = update()
      done.catch(() => undefined)
      return done
    }
  }
}

