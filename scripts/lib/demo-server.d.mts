import type { LoggedRequest } from '../../src/demo-backend/http'
import type { Fault } from '../../src/demo-backend/faults'
export type { Fault, LoggedRequest }
export function startDemoServerProcess(options: { port: number; test?: boolean; latency?: number | 'realistic'; large?: boolean }): {
  url: string
  ready: Promise<void>
  stop: () => void
}
export function demoControl(url: string): {
  reset(options?: { large?: boolean }): Promise<unknown>
  /** Every list empty; accounts and sessions kept. */
  empty(): Promise<unknown>
  latency(ms: number): Promise<unknown>
  /** The gate's arrivals: a visitor added arrives 20 s later as a Notification Log (a test server starts without). */
  arrivals(on: boolean): Promise<unknown>
  fail(path: string, fault: Fault, times?: number): Promise<unknown>
  clearFaults(): Promise<unknown>
  requests(): Promise<LoggedRequest[]>
  clearRequests(): Promise<unknown>
  resetLinkFor(email: string): Promise<string | null>
}
