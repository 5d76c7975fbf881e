import { Box } from '@mantine/core'
import {
  defaultRangeExtractor,
  measureElement,
  useVirtualizer,
  useWindowVirtualizer,
  type Range,
  type ReactVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual'
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactElement, type RefObject } from 'react'
import { flushSync } from 'react-dom'
import { TABBABLE } from './focus-stays-in-list'

/** A row's height before it is measured (a one-line row with its second line). */
const ESTIMATED_ROW_HEIGHT = 60
/** Rows rendered beyond each end of the view, so scrolling and Tab find the next row there. */
const OVERSCAN = 10

/**
 * A list longer than ALL_ROWS_UP_TO (./list-row): only the rows in and near the view are rendered
 * (TanStack Virtual), inside the box its rows scroll in (`box`) or against the window. Its own file:
 * the screen a sign-in leads to paints without it; ListRows loads it for a long list.
 */
export function LongListRows({ box, ...props }: VirtualRowsProps & { box: boolean }) {
  return box ? <BoxRows {...props} /> : <WindowRows {...props} />
}

interface VirtualRowsProps {
  rows: ReactElement[]
  label: string | undefined
  gap: number
}

/** The virtualiser's options both kinds of scrolling share; the focused row is always in range. */
function useRowOptions<S extends Element | Window>({ rows, gap }: VirtualRowsProps) {
  const [focused, setFocused] = useState<number | null>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const options = {
    count: rows.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index: number) => rows[index]?.key ?? index,
    gap,
    overscan: OVERSCAN,
    // A row not laid out (its list hidden) measures 0: it keeps its estimate rather than pulling
    // every row of the list into range.
    measureElement: (element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<S, Element>) =>
      measureElement(element, entry, instance) || ESTIMATED_ROW_HEIGHT,
    // The rows' places are written to the DOM by the virtualiser, without a render per scroll event.
    directDomUpdates: true,
    rangeExtractor: (range: Range) => {
      const indexes = defaultRangeExtractor(range)
      if (focused === null || focused >= rows.length || indexes.includes(focused)) return indexes
      return [...indexes, focused].sort((a, b) => a - b)
    },
  }
  return { options, setFocused, listRef }
}

function BoxRows(props: VirtualRowsProps) {
  const { options, setFocused, listRef } = useRowOptions<HTMLElement>(props)
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser is a mutable instance by design; no React Compiler memoises this app
  const virtualizer = useVirtualizer<HTMLElement, Element>({
    ...options,
    getScrollElement: () => listRef.current?.closest<HTMLElement>('[data-list-scroll]') ?? null,
  })
  return <VirtualRows {...props} listRef={listRef} virtualizer={virtualizer} onFocusRow={setFocused} />
}

function WindowRows(props: VirtualRowsProps) {
  const { options, setFocused, listRef } = useRowOptions<Window>(props)
  // Where the list starts in the page, for the window's scroll offset to map to its rows.
  const [scrollMargin, setScrollMargin] = useState(0)
  const virtualizer = useWindowVirtualizer<Element>({
    ...options,
    scrollMargin,
  })
  const onList = (list: HTMLElement) => {
    const top = Math.round(list.getBoundingClientRect().top + window.scrollY)
    if (top !== scrollMargin) setScrollMargin(top)
  }
  return <VirtualRows {...props} listRef={listRef} virtualizer={virtualizer} onFocusRow={setFocused} onList={onList} />
}

function VirtualRows({
  rows,
  label,
  listRef,
  virtualizer,
  onFocusRow,
  onList,
}: VirtualRowsProps & {
  listRef: RefObject<HTMLUListElement | null>
  virtualizer: ReactVirtualizer<HTMLElement, Element> | ReactVirtualizer<Window, Element>
  onFocusRow: (index: number | null) => void
  onList?: (list: HTMLElement) => void
}) {
  const items = virtualizer.getVirtualItems()
  // After each render: tell each rendered row its index (for the virtualiser to measure and place
  // it) and its place in the whole list (for screen readers).
  useLayoutEffect(() => {
    const node = listRef.current
    if (!node) return
    onList?.(node)
    virtualizer.measureElement(null)
    items.forEach((item, i) => {
      const row = node.children[i]
      if (!row) return
      row.setAttribute('data-index', String(item.index))
      row.setAttribute('aria-posinset', String(item.index + 1))
      row.setAttribute('aria-setsize', String(rows.length))
      virtualizer.measureElement(row)
    })
  })
  const rowAround = (target: EventTarget | null) => {
    const row = target instanceof Element ? target.closest('[data-index]') : null
    return row?.parentElement === listRef.current ? row : null
  }
  const rowOf = (target: EventTarget | null) => {
    const row = rowAround(target)
    return row ? Number(row.getAttribute('data-index')) : null
  }
  // Tab from a row's last control (Shift+Tab from its first) goes to the next row (the previous)
  // even when that row is not rendered yet: a held key on a busy tablet repeats faster than the
  // list renders the rows it scrolls into view, and the browser's own Tab would leave the list.
  // The row is rendered at once, as the focused one, and its control focused.
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = listRef.current
    const row = rowAround(event.target)
    if (event.key !== 'Tab' || !list || !row) return
    const back = event.shiftKey
    const controls = [...row.querySelectorAll(TABBABLE)]
    if (event.target !== (back ? controls[0] : controls.at(-1))) return
    const next = rowOf(row)! + (back ? -1 : 1)
    const beside = back ? row.previousElementSibling : row.nextElementSibling
    if (next < 0 || next >= rows.length || beside?.getAttribute('data-index') === String(next)) return
    flushSync(() => onFocusRow(next))
    const nextControls = [...(list.querySelector(`:scope > [data-index="${next}"]`)?.querySelectorAll<HTMLElement>(TABBABLE) ?? [])]
    const target = back ? nextControls.at(-1) : nextControls[0]
    // (A row with nothing to stop at: the browser's own Tab goes on from there.)
    if (!target) return
    event.preventDefault()
    target.focus()
  }
  return (
    <Box
      component="ul"
      ref={(node: HTMLUListElement | null) => {
        listRef.current = node
        virtualizer.containerRef(node)
      }}
      className="td-virtual-rows"
      m={0}
      p={0}
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={(event) => onFocusRow(rowOf(event.target))}
      onBlur={(event) => {
        if (rowOf(event.relatedTarget) === null) onFocusRow(null)
      }}
    >
      {items.map((item) => rows[item.index])}
    </Box>
  )
}
