import { createContext, useContext, useEffect } from 'react'

/**
 * Each Mantine dialog closes on Escape through its own listener on the window, so one key press in
 * a confirmation opened from inside another dialog (Delete in an edit dialog) would close both, and
 * what was typed in the outer one with it. The outer dialog provides this setter and ignores Escape
 * while a dialog above it says it is open.
 */
export const DialogAbove = createContext<((open: boolean) => void) | null>(null)

/** Tells the dialog this one was opened from (if any) that it is open above it. */
export function useOpenAbove(opened: boolean) {
  const setOpen = useContext(DialogAbove)
  useEffect(() => {
    if (!opened || !setOpen) return
    setOpen(true)
    return () => setOpen(false)
  }, [opened, setOpen])
}
