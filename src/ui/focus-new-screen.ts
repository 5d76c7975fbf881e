import type { AnyRouter } from '@tanstack/react-router'

/**
 * A screen reached from another one (a link, a menu entry, the sign-in, Back) takes the keyboard
 * focus on its main heading, as a new page's start would in a site of separate pages. Otherwise the
 * focus stays on what was pressed (a menu button the menu gives it back to) or falls to the page's
 * body once that is gone, and a screen reader says nothing of the new screen.
 *
 * Not on the app's first screen (the browser starts that page itself), not when only the address's
 * query changes (a dialog, a tab, a search), and not when the new screen put the focus somewhere
 * itself (a dialog it opened, a field): somewhere else than where it was when the move began (the
 * entry of a menu or drawer still closing, say).
 */
export function focusEachNewScreen(router: AnyRouter): () => void {
  let focusedBefore: Element | null = null
  const stopWatchingMoves = router.subscribe('onBeforeNavigate', () => {
    focusedBefore = document.activeElement
  })
  const stopFocusing = router.subscribe('onRendered', ({ fromLocation, pathChanged }) => {
    if (!fromLocation || !pathChanged) return
    const active = document.activeElement
    const placed = active !== focusedBefore && (active?.closest('[role="dialog"]') || active?.matches('input, textarea, select'))
    if (placed) return
    focusMainHeading()
  })
  return () => {
    stopWatchingMoves()
    stopFocusing()
  }
}

/** The keyboard on the screen's main heading: where a new screen starts, or where to go on from when what had the focus has gone. */
export function focusMainHeading() {
  const heading = document.querySelector<HTMLElement>('h1')
  if (!heading) return
  heading.tabIndex = -1
  heading.focus({ preventScroll: true })
}
