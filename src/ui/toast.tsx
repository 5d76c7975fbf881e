import { useComputedColorScheme } from '@mantine/core'
import { onlineManager } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import type { ExternalToast } from 'sonner'
import { failureText } from '../frappe/errors'
import { importOnceMore } from '../import-again'

type Options = ExternalToast
/** The toasts' file (src/ui/toaster.tsx): sonner's `toast` and the app's Toaster. */
type ToasterFile = typeof import('./toaster')
type Sonner = ToasterFile['sonner']

/**
 * The toasts' code (sonner, ~10 KB compressed) is a file of its own: no first screen shows a
 * toast, and every byte before the app's script is time a slow tablet waits for its first screen.
 * It is asked for as soon as the app has rendered (AppToaster), so it is there long before a
 * resident acts. A toast raised before it has arrived waits for it and shows once the Toaster is on
 * the page (a live region a screen reader already watches). When it cannot be downloaded (the
 * network lost at that moment), the toasts wait and it is asked for again by the next toast and
 * when the browser is back online: a message is shown late rather than lost.
 * This is module state because it is one per page: the page has one toaster (sonner keeps its
 * toasts in its own module), and its code is loaded into the page once.
 */
let loaded: ToasterFile | undefined
let loading: Promise<ToasterFile> | undefined
const waiting: ((sonner: Sonner) => void)[] = []
const listeners = new Set<() => void>()

const importToaster = importOnceMore(() => import('./toaster'))

function load() {
  loading ??= importToaster().then(
    (module) => {
      loaded = module
      for (const listener of listeners) listener()
      // No Toaster on the page yet (a toast raised before the app's first render): sonner keeps
      // them for the Toaster that comes.
      if (!listeners.size) showWaiting(module.sonner)
      return module
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading.catch(() => undefined)
}

function showWaiting(sonner: Sonner) {
  for (const call of waiting.splice(0)) call(sonner)
}

function show(call: (sonner: Sonner) => void) {
  if (loaded && !waiting.length) call(loaded.sonner)
  else {
    waiting.push(call)
    void load()
  }
}

/** The app's toasts (sonner's `toast.success` / `toast.error`). */
export const toast = {
  success: (message: string, options?: Options) => show((sonner) => sonner.success(message, options)),
  error: (message: string, options?: Options) => show((sonner) => sonner.error(message, options)),
  /** News that is neither a success nor a failure (a visitor arrived at the gate). */
  info: (message: string, options?: Options) => show((sonner) => sonner.info(message, options)),
  /** A message that waits for the user (no time-out) with one action button, e.g. the app's update. */
  action: (message: string, action: { label: string; onClick: () => void }, options?: Options) =>
    show((sonner) => sonner.info(message, { duration: Infinity, ...options, action })),
  /**
   * A failed action (decision D20): the action's own message as the title, the server's specific
   * text (if any) beneath it as plain text. Every screen reports failed calls through this.
   */
  failure: (action: string, error: unknown, options?: Options) => {
    const { title, description } = failureText(error, action)
    show((sonner) => sonner.error(title, description ? { ...options, description } : options))
  },
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const subscribeOnline = onlineManager.subscribe.bind(onlineManager)

/**
 * Where the toasts show: sonner's Toaster once its code is there (asked for when this first
 * renders, and again when the browser comes back online if it could not be downloaded), then the
 * toasts that waited for it.
 */
export function AppToaster() {
  const module = useSyncExternalStore(subscribe, () => loaded, () => undefined)
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false })
  const online = useSyncExternalStore(subscribeOnline, () => onlineManager.isOnline(), () => true)
  useEffect(() => {
    if (online) void load()
  }, [online])
  // (After the Toaster's own effects: it listens by then.)
  useEffect(() => {
    if (module) showWaiting(module.sonner)
  }, [module])
  return module ? <module.LoadedToaster scheme={scheme} /> : null
}
