type Callback = (lock: { name: string } | null) => unknown
interface Options {
  ifAvailable?: boolean
  signal?: AbortSignal
  steal?: boolean
}

/**
 * The Web Locks API as a browser gives it to the tabs of one origin (jsdom has none): one holder of
 * a name at a time, the others waiting in turn; `ifAvailable` is given `null` when the name is
 * held; `steal` takes the name from its holder at once (whose request then fails with an
 * AbortError); a lock is held until its callback's promise settles. Apps of one test file rendered
 * side by side play the tabs. `granted`: the names granted, in order; `uninstall` removes it.
 * `refuse`: every request fails, as in a page the browser does not let use locks.
 */
export function installWebLocks({ refuse = false } = {}): { granted: string[]; uninstall: () => void } {
  const granted: string[] = []
  // Each held name, and what takes it from its holder.
  const held = new Map<string, () => void>()
  const queues = new Map<string, (() => void)[]>()
  const release = (name: string) => {
    held.delete(name)
    queues.get(name)?.shift()?.()
  }
  const grant = (name: string, callback: Callback) =>
    new Promise((resolve, reject) => {
      let stolen = false
      held.set(name, () => {
        stolen = true
        reject(new DOMException('The lock was stolen.', 'AbortError'))
      })
      granted.push(name)
      let outcome: Promise<unknown>
      try {
        outcome = Promise.resolve(callback({ name }))
      } catch (error) {
        outcome = Promise.reject(error)
      }
      outcome
        .then(resolve, reject)
        // A stolen lock is another's now: its holder's end does not release it.
        .finally(() => {
          if (!stolen) release(name)
        })
    })
  const request = (name: string, options: Options | Callback, maybeCallback?: Callback): Promise<unknown> => {
    const opts = typeof options === 'function' ? {} : options
    const callback = typeof options === 'function' ? options : maybeCallback!
    if (refuse) return Promise.reject(new DOMException('The request was denied.', 'SecurityError'))
    if (opts.steal) held.get(name)?.()
    if (!held.has(name) || opts.steal) return grant(name, callback)
    if (opts.ifAvailable) return Promise.resolve().then(() => callback(null))
    return new Promise((resolve, reject) => {
      const turn = () => grant(name, callback).then(resolve, reject)
      const queue = queues.get(name) ?? []
      queues.set(name, queue)
      queue.push(turn)
      opts.signal?.addEventListener('abort', () => {
        const at = queue.indexOf(turn)
        if (at < 0) return
        queue.splice(at, 1)
        reject(new DOMException('aborted', 'AbortError'))
      })
    })
  }
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true })
  return {
    granted,
    uninstall: () => {
      Reflect.deleteProperty(navigator, 'locks')
    },
  }
}
