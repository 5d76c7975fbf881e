/**
 * Downloading a part of the app again after its download failed, on every current browser.
 *
 * Browsers differ on a module whose download failed. HTML's old rule keeps the failure in the
 * page's module map for the page's life: every later `import()` of that address fails at once,
 * without a request (Safari, and Chromium up to at least version 150). The newer rule fetches it
 * again (Firefox from 155, newer Chromium). So a part asked for once more is tried, in order:
 *  1. the same import again: enough wherever the newer rule holds;
 *  2. the file that failed under a new address (`?retry=N`): enough wherever the file that failed is
 *     the one imported. Its own imports (React, the router, Query, the app's modules) keep their
 *     addresses and are the ones the page already runs, so no module is ever loaded twice. The
 *     address is the one the browser names in its error ('Failed to fetch dynamically imported
 *     module: <address>'); a browser that names none skips this step. It gives the file's exports
 *     as they are: where the bundler copies a small module into several files (vite.config.ts),
 *     the app's own import starts the copy and takes the module's exports from it, and this import
 *     gets neither (src/lazy-code.ts then goes on to step 3);
 *  3. when a file it imports is the one that failed, that file keeps its failure under its own
 *     address and no import can reach it: `recoverByReloading` reloads the page, which keeps the
 *     resident's place (the URL with its dialog, the persisted cache with the changes waiting to
 *     be sent, the router's scroll positions).
 * What it remembers of a part (its failure, the address, the retries) lasts as long as the page's
 * module map, which is one per page.
 */
export function importOnceMore<M>(importer: () => Promise<M>): () => Promise<M> {
  let failedBefore = false
  let firstAddress: string | undefined
  let retries = 0
  return async () => {
    try {
      const module = await importer()
      failedBefore = false
      return module
    } catch (error) {
      if (!failedBefore) {
        failedBefore = true
        firstAddress = failedAddress(error)
        throw error
      }
      const address = failedAddress(error) ?? firstAddress
      if (!address) throw error
      reloadFailedStylesheets()
      try {
        // A new address every time: a failed `?retry=1` is itself kept by the old rule.
        return (await import(/* @vite-ignore */ `${address}?retry=${++retries}`)) as M
      } catch {
        throw error
      }
    }
  }
}

/** The address of our own script that a failed `import()` names, if the browser names one. */
export function failedAddress(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : ''
  const named = message.match(/\bhttps?:\/\/\S+?\.js\b/)?.[0]
  if (!named) return undefined
  const url = new URL(named)
  return url.origin === window.location.origin && url.pathname.startsWith(import.meta.env.BASE_URL) ? url.href : undefined
}

/**
 * A part's stylesheet that failed to download (a `<link>` with no sheet) is asked for again: the
 * bundler adds a part's stylesheets only when no link to them is on the page, and a link that
 * failed stays failed.
 */
function reloadFailedStylesheets() {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.sheet) continue
    const again = link.cloneNode() as HTMLLinkElement
    link.replaceWith(again)
  }
}

/** The version this page started with: the address of its entry script. */
function entryScripts(doc: Document): string | undefined {
  const sources = [...doc.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].map((script) =>
    new URL(script.getAttribute('src')!, window.location.href).href,
  )
  return sources.length ? sources.join(' ') : undefined
}

const RELOADED_KEY = 'traffic-dash-reloaded-for'
const RELOAD_AGAIN_AFTER_MS = 60_000

/**
 * Why the page should reload after a part could not be downloaded, if it should:
 * - a new version was deployed (the host's app shell, `_shell.html`, never cached, names other entry
 *   scripts than this page's): the old version's files are gone, reload into the new one;
 * - the part had already failed before, could not be imported once more (`importOnceMore`), and
 *   yet its file downloads: the page keeps a failure (the file's or one it imports), a reload
 *   clears it. (Where the browser names no file, the host answering stands for it.)
 * When the host or the file cannot be reached (offline, a dropped line), nothing: the failure is
 * explained where it happened and the part is tried again when the resident asks, or when the
 * browser is back online.
 */
export async function reloadReason(failedBefore: boolean, address?: string): Promise<string | undefined> {
  const current = entryScripts(document)
  if (!current) return undefined
  const shell = await download(`${import.meta.env.BASE_URL}_shell.html`)
  if (shell === undefined) return undefined
  const next = entryScripts(new DOMParser().parseFromString(shell, 'text/html'))
  if (next && next !== current) return `version ${next}`
  if (!failedBefore || (address && (await download(address)) === undefined)) return undefined
  return `failure at ${window.location.pathname}`
}

async function download(url: string): Promise<string | undefined> {
  try {
    const response = await fetch(url, { cache: 'no-store' })
    return response.ok ? await response.text() : undefined
  } catch {
    return undefined
  }
}

/**
 * Whether to act on `reason` now: not when the same reason made a reload in the last minute
 * (sessionStorage remembers it across the reload), so a host that keeps failing never makes a loop.
 */
export function claimReload(reason: string): boolean {
  const last = sessionStorage.getItem(RELOADED_KEY)
  const space = last?.indexOf(' ') ?? -1
  if (last && last.slice(space + 1) === reason && Date.now() - Number(last.slice(0, space)) < RELOAD_AGAIN_AFTER_MS) return false
  sessionStorage.setItem(RELOADED_KEY, `${Date.now()} ${reason}`)
  return true
}

/**
 * Reloads the page when `reason` (from `reloadReason`) is one that `claimReload` allows, and says
 * whether it does. Not once `gone` is aborted: the failure is no longer on screen by the time the
 * check answers (the network came back and the resident's 'Try again' worked), and a reload would
 * only throw away the screen they have. What waits to be sent is kept across a reload: it is in the
 * persisted cache (src/query-persist.ts).
 */
export async function recoverByReloading(reason: Promise<string | undefined>, gone?: AbortSignal): Promise<boolean> {
  const why = await reason
  if (!why || gone?.aborted || !claimReload(why)) return false
  window.location.reload()
  return true
}
