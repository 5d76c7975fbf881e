import { useComputedColorScheme } from '@mantine/core'
import { toast as sonner, Toaster } from 'sonner'

type Options = Parameters<typeof sonner.success>[1]

/** The app's toasts (sonner's `toast.success` / `toast.error`). */
export const toast = {
  success: (message: string, options?: Options) => sonner.success(message, options),
  error: (message: string, options?: Options) => sonner.error(message, options),
}

/** Sonner's Toaster, in the app's colour scheme. */
export function AppToaster() {
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false })
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
