import { useEffect, useState } from 'react'

/**
 * For a modal or drawer whose code loads on first use, so that it mounts already asked to open:
 * it renders closed once, then open. Mantine notes what had the focus when `opened` turns true
 * (to give it back on close); a modal mounted open would never see that moment.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return opened && mounted
}
