// The installed app's icons (public/icons/*.png, named in the web manifest of a build for a real
// portal, build/installable-app.ts): public/favicon.svg rendered by Chromium. The PNGs are committed; run
// this again after changing the mark: node scripts/icons.mjs
import { readFileSync } from 'node:fs'
import { launchBrowser } from './lib/browser.mjs'

const svg = readFileSync('public/favicon.svg', 'utf8')
const ICONS = [
  // 'any': the mark alone, on a transparent background.
  { file: 'icon-192.png', size: 192, mark: 1, background: 'transparent' },
  { file: 'icon-512.png', size: 512, mark: 1, background: 'transparent' },
  // 'maskable': the launcher crops to its own shape within the middle 80 % circle; the whole
  // shield stays inside it, on a full-bleed white background.
  { file: 'icon-maskable-512.png', size: 512, mark: 0.7, background: '#ffffff' },
]

const browser = await launchBrowser()
try {
  for (const { file, size, mark, background } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } })
    const side = Math.round(size * mark)
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
        svg.replace('<svg ', `<svg width="${side}" height="${side}" `) +
        '</body>',
    )
    await page.screenshot({ path: `public/icons/${file}`, omitBackground: background === 'transparent' })
    await page.close()
    console.log(`public/icons/${file}`)
  }
} finally {
  await browser.close()
}
