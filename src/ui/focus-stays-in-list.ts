import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * A row that has the keyboard focus can leave its list: deleted from its row or its dialog (the
 * dialog gives the focus back to the row, which goes when the list is read again), or gone in a
 * refresh. The browser then puts the focus on the page's body, and a keyboard or screen reader user
 * starts again from the top. This puts it on the row now in that place (the last row when it was the
 * last), or on the list's heading when no row is left.
 *
 * The list remembers the row that had the focus, and forgets it when the focus leaves it for another
 * element (a dialog, another button) or for nothing while the row stays (a click on the page). A row
 * removed with the focus is still remembered (Chromium says the focus went nowhere, as for a click):
 * a remembered row no longer in the page, with the focus on the body, moves the focus. `rows` is what
 * the list shows.
 */
export function useFocusStaysInList(list: RefObject<HTMLElement | null>, heading: RefObject<HTMLElement | null>, rows: unknown) {
  const focused = useRef<{ row: HTMLElement; index: number } | null>(null)
  useEffect(() => {
    const element = list.current
    if (!element) return
    const onFocusIn = (event: FocusEvent) => {
      const all = rowsOf(element)
      const index = all.findIndex((row) => row.contains(event.target as Node))
      focused.current = index >= 0 ? { row: all[index]!, index } : null
    }
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget) {
        focused.current = null
        return
      }
      // Gone nowhere: a click on the page (the element stays), or the element removed with the focus.
      const left = event.target as Node
      queueMicrotask(() => {
        if (left.isConnected && focused.current?.row.contains(left)) focused.current = null
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
    if (!last || !element || last.row.isConnected || (active && active !== document.body)) return
    focused.current = null
    const remaining = rowsOf(element)
    const row = remaining[Math.min(last.index, remaining.length - 1)]
    const target = row?.querySelector<HTMLElement>('button, a[href]') ?? heading.current
    target?.focus({ preventScroll: true })
  }, [rows, list, heading])
}

const rowsOf = (list: HTMLElement) => [...list.querySelectorAll<HTMLElement>('li')]
