import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { prerenderedPage, type PrerenderedPage } from './prerendered-page.mjs'

type Prerender = {
  render: (page: PrerenderedPage, language: string) => Promise<string>
  PRERENDERED_PAGES: readonly PrerenderedPage[]
  LANGUAGES: readonly string[]
}

/**
 * The dev server answers the public pages as the production build does: rendered from the route
 * tree (src/prerender.tsx, loaded afresh on every change), in every language, with the boot script,
 * and hydrated by the app. So `npm run dev` runs the start-up residents get: the form works from
 * its first paint and a Submit made before the app has loaded is held and sent by it. Every other
 * address gets index.html, the plain shell, from Vite as usual.
 */
export function prerenderInDev(): Plugin {
  return {
    name: 'traffic-dash:prerender-in-dev',
    // (Not under Vitest, whose server serves no pages.)
    apply: (_, env) => env.command === 'serve' && env.mode !== 'test',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' || !req.url || !req.headers.accept?.includes('text/html')) return next()
        prerenderedAt(server, req.url).then((html) => {
          if (html === undefined) return next()
          res.setHeader('Content-Type', 'text/html; charset=utf-8')
          res.end(html)
        }, next)
      })
    },
  }
}

/** The prerendered page at this address, or undefined when it has none. */
export async function prerenderedAt(server: ViteDevServer, url: string): Promise<string | undefined> {
  const { base, root } = server.config
  const { pathname } = new URL(url, 'http://dev')
  const prerender = (await server.ssrLoadModule('/src/prerender.tsx')) as Prerender
  const page = prerender.PRERENDERED_PAGES.find((p) => `${base}${p.path.slice(1)}` === pathname)
  if (!page) return undefined
  const shell = await server.transformIndexHtml(url, readFileSync(resolve(root, 'index.html'), 'utf8'))
  return prerenderedPage(shell, page, { render: prerender.render, languages: prerender.LANGUAGES, base })
}
