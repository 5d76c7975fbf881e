export declare const E2E_WORKERS: number
export interface E2eSlot {
  port: number
  demoPort: number
  pwaPort: number
  apiPort: number
  apiUrl: string
  dist: string
}
export declare function e2eSlot(slot: number, env?: Record<string, string | undefined>): E2eSlot
