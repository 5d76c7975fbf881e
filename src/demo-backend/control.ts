import { commit, getDb, resetDb } from './db'
import { clearFaults, fail, setFrappeVersion, setLatency, type Fault } from './faults'
import { cancelArrivals, setArrivals } from './gate'
import { clearRequestLog, dropRequestsInFlight, requestLog } from './http'

/**
 * The demo's control surface: `window.trafficDashDemo` in the browser, imported directly in tests.
 * The fake site keeps its state (its data, faults, latency, the gate's arrivals, the request log) in
 * its modules: it is one site, as a real one is, for every app that calls it (the page's in the
 * browser demo, those of a test worker through its one MSW server). `reset` puts it back.
 */
export const demoControl = {
  /**
   * Back to the seed (the large seed with `{ large: true }`); clears faults, the request log, the
   * arrivals still to come and the requests still on their way (they end as a lost connection).
   */
  reset(options: { large?: boolean } = {}) {
    dropRequestsInFlight()
    cancelArrivals()
    resetDb(options)
    clearFaults()
    clearRequestLog()
  },
  /**
   * Every list empty, the accounts and their sessions kept (unlike reset, nobody is signed out):
   * all records go, except each club member's Club Access, whose guest tables are emptied.
   */
  empty() {
    const db = getDb()
    for (const [doctype, docs] of Object.entries(db.docs)) {
      db.docs[doctype] = doctype === 'Club Access' ? docs.map((doc) => ({ ...doc, guests: [], allowed_guests: [] })) : []
    }
    commit()
  },
  /** The gate: a visitor added 'arrives' 20 s later as a Notification Log (on unless turned off; off drops those to come). */
  arrivals(on: boolean) {
    setArrivals(on)
  },
  latency(ms: number) {
    setLatency(ms)
  },
  fail(path: string, fault: Fault, times = 1) {
    fail(path, fault, times)
  },
  clearFaults,
  /** Which Frappe's error bodies to send: 15 (exception and traceback for everyone) or 16 (none to website users); reset by clearFaults. */
  frappeVersion(version: 15 | 16) {
    setFrappeVersion(version)
  },
  requests: requestLog,
  clearRequests: clearRequestLog,
  /** The reset link the demo "e-mailed" to this address most recently. */
  resetLinkFor(email: string): string | undefined {
    const entry = Object.entries(getDb().resetTokens).reverse().find(([, e]) => e === email)
    return entry ? `/reset-password?token=${entry[0]}` : undefined
  },
}

export type DemoControl = typeof demoControl
