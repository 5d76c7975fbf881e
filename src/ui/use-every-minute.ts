import { useEffect, useReducer } from 'react'

/**
 * Draws the component again every minute, for what it works out from the clock: a pass or a
 * visitor whose end passes while the page stays open says 'Ended' (and a contractor's end within a
 * day says 'Ends soon'), not 'until' a time gone by; the calendar's today moves at the site's midnight.
 */
export function useEveryMinute() {
  const [, tick] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    const id = setInterval(tick, 60_000)
    return () => clearInterval(id)
  }, [])
}
