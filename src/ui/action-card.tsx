import { Badge, UnstyledButton } from '@mantine/core'
import { Link, type LinkProps } from '@tanstack/react-router'
import { useId, type CSSProperties, type ReactNode } from 'react'
import { useText } from '../forms/text'

/**
 * A dashboard action: a whole card that is one button (or, with `to`, one link): icon, title,
 * short text, an optional badge, optional preview lines, and - when disabled - the reason why.
 * Everything inside is phrasing content, so it stays a valid button. A text badge may be a message id
 * (a module's constant, e.g. 'Waiting to send'): shown in the UI's language.
 *
 * Plain elements styled by src/styles/action-card.css (`td-action…`), with Mantine's look: a
 * signed-in reload renders every card of the dashboard in its longest task.
 */
/**
 * Between the card's lines: a space that shows nowhere (the lines are blocks), so that the card's
 * accessible name reads 'Title Description' without the page's styles too.
 */
const SPACE = ' '

export function ActionCard({
  title,
  description,
  icon,
  onClick,
  to,
  color = 'brand',
  badge,
  preview,
  disabled,
  disabledReason,
}: {
  title: string
  description?: ReactNode
  icon: ReactNode
  onClick?: () => void
  /** A route to go to instead of an action. */
  to?: LinkProps['to']
  /** A colour of the theme, for the icon. */
  color?: string
  /** A short label at the top right (e.g. '3 of 6'). */
  badge?: ReactNode
  /** Extra lines under the description (e.g. a few entries). Render spans, not blocks. */
  preview?: ReactNode
  disabled?: boolean
  /** Shown (and announced) when the card is disabled. */
  disabledReason?: ReactNode
}) {
  const reasonId = useId()
  const text = useText()
  const showReason = disabled && !!disabledReason
  // Mantine's light variant of the theme colour (the variables its theme defines for each colour).
  const tone = disabled ? 'gray' : color
  const iconColors = { '--td-action-icon-bg': `var(--mantine-color-${tone}-light)`, '--td-action-icon-color': `var(--mantine-color-${tone}-light-color)` } as CSSProperties
  const content = (
    <span className="td-action-body">
      <span className="td-action-icon" style={iconColors} aria-hidden>
        {icon}
      </span>
      <span className="td-action-text">
        <span className="td-action-head">
          <span className="td-action-title">{title}</span>
          {SPACE}
          {badge ? (
            <Badge component="span" variant="default" style={{ flex: 'none' }}>
              {typeof badge === 'string' ? text(badge) : badge}
            </Badge>
          ) : null}
        </span>
        {SPACE}
        {description ? (
          <span className="td-action-line" data-secondary>
            {description}
          </span>
        ) : null}
        {SPACE}
        {preview ? <span className="td-action-preview">{preview}</span> : null}
        {SPACE}
        {showReason ? (
          <span className="td-action-line" data-spaced id={reasonId}>
            {disabledReason}
          </span>
        ) : null}
      </span>
    </span>
  )
  // Mantine's own reset of a button (its UnstyledButton's class), under the card's rules.
  const className = `td-action td-focus-auto ${UnstyledButton.classes.root}`
  // Sized by its content, not stretched to the tallest card of its row (a tall provider preview left
  // the other cards mostly empty at 1440 px).
  return (
    <div className="td-action-card">
      {to && !disabled ? (
        <Link to={to} className={className}>
          {content}
        </Link>
      ) : (
        // Disabled, it keeps the keyboard (aria-disabled, not `disabled`): a card that becomes
        // disabled while it has the focus (the sixth guest added from it) would otherwise drop the
        // focus to the page's top in Chromium; and it stays reachable, to say why.
        <button
          type="button"
          className={className}
          onClick={disabled ? undefined : onClick}
          aria-disabled={disabled || undefined}
          aria-describedby={showReason ? reasonId : undefined}
        >
          {content}
        </button>
      )}
    </div>
  )
}
