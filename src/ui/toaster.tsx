import type { CSSProperties } from 'react'
import { Toaster } from 'sonner'
import { useT } from '../i18n'

/** Sonner's own `toast`, for src/ui/toast.tsx once this file has loaded. */
export { toast as sonner } from 'sonner'

/**
 * Sonner's rich colours in the light scheme put error and success text near 4.3:1 on their
 * backgrounds: darker text there keeps 4.5:1 (red 7: 6:1, green 8: 7.6:1). The dark scheme's pass.
 */
const LIGHT_TEXT = { '--error-text': '#b02525', '--success-text': '#1f5c2b' } as CSSProperties

/**
 * Sonner's Toaster, in the app's colour scheme. (The scheme comes from AppToaster: this file then
 * needs nothing the start-up has not loaded, and one request brings it.)
 */
export function LoadedToaster({ scheme }: { scheme: 'light' | 'dark' }) {
  const t = useT()
  return (
    <Toaster
      theme={scheme}
      position="bottom-right"
      duration={4000}
      visibleToasts={3}
      gap={14}
      containerAriaLabel={t('toast.region')}
      hotkey={['altKey', 'KeyT']}
      richColors
      closeButton
      toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
      style={scheme === 'light' ? LIGHT_TEXT : undefined}
    />
  )
}
