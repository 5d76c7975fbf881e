import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import type { Browser, Page } from 'playwright-core'

/**
 * A slower CPU for the pages of one browser, in the tests that look for races a fast machine hides.
 *
 * DevTools' CPU throttling (`Emulation.setCPUThrottlingRate`, which the bench uses) is costly on
 * Linux. Chromium slows a page's main thread by making it spin in a signal handler, 3/4 of the time
 * at 4x, whether the page has work to do or not. Measured here at 4x: a page left idle for 3 s used
 * 2.1 s of CPU, and 1 s of script took 4.9 s of CPU. On a 2-core machine two such pages take both
 * cores for as long as they are open, and every other test waits.
 *
 * Where the kernel lets the tests (Linux, as root, with the cgroup v1 `cpu` controller), each
 * renderer process of the browser runs instead in a CPU cgroup of its own, capped at 1/rate of one
 * core: its page is as slow, and it uses no CPU while it waits. Elsewhere, each page of the browser
 * gets DevTools' throttling. (A test that slows one page of a browser it shares with full-speed
 * pages, or from a chosen moment, uses DevTools' throttling on that page: it costs a core only
 * while that page is open.)
 */

/** The cgroup v1 `cpu` hierarchy. */
const CPU_CGROUPS = '/sys/fs/cgroup/cpu'
/** Each cgroup's accounting period; its quota is this divided by the rate. */
const PERIOD_US = 10_000
const WATCH_EVERY_MS = 20

/** Whether a slowed page costs a whole core while it is open (DevTools' throttling), or only its work. */
export const SLOWED_PAGES_SPIN = !cgroupsWritable()

function cgroupsWritable(): boolean {
  // (Renderers are found through /proc's list of a process's children, which some kernels lack.)
  if (process.platform !== 'linux' || !existsSync(`/proc/${process.pid}/task/${process.pid}/children`)) return false
  const probe = `${CPU_CGROUPS}/traffic-dash-probe-${process.pid}`
  try {
    mkdirSync(probe)
    try {
      // (A kernel without CFS bandwidth control has no quota to set.)
      writeFileSync(`${probe}/cpu.cfs_quota_us`, String(PERIOD_US))
      return true
    } finally {
      rmdirSync(probe)
    }
  } catch {
    return false
  }
}

/**
 * Slows every page `launch` opens `rate` times; `launch` gets an extra Chromium switch to pass on,
 * by which the browser's processes are found.
 */
export async function slowedBrowser(rate: number, launch: (extraArgs: string[]) => Promise<Browser>): Promise<Browser> {
  if (SLOWED_PAGES_SPIN) return throttledByDevTools(await launch([]), rate)
  const marker = `--traffic-dash-slowed=${randomUUID()}`
  const browser = await launch([marker])
  const group = `${CPU_CGROUPS}/traffic-dash-${randomUUID()}`
  const capped = (name: string, pid: string) => {
    mkdirSync(`${group}/${name}`, { recursive: true })
    writeFileSync(`${group}/${name}/cpu.cfs_period_us`, String(PERIOD_US))
    writeFileSync(`${group}/${name}/cpu.cfs_quota_us`, String(Math.round(PERIOD_US / rate)))
    writeFileSync(`${group}/${name}/cgroup.procs`, pid)
  }
  // (Debian's /usr/bin/chromium is a script that starts the browser: the one with zygotes.)
  const browserPid = processes().find((pid) => commandLine(pid).includes(marker) && zygotes(pid).length)
  if (!browserPid) throw new Error('The slowed browser process was not found')
  // Chromium forks every renderer from a zygote process, and a process starts in its parent's
  // cgroup: in the zygotes' group, capped like a renderer, a renderer is slowed from its start
  // (sharing that cap until it has a group of its own), never faster. The processes the zygotes
  // started already (the GPU and utility processes) stay as they are; a helper process they start
  // later stays in that group, slowed too.
  const forks = zygotes(browserPid)
  for (const zygote of forks) capped('zygotes', zygote)
  const seen = new Set(forks.flatMap(children))
  const placed: string[] = []
  const place = () => {
    for (const pid of forks.flatMap(children)) {
      if (seen.has(pid)) continue
      const type = /--type=([\w-]+)/.exec(commandLine(pid))?.[1]
      // Just forked, a process still has its zygote's command line: it is looked at again next time.
      if (!type || type === 'zygote') continue
      seen.add(pid)
      if (type !== 'renderer') continue
      placed.push(pid)
      try {
        capped(pid, pid)
      } catch {
        // The renderer ended before it could be placed.
      }
    }
  }
  const watch = setInterval(place, WATCH_EVERY_MS)
  // (The browser's own connection keeps the tests' process alive, not this.)
  watch.unref()
  const close = browser.close.bind(browser)
  browser.close = async (options) => {
    await close(options)
    clearInterval(watch)
    // A cgroup can be removed once its processes have ended, a moment after the browser closes.
    const groups = [...placed.map((pid) => `${group}/${pid}`), `${group}/zygotes`, group]
    for (let tries = 0; tries < 40 && groups.some(existsSync); tries++) {
      for (const dir of groups) rmdirQuietly(dir)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  return browser
}

function throttledByDevTools(browser: Browser, rate: number): Browser {
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (options) => {
    const context = await newContext(options)
    const slowed = new WeakMap<Page, Promise<unknown>>()
    context.on('page', (page) => {
      const cdp = context.newCDPSession(page).then((session) => session.send('Emulation.setCPUThrottlingRate', { rate }))
      // A page closed before it could be slowed has nothing left to slow.
      slowed.set(page, cdp.catch(() => undefined))
    })
    // A page the test opens is slowed before it goes anywhere.
    const newPage = context.newPage.bind(context)
    context.newPage = async () => {
      const page = await newPage()
      await slowed.get(page)
      return page
    }
    return context
  }
  return browser
}

function processes(): string[] {
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name))
}

function zygotes(pid: string): string[] {
  return children(pid).filter((child) => commandLine(child).includes('--type=zygote'))
}

function children(pid: string): string[] {
  return (readFileSyncQuietly(`/proc/${pid}/task/${pid}/children`) ?? '').split(' ').filter(Boolean)
}

function commandLine(pid: string): string {
  return (readFileSyncQuietly(`/proc/${pid}/cmdline`) ?? '').replaceAll('\0', ' ')
}

function readFileSyncQuietly(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return undefined
  }
}

function rmdirQuietly(path: string) {
  try {
    rmdirSync(path)
  } catch {
    // Still in use, or gone already.
  }
}
