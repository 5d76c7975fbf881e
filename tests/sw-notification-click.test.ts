import { describe, expect, it } from 'vitest'
import { NOTIFICATION_CLICK, openFromNotification, type WorkerClients } from '../src/sw/notification-click'

/** The worker's clients: the windows the browser has open, and what the worker asked of them. */
function clientsWith(urls: string[]) {
  const did: string[] = []
  const windows = urls.map((url) => ({
    url,
    focus: async () => void did.push(`focus ${url}`),
    postMessage: (message: unknown) => void did.push(`tell ${url} ${JSON.stringify(message)}`),
  }))
  const clients = {
    matchAll: async () => windows,
    openWindow: async (url: string) => void did.push(`open ${url}`),
  } satisfies WorkerClients
  return { clients, did }
}

const SCOPE = 'https://portal.example.com/portal/'

describe("a tap on one of the portal's notifications (the service worker's)", () => {
  it("brings the portal's open window forward and asks it to open the record", async () => {
    const { clients, did } = clientsWith(['https://portal.example.com/app/desk', `${SCOPE}members`])
    await openFromNotification(clients, SCOPE, { tag: 'NL-1', data: { url: `${SCOPE}dashboard?dialog=visitor-edit&id=VCI-1` } })
    expect(did).toEqual([
      `focus ${SCOPE}members`,
      `tell ${SCOPE}members ${JSON.stringify({ type: NOTIFICATION_CLICK, tag: 'NL-1', search: '?dialog=visitor-edit&id=VCI-1' })}`,
    ])
  })

  it('opens the portal on the record when no window of it is open', async () => {
    const { clients, did } = clientsWith(['https://portal.example.com/app/desk'])
    await openFromNotification(clients, SCOPE, { tag: 'NL-1', data: { url: `${SCOPE}dashboard?dialog=visitor-edit&id=VCI-1` } })
    expect(did).toEqual([`open ${SCOPE}dashboard?dialog=visitor-edit&id=VCI-1`])
  })

  it("opens only an address of the portal: another one, or none, opens the portal's start", async () => {
    for (const url of ['https://evil.example/phish', '/app/desk', undefined]) {
      const { clients, did } = clientsWith([])
      await openFromNotification(clients, SCOPE, { tag: 'NL-1', data: { url } })
      expect(did).toEqual([`open ${SCOPE}`])
    }
  })
})
