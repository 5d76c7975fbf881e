import { useComputedColorScheme } from '@mantine/core'
import { useEffect, useState } from 'react'
import { failureText } from '../frappe/errors'

type Sonner = typeof import('sonner')
type Options = Parameters<Sonner['toast']['success']>[1]

/*
 * Toasts load with the first one shown, or earlier on intent (the first key or pointer press):
 * sonner is not part of the code a first visit needs to paint the sign-in screen. sonner replays
 * toasts created before its Toaster subscribed, so nothing shown early is lost.
 */
let loading: Promise<Sonner> | undefined
let loaded: Sonner | undefined
const listeners = new Set<(m: Sonner) => void>()

/** Starts loading the toasts (idempotent); a failed load (offline) is tried again next time. */
export function preloadToasts(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (m) => {
      loaded = m
      listeners.forEach((l) => l(m))
      return m
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

function show(kind: 'success' | 'error', message: string, options?: Options) {
  preloadToasts().then(
    (m) => m.toast[kind](message, options),
    () => {
      // Offline before the toasts ever loaded: the screens show their failures inline as well.
    },
  )
}

/** The app's toasts (sonner's `toast.success` / `toast.error`, loaded on first use). */
export const toast = {
  success: (message: string, options?: Options) => show('success', message, options),
  error: (message: string, options?: Options) => show('error', message, options),
  /**
   * A failed action (decision D20): the action's own message as the title, the server's specific
   * text (if any) beneath it as plain text. Every screen reports failed calls through this.
   */
  failure: (action: string, error: unknown, options?: Options) => {
    const { title, description } = failureText(error, action)
    show('error', title, description ? { ...options, description } : options)
  },
}

const INTENT_EVENTS = ['keydown', 'pointerdown'] as const

/** Sonner's Toaster, in the app's colour scheme, mounted once the toasts have loaded. */
export function AppToaster() {
  const [sonner, setSonner] = useState(loaded)
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false })
  useEffect(() => {
    if (loaded) setSonner(loaded)
    listeners.add(setSonner)
    // Intent: the first key press or pointer press anywhere loads the toasts, so a failure shown
    // later (even with the network gone by then) has them ready.
    const intent = () => {
      preloadToasts().catch(() => {})
      for (const type of INTENT_EVENTS) window.removeEventListener(type, intent, true)
    }
    for (const type of INTENT_EVENTS) window.addEventListener(type, intent, true)
    return () => {
      listeners.delete(setSonner)
      for (const type of INTENT_EVENTS) window.removeEventListener(type, intent, true)
    }
  }, [])
  if (!sonner) return null
  const { Toaster } = sonner
  return (
    <Toaster
      theme={scheme}
      position="bottom-right"
      duration={4000}
      visibleToasts={3}
      gap={14}
      containerAriaLabel="Notifications"
      hotkey={['altKey', 'KeyT']}
      richColors
      closeButton
    />
  )
}
