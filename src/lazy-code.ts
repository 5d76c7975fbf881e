import { failedAddress, importOnceMore, recoverByReloading, reloadReason } from './import-again'
import { createElement, use, type ComponentType, type ReactElement } from 'react'

/**
 * How the app's code is split: ONE rule.
 *
 * A part of the UI that not every visit needs is a component declared with
 * `lazyCode(() => import('./x'))`: the public pages other than the sign-in page, the signed-in
 * layout and each signed-in screen (in their route files), the dialogs
 * (src/features/dialogs/registry.ts), the confirmations and the phone's navigation drawer
 * (src/ui/on-first-open.tsx), the top bar's menus (src/ui/menu-when-loaded.tsx), a long list's
 * virtualiser (src/ui/list-row.tsx), the Select (src/forms/form.tsx), the pass page with its QR code
 * library, the development tools. The bundler makes a file at each such `import()`. Everything else
 * is in the entry: the start-up, the sign-in page and every route's loader (a screen's data starts
 * from the entry, before its code). For a route, this is the router's own lazy component: the
 * router calls its `preload` while the route loads.
 *
 * Every such part:
 * - loads on first render (it suspends until then) or earlier through `.preload()`;
 * - is fetched when the browser is idle (`prefetchCode`) once the signed-in layout has painted, so a
 *   resident who loses the network right after signing in can still open every dialog;
 * - when it cannot be downloaded, fails with a `CodeLoadError` for the nearest boundary to explain
 *   (a dialog closes with a toast; a screen shows the app's error screen), and a failure is not
 *   kept: the next attempt downloads again (`forgetFailedCode`, called by those boundaries), on
 *   every browser (`importOnceMore`, src/import-again.ts);
 * - when the file is gone because a new version was deployed, or the page itself keeps the
 *   failure, the app reloads, keeping the resident's place (`CodeLoadError.recover`).
 */
export class CodeLoadError extends Error {
  private reason?: Promise<string | undefined>

  constructor(
    cause: unknown,
    /** The part had already failed before this attempt. */
    private readonly failedBefore: boolean,
  ) {
    super('Part of the app could not be downloaded', { cause })
    this.name = 'CodeLoadError'
  }

  /**
   * Asked by the boundary that explains the failure (never by a prefetch, which must not reload a
   * page the resident is using): resolves true when the page is reloading (src/import-again.ts).
   * `gone` is aborted when that boundary no longer shows the failure (the resident tried again and
   * it worked, or went elsewhere): the check's answer then reloads nothing.
   */
  recover(gone?: AbortSignal): Promise<boolean> {
    // Checked once per failure: the check downloads the host's app shell, and maybe the file.
    this.reason ??= reloadReason(this.failedBefore, failedAddress(this.cause))
    return recoverByReloading(this.reason, gone)
  }
}

export type LazyCode<P> = ((props: P) => ReactElement) & { preload: () => Promise<void> }

interface Part {
  preload: () => Promise<void>
  forget: () => void
}

/** Every part declared with `lazyCode`: what `prefetchCode` fetches and `forgetFailedCode` resets. */
const parts = new Set<Part>()

export function lazyCode<P extends object>(importer: () => Promise<{ default: ComponentType<P> }>): LazyCode<P>
/** A part that is a named export of its module: `lazyCode(() => import('./x'), (m) => m.Thing)`. */
export function lazyCode<M, P extends object>(importer: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyCode<P>
export function lazyCode<P extends object>(
  importer: () => Promise<unknown>,
  pick: (module: never) => ComponentType<P> = (module: { default: ComponentType<P> }) => module.default,
): LazyCode<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<void> | undefined
  let failed = false
  let failures = 0
  const load = importOnceMore(importer)
  const preload = () => {
    loading ??= load()
      .then((module) => {
        const part = pick(module as never)
        // Imported once more under a new address, a file that holds a copy of the part's module
        // does not export the part (src/import-again.ts): a failure the page keeps, which the
        // boundary recovers from by reloading the page.
        if (!part) throw new Error('The part is not among the exports of the file imported once more')
        loaded = part
      })
      .catch((cause: unknown) => {
        failed = true
        throw new CodeLoadError(cause, ++failures > 1)
      })
    return loading
  }
  parts.add({
    preload,
    forget: () => {
      if (!failed) return
      failed = false
      loading = undefined
    },
  })
  // The failed attempt stays until a boundary has shown it (`forgetFailedCode`): re-rendering
  // must not start a new download in a loop while the network is down.
  const Lazy = (props: P): ReactElement => {
    if (!loaded) use(preload())
    return createElement(loaded!, props)
  }
  return Object.assign(Lazy, { preload })
}

/**
 * A route's component that renders lazily loaded parts: the router preloads them while the route
 * loads (it calls a route component's `preload`), beside the route's data. A part that cannot be
 * downloaded does not fail the route: its failure is forgotten, the render tries once more, and a
 * part that fails then is explained by the nearest boundary (a Settings card in its own place,
 * `SettingsPart`; a part that is the whole screen, the error screen).
 */
export function withParts<C extends object>(component: C, ...needs: { preload: () => Promise<void> }[]) {
  return Object.assign(component, {
    preload: () => Promise.all(needs.map((part) => part.preload().catch(forgetFailedCode))).then(() => undefined),
  })
}

/** After a boundary has explained a failed download: the next render or preload downloads again. */
export function forgetFailedCode() {
  for (const part of parts) part.forget()
}

/**
 * Downloads every lazily loaded part known so far (those of the entry; the signed-in layout's own,
 * such as the dialogs, once it has loaded). A part that fails here is tried again when it is used.
 */
export function prefetchCode(): Promise<void> {
  return Promise.all([...parts].map((part) => part.preload().catch(() => part.forget()))).then(() => undefined)
}

/**
 * Runs `task` once the page has loaded and the browser is idle: never in the way of the first paint
 * or the first data. Returns what cancels it.
 */
export function whenIdle(task: () => void): () => void {
  let cancel = () => {}
  const idle = () => {
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(() => task(), { timeout: 5000 })
      cancel = () => cancelIdleCallback(id)
    } else {
      const id = setTimeout(task, 1000)
      cancel = () => clearTimeout(id)
    }
  }
  if (document.readyState === 'complete') idle()
  else {
    window.addEventListener('load', idle, { once: true })
    cancel = () => window.removeEventListener('load', idle)
  }
  return () => cancel()
}
