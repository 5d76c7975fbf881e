// What a first visit downloads, by kind, as the network transfers it (gzip), from a cold cache.

/** Is this the demo backend (never part of a real build) rather than the app? */
export const isDemoOnly = (url) => /\/assets\/browser-[\w-]+\.js$/.test(url) || url.endsWith('/mockServiceWorker.js')

export function recordTransfers(page) {
  const items = []
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null)
    if (!sizes) return
    items.push({ url: request.url(), type: request.resourceType(), bytes: sizes.responseBodySize + sizes.responseHeadersSize })
  })
  return {
    items,
    code: ({ excludeDemo = true } = {}) =>
      items
        .filter((i) => (i.type === 'script' || i.type === 'stylesheet') && !(excludeDemo && isDemoOnly(i.url)))
        .reduce((n, i) => n + i.bytes, 0),
    total: ({ excludeDemo = true } = {}) =>
      items.filter((i) => !(excludeDemo && isDemoOnly(i.url)) && !i.url.includes('/api/')).reduce((n, i) => n + i.bytes, 0),
    codeUrls: () => new Set(items.filter((i) => i.type === 'script' || i.type === 'stylesheet').map((i) => i.url)),
  }
}

/** Load a URL in a fresh context and wait until the network is quiet. */
export async function firstVisit(browser, baseURL, path, { storageState } = {}) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, storageState })
  const page = await context.newPage()
  const transfers = recordTransfers(page)
  await page.goto(path, { waitUntil: 'networkidle' })
  await page.waitForTimeout(300)
  await context.close()
  return transfers
}

export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10

/** The size budgets of issue 8 (KB, gzip as transferred). */
export const BUDGETS = {
  loginCode: 120,
  landingTotal: 300,
  dashboardExtraCode: 60,
  loginFcpMs: 1200,
}
