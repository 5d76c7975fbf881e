import { resolve } from 'node:path'
import type { Page } from 'playwright-core'

/** axe-core, added to a context with `context.addInitScript({ path: AXE })` (every page of it then has `window.axe`). */
export const AXE = resolve('node_modules/axe-core/axe.min.js')
/** WCAG 2.2 AA (decision D19). */
export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export interface AxeResult {
  violations: {
    id: string
    impact: string
    help: string
    nodes: { target: string[]; failureSummary: string }[]
  }[]
}

/** axe's result for the page as it is now (violations only). */
export function axeRun(page: Page): Promise<AxeResult> {
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<AxeResult> } }).axe.run(document, {
        runOnly: tags,
        resultTypes: ['violations'],
      }),
    TAGS,
  )
}

/** axe's violations on the page as it is now, as "rule: target" lines. */
export async function axeNow(page: Page): Promise<string[]> {
  return (await axeRun(page)).violations.flatMap((v) =>
    v.nodes.slice(0, 3).map((n) => `${v.id}: ${n.target.join(' ')}: ${n.failureSummary.replace(/\s+/g, ' ').slice(0, 200)}`),
  )
}

export type Scheme = 'light' | 'dark'
export const SCHEMES: Scheme[] = ['light', 'dark']

/**
 * The browser's colour scheme (prefers-color-scheme) is now `scheme`: the app has followed it
 * (Mantine's "auto" scheme listens to the media query, as on a device whose setting changes) and
 * no colour transition is still running. A page in a scheme is checked without a context of its own.
 */
export async function switchScheme(page: Page, scheme: Scheme) {
  await page.emulateMedia({ colorScheme: scheme })
  await page.waitForFunction(
    (s) =>
      document.documentElement.getAttribute('data-mantine-color-scheme') === s &&
      !document.getAnimations().some((a) => a instanceof CSSTransition),
    scheme,
    { timeout: 10_000, polling: 50 },
  )
}

/** Looks at the page as it is in each colour scheme, starting with the one it is in (one switch). */
export async function inBothSchemes(page: Page, look: (scheme: Scheme) => Promise<void>) {
  const now = (await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))) === 'dark' ? 'dark' : 'light'
  for (const scheme of now === 'dark' ? [...SCHEMES].reverse() : SCHEMES) {
    await switchScheme(page, scheme)
    await look(scheme)
  }
}
