import { vi } from 'vitest'

/**
 * jsdom has no object URLs: the page gets a URL class of its own for the test (the real one stays
 * as it was; `vi.unstubAllGlobals()` puts it back), which names the n-th blob `blob:<prefix>-<n>`
 * and notes what was made and revoked.
 */
export function stubObjectUrls(prefix: string) {
  const made: Blob[] = []
  const revoked: string[] = []
  vi.stubGlobal(
    'URL',
    class extends URL {
      static createObjectURL = (blob: Blob) => `blob:${prefix}-${made.push(blob)}`
      static revokeObjectURL = (url: string) => void revoked.push(url)
    },
  )
  return { made, revoked }
}
