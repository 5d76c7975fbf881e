import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prerenderedAt } from '../build/dev-prerender'

/** `npm run dev` answers the public pages as the production build writes them (build/dev-prerender.ts). */
let server: ViteDevServer
beforeAll(async () => {
  server = await createServer({ mode: 'development', logLevel: 'silent', server: { middlewareMode: true, hmr: false } })
}, 60_000)
afterAll(async () => {
  await server?.close()
})

describe('the dev server', () => {
  it('answers the sign-in page prerendered, in English with the Spanish page beside it, with the boot script, for the app to hydrate', async () => {
    const html = (await prerenderedAt(server, '/'))!
    expect(html).toContain('<html data-td-page="/"')
    // The character set first, ahead of the dev server's own script (build/charset-first.ts).
    expect(html).toMatch(/<head>\s*<meta charset="UTF-8">/)
    expect(html).toMatch(/<form[^>]*name="sign-in"[^>]*data-awaiting-app/)
    expect(html).toContain('Welcome to Traffic Dash!')
    expect(html).toContain('<template id="td-page-es">')
    // The boot script, inline, holds a Submit made before the app has loaded.
    expect(html).toContain('data-submit-held')
    expect(html).toContain('/src/main.tsx')
    // Rendered whole: no part was still downloading, which React marks for the browser to render
    // afresh, throwing away what the server rendered and reporting an error in the page.
    expect(html).not.toContain('Switched to client rendering')
  }, 60_000)

  it('leaves every other address to the plain shell', async () => {
    expect(await prerenderedAt(server, '/dashboard')).toBeUndefined()
  })
})
