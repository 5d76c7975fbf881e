// node scripts/longer-texts.mjs: do the main screens hold with texts a third longer (a translation to come)?
// Signs in to the demo build (dist/, `npm run build:demo` first) at 1440x900 and 820x1180, light and dark;
// on the dashboard, the calendar (week and month) and the members screen, every text of the page
// grows by a third, then every element whose text is clipped (wider inside than its box, overflow
// not visible, not a clamped note) is listed, and a PNG is written to screenshots/longer_*.png.
// STRETCH=0 does the same with the texts as they are (screenshots/plain_*.png). Exits 1 when something is clipped.
// Serves on 127.0.0.1:$E2E_PORT (default 4404).
import { mkdirSync } from 'node:fs'
import { launchBrowser, signIn } from './lib/browser.mjs'
import { serveDist } from './lib/static-server.mjs'

const STRETCH = process.env.STRETCH !== '0'
const PATHS = ['/dashboard', '/calendar', '/calendar?view=month', '/members']
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, tablet: { width: 820, height: 1180 } }

const server = await serveDist('dist', Number(process.env.E2E_PORT ?? 4404))
const browser = await launchBrowser()
mkdirSync('screenshots', { recursive: true })
let clippedCount = 0
try {
  for (const [vp, viewport] of Object.entries(VIEWPORTS)) {
    for (const scheme of ['light', 'dark']) {
      const context = await browser.newContext({ baseURL: server.url, viewport, colorScheme: scheme, reducedMotion: 'reduce' })
      const page = await context.newPage()
      await signIn(page, 'resident@demo.test')
      for (const path of PATHS) {
        await page.goto(path, { waitUntil: 'networkidle' })
        await page.waitForFunction(() => !document.querySelector('.mantine-Skeleton-root, .mantine-Loader-root, [aria-busy="true"]'))
        await page.evaluate(() => document.fonts.ready)
        const clipped = await page.evaluate((stretch) => {
          const main = document.querySelector('main') ?? document.body
          if (stretch) {
            const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
            const nodes = []
            while (walker.nextNode()) nodes.push(walker.currentNode)
            for (const t of nodes) {
              const text = t.data.trim()
              if (text.length > 2) t.data = `${t.data} ${text.slice(0, Math.ceil(text.length / 3))}`
            }
          }
          const out = []
          if (document.documentElement.scrollWidth > document.documentElement.clientWidth) out.push('the page scrolls sideways')
          for (const el of main.querySelectorAll('*')) {
            const s = getComputedStyle(el)
            // Visible overflow, scrolling boxes, clamped notes and visually hidden text are not cut text.
            if (s.overflowX === 'visible' || ['auto', 'scroll'].includes(s.overflowX) || s.webkitLineClamp !== 'none') continue
            if (el.closest('.mantine-VisuallyHidden-root') || !el.textContent.trim()) continue
            if (el.scrollWidth > el.clientWidth + 1) out.push(`${el.textContent.trim().slice(0, 60)} (${el.scrollWidth - el.clientWidth} px)`)
          }
          return out
        }, STRETCH)
        clippedCount += clipped.length
        console.log(`${vp} ${scheme} ${path}: ${clipped.length ? `clipped:\n   ${clipped.join('\n   ')}` : 'nothing clipped'}`)
        await page.screenshot({ path: `screenshots/${STRETCH ? 'longer' : 'plain'}${path.replace(/[/?=]+/g, '_')}.${vp}.${scheme}.png`, fullPage: true })
      }
      await context.close()
    }
  }
} finally {
  await browser.close()
  await server.close()
}
process.exitCode = clippedCount ? 1 : 0
