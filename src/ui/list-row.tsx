import { Group, VisuallyHidden } from '@mantine/core'
import { Children, createContext, Suspense, useContext, useDeferredValue, type ComponentProps, type CSSProperties, type ReactElement, type ReactNode } from 'react'
import { t } from '../i18n'
import { lazyCode } from '../lazy-code'
import type { QueuedChange } from '../queries/queued-changes'
import { DeleteButton } from './delete-button'
import { CodeLoadBoundary } from './error-screen'
import { ChangeBadge, isDelete, RefusedChange, WithdrawChange } from './queued-rows'

/**
 * One row of a ListCard: a title, an optional second line and something on the right (a badge).
 * With `onClick` the whole row is a button (44 px high at least).
 *
 * With a `change` made offline it says 'Waiting to send' (a delete's title struck
 * through), or 'Not sent' with why and what to do (`onReopen`: its dialog with what was typed). A row
 * that is only a change (`isNew`: not on the server yet), or whose delete waits, has no dialog and
 * no buttons of its own: only "Don't send" while it waits.
 */
export function ListRow({
  title,
  subtitle,
  right,
  onClick,
  label,
  actions,
  footer,
  change,
  isNew = false,
  onReopen,
  titleLines,
  remove,
}: {
  title: ReactNode
  subtitle?: ReactNode
  right?: ReactNode
  onClick?: () => void
  /** The accessible name of the row button, when the visible text is not enough. */
  label?: string
  /** Buttons or links of their own beside the row (a row that is a button cannot hold them). */
  actions?: ReactNode
  /** A line under the row, across its width (a notice with its own button). */
  footer?: ReactNode
  change?: QueuedChange<unknown>
  isNew?: boolean
  onReopen?: () => void
  /** Clamp the title to this many lines (a long free-text note; dates and names are never clamped). */
  titleLines?: number
  /** A delete button on the right, that asks first (D11); none while a change to the row waits or was refused. */
  remove?: ComponentProps<typeof DeleteButton>
}) {
  if (remove && !change) right = <DeleteButton {...remove} />
  if (change) {
    const holder = typeof title === 'string' ? title : (label ?? '')
    // Struck through, and said: most screen readers do not announce a deletion's markup. Not once the
    // site has refused the delete: the record is still there, and at the gate.
    if (isDelete(change) && !change.failed)
      title = (
        <del>
          <VisuallyHidden>{t('queue.deleting')}</VisuallyHidden>
          <span>{title}</span>
        </del>
      )
    right = (
      <Group gap={6} wrap="nowrap" component="span">
        <ChangeBadge change={change} />
        {right}
      </Group>
    )
    if (change.failed) footer = <RefusedChange change={change} holder={holder} onOpen={onReopen} />
    // A row only made offline has nothing on the server to open yet; a row whose delete waits (or
    // was refused) is not edited meanwhile: the edit would reach the server after the delete. While
    // it waits, it can be withdrawn.
    if (isNew || isDelete(change)) {
      onClick = undefined
      actions = <WithdrawChange change={change} holder={holder} />
    }
  }
  // Nothing that matters is cut (issue: a tablet showed 'Oakline Paint…'): the title and the second
  // line wrap, breaking a word only when one word is wider than the row ('anywhere' also keeps the
  // list from widening to fit it). The text takes the row; when it would have less than 11 rem beside
  // the badge, the badge moves under it. Only a title given `titleLines` (a free note) is clamped, its
  // whole text stays in the row's accessible name and its dialog. Plain elements styled by
  // src/styles/lists.css (`td-row…`): a dashboard renders dozens of rows.
  const body = (
    <span className="td-row-body">
      <span className="td-row-text">
        <span
          className="td-row-title"
          data-line-clamp={titleLines ? true : undefined}
          style={titleLines ? ({ '--td-row-lines': titleLines } as CSSProperties) : undefined}
        >
          {title}
        </span>
        {subtitle ? <span className="td-row-subtitle">{subtitle}</span> : null}
      </span>
      {right ? <span className="td-row-right">{right}</span> : null}
    </span>
  )
  const row = onClick ? (
    <button type="button" className="td-row-box td-focus-auto" onClick={onClick} aria-label={label}>
      {body}
    </button>
  ) : (
    <div className="td-row-box">{body}</div>
  )
  return (
    <li className="td-row">
      {actions ? (
        // The row's own buttons stay beside it while it keeps 12 rem; on a narrower card they go under it, at the right.
        <div className="td-row-with-actions">
          <div>{row}</div>
          <div className="td-row-actions">{actions}</div>
        </div>
      ) : (
        row
      )}
      {footer}
    </li>
  )
}

/** Lists of up to this many rows render every row; longer ones only the rows near the view. */
export const ALL_ROWS_UP_TO = 50

/**
 * As many rows as a list's box can show at once: its 287 px (LIST_HEIGHT, ./list-card) over the
 * shortest row (44 px, its 4 px of padding and the 6 px gap: 54 px) is 5.3 rows.
 */
const FIRST_ROWS = 6

/**
 * True inside the box a list's rows scroll in (ListCard's body, marked `data-list-scroll`). A long
 * ListRows inside it virtualises against it; without one (a list in the page, such as the members
 * screen), against the window. (A context rather than the element itself: handing the element down
 * would render every list card a second time once mounted.)
 */
export const ListScrollBox = createContext(false)

/**
 * The <ul> around rows (ListRow, or any row whose root is an <li>). Up to ALL_ROWS_UP_TO rows, all
 * are rendered. A longer list (the large seed has 1,000 visitors) renders only the rows in and near
 * the view (TanStack Virtual), so its cost does not grow with its length: it keeps its full
 * height, each row at its place, and rows render as it scrolls. Every row stays reachable: Tab
 * moves the view, and so the rendered rows, along; the row holding the focus stays rendered when
 * scrolled away; each row tells a screen reader its place in the whole list (aria-posinset of
 * aria-setsize); and each long list has its search field to find a row by name.
 */
export function ListRows({ children, label, gap = 6 }: { children: ReactNode; label?: string; gap?: number }) {
  const rows = Children.toArray(children) as ReactElement[]
  const box = useContext(ListScrollBox)
  // A list's first render has the rows its box shows; React renders the others right after, without
  // holding the frame that shows the screen (a deferred value: the first paint of a dashboard on a
  // slow tablet mounts a fifth of its rows).
  const shown = useDeferredValue(rows.length, Math.min(rows.length, FIRST_ROWS))
  if (rows.length <= ALL_ROWS_UP_TO) return <AllRows rows={rows.slice(0, shown)} label={label} gap={gap} />
  // Until its code is there, the first rows (those in view); when it cannot be downloaded, every row.
  return (
    <CodeLoadBoundary fallback={<AllRows rows={rows} label={label} gap={gap} />}>
      <Suspense fallback={<AllRows rows={rows.slice(0, ALL_ROWS_UP_TO)} label={label} gap={gap} />}>
        <LongListRows rows={rows} label={label} gap={gap} box={box} />
      </Suspense>
    </CodeLoadBoundary>
  )
}

const LongListRows = lazyCode(() => import('./long-list-rows'), (m) => m.LongListRows)

function AllRows({ rows, label, gap }: { rows: ReactElement[]; label: string | undefined; gap: number }) {
  return (
    <ul aria-label={label} style={{ margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap, listStyle: 'none' }}>
      {rows}
    </ul>
  )
}
