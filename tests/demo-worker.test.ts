import { afterEach, describe, expect, it } from 'vitest'
import { catchUnwaitedUpdates } from '../src/demo-backend/browser'

/** A registration whose update fails as Chromium's does when the page is left meanwhile. */
function leavingRegistration() {
  return {
    update: () => Promise.reject(new DOMException("Failed to update a ServiceWorker for scope ('http://localhost/'): Not found", 'NotFoundError')),
  } as unknown as ServiceWorkerRegistration
}

const unhandled: unknown[] = []
const onUnhandled = (reason: unknown) => unhandled.push(reason)
afterEach(() => {
  process.off('unhandledRejection', onUnhandled)
  unhandled.length = 0
})

describe("the demo's service worker", () => {
  it("an update MSW does not wait for fails without an unhandled rejection; one that is waited for still fails", async () => {
    process.on('unhandledRejection', onUnhandled)
    const registration = leavingRegistration()
    await catchUnwaitedUpdates({ getRegistrations: async () => [registration] })
    // What MSW does with an existing registration: update(), not waited for.
    void registration.update()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(unhandled).toEqual([])
    await expect(registration.update()).rejects.toThrow('Not found')
  })
})
