type Callback = (lock: { name: string } | null) => unknown
interface Options {
  ifAvailable?: boolean
  signal?: AbortSignal
}

/**
 * The Web Locks API as a browser gives it to the tabs of one origin (jsdom has none): one holder of
 * a name at a time, the others waiting in turn; `ifAvailable` is given `null` when the name is
 * held; a lock is held until its callback's promise settles. Apps of one test file rendered side by
 * side play the tabs. `granted`: the names granted, in order; `uninstall` removes it. `refuse`: every
 * request fails, as in a page the browser does not let use locks.
 */
export function installWebLocks({ refuse = false } = {}): { granted: string[]; uninstall: () => void } {
  const granted: string[] = []
  const held = new Set<string>()
  const queues = new Map<string, (() => void)[]>()
  const release = (name: string) => {
    held.delete(name)
    queues.get(name)?.shift()?.()
  }
  const grant = async (name: string, callback: Callback) => {
    held.add(name)
    granted.push(name)
    try {
      return await callback({ name })
    } finally {
      release(name)
    }
  }
  const request = (name: string, options: Options | Callback, maybeCallback?: Callback): Promise<unknown> => {
    const opts = typeof options === 'function' ? {} : options
    const callback = typeof options === 'function' ? options : maybeCallback!
    if (refuse) return Promise.reject(new DOMException('The request was denied.', 'SecurityError'))
    if (!held.has(name)) return grant(name, callback)
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
