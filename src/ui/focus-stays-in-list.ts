import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * What had the keyboard focus in a list can leave the page: a row deleted from its row or its
 * dialog (the dialog gives the focus back to the row, which goes when the list is read again), a row
 * gone in a refresh, or a row's button replaced (a member's Invite by its busy button, an 'Extend 1
 * day' once done). The browser then puts the focus on the page's body, and a keyboard or screen
 * reader user starts again from the top. This puts it back in the list: on the same row's first
 * button that works (the row itself while it has none), on the row now in the place of a row that
 * went (the last row when it was the last), or on the list's heading when no row is left (a list
 * without one: on the control just before it, where Shift+Tab from its rows would go). A button
 * of the list outside its rows that goes once it has done its work (Retry, 'Show more') leaves the
 * focus on the first row after where it was (the first of the next page), or on the heading while
 * the list shows no row (a list loading again after Retry).
 *
 * The list remembers what had the focus, and forgets it when the focus leaves it for another element
 * (a dialog, another button) or for nothing while it stays in the page (a click on the page). An
 * element removed with the focus is still remembered (Chromium says the focus went nowhere, as for a
 * click). After each render of the list, a remembered element no longer in the page, with the focus
 * on the body, moves the focus.
 */
export function useFocusStaysInList(list: RefObject<HTMLElement | null>, heading?: RefObject<HTMLElement | null>) {
  const focused = useRef<{ element: Element; row: HTMLElement | undefined; index: number } | null>(null)
  useEffect(() => {
    const element = list.current
    if (!element) return
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Element
      const all = rowsOf(element)
      const index = all.findIndex((row) => row.contains(target))
      // Outside the rows: the place of the rows that come after it.
      const before = all.filter((row) => row.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING).length
      focused.current = index >= 0 ? { element: target, row: all[index]!, index } : { element: target, row: undefined, index: before }
    }
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget) {
        focused.current = null
        return
      }
      // Gone nowhere: a click on the page (the element stays), the element removed with the focus, or
      // a button disabled while busy (Chromium lets go of its focus), which goes once its work is done.
      const left = event.target as Element
      queueMicrotask(() => {
        if (left.isConnected && !left.matches(':disabled') && focused.current?.element === left) focused.current = null
      })
    }
    element.addEventListener('focusin', onFocusIn)
    element.addEventListener('focusout', onFocusOut)
    return () => {
      element.removeEventListener('focusin', onFocusIn)
      element.removeEventListener('focusout', onFocusOut)
    }
  }, [list])
  useLayoutEffect(() => {
    const last = focused.current
    const element = list.current
    const active = document.activeElement
    if (!last || !element || last.element.isConnected || (active && active !== document.body)) return
    focused.current = null
    if (last.row?.isConnected) {
      focusRow(last.row)
      return
    }
    const remaining = rowsOf(element)
    const row = remaining[Math.min(last.index, remaining.length - 1)]
    if (row) return focusRow(row)
    const target = heading ? heading.current : controlBefore(element)
    target?.focus({ preventScroll: true })
  })
}

/** The focus on a row: its first button that works, else the row itself (then focusable by the app only, while it has no button). */
export function focusRow(row: HTMLElement) {
  let target = firstControl(row)
  if (!target) {
    row.tabIndex = -1
    target = row
  }
  target.focus({ preventScroll: true })
}

/** What the keyboard reaches with Tab. */
export const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

/** The last control of the page before `element`. */
const controlBefore = (element: HTMLElement) =>
  [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter((control) => element.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_PRECEDING).at(-1)

const rowsOf = (list: HTMLElement) => [...list.querySelectorAll<HTMLElement>('li')]
const firstControl = (row: HTMLElement) => row.querySelector<HTMLElement>('button:not(:disabled), a[href]')
