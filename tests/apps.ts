/**
 * The apps tests create. An app is disposed after the test that created it (tests/setup.ts, once its
 * screens are unmounted), unless it is kept on purpose across the tests of one file (the fault matrix
 * reuses one app for every fault of a call), and then the file disposes it.
 */
type Disposable = { dispose: () => void }
const live = new Set<Disposable>()
const kept = new Set<Disposable>()

/** Keeps a created app for disposal after the test; returns it. */
export function track<T extends Disposable>(app: T): T {
  live.add(app)
  return app
}

/** An app that lives on after its test, disposed by the file (its `dispose` forgets it here). */
export function keep<T extends Disposable>(app: T): T {
  const dispose = () => {
    kept.delete(kept_)
    app.dispose()
  }
  const kept_ = { ...app, dispose }
  kept.add(kept_)
  return kept_
}

/** True while an app kept across tests lives: its subscriptions are not a test's leftovers. */
export const appsKept = () => kept.size > 0

export function disposeApps() {
  // Last created first: each app's browser history puts back the `history.pushState` it found.
  for (const app of [...live].reverse()) app.dispose()
  live.clear()
}
