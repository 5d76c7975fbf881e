import { Badge, Box, Card, Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core'
import { Link, type LinkProps } from '@tanstack/react-router'
import { useId, type ReactNode } from 'react'
import { useText } from '../forms/text'

/**
 * A dashboard action: a whole card that is one button (or, with `to`, one link): icon, title,
 * short text, an optional badge, optional preview lines, and - when disabled - the reason why.
 * Everything inside is phrasing content, so it stays a valid button. A text badge may be a message id
 * (a module's constant, e.g. 'Waiting to send'): shown in the UI's language.
 */
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
  const content = (
    <Group gap="sm" wrap="nowrap" align="flex-start" component="span">
      <ThemeIcon size={44} radius="md" variant="light" color={disabled ? 'gray' : color} component="span" aria-hidden>
        {icon}
      </ThemeIcon>
      <Box component="span" display="block" miw={0} style={{ flex: 1 }}>
        <Group component="span" justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text component="span" display="block" fw={700}>
            {title}
          </Text>
          {badge ? (
            <Badge component="span" variant="default" style={{ flex: 'none' }}>
              {typeof badge === 'string' ? text(badge) : badge}
            </Badge>
          ) : null}
        </Group>
        {description ? (
          <Text component="span" display="block" size="sm" c="var(--td-secondary-text)">
            {description}
          </Text>
        ) : null}
        {preview ? (
          <Box component="span" display="block" mt={6}>
            {preview}
          </Box>
        ) : null}
        {showReason ? (
          <Text component="span" display="block" size="sm" mt={6} id={reasonId}>
            {disabledReason}
          </Text>
        ) : null}
      </Box>
    </Group>
  )
  const common = {
    p: 'md',
    mih: 44,
    style: { borderRadius: 'var(--mantine-radius-lg)', display: 'flex', flexDirection: 'column', width: '100%' },
  } as const
  return (
    // Sized by its content, not stretched to the tallest card of its row (a tall provider preview left
    // the other cards mostly empty at 1440 px).
    <Card withBorder radius="lg" padding={0}>
      {to && !disabled ? (
        <UnstyledButton component={Link} to={to} {...common}>
          {content}
        </UnstyledButton>
      ) : (
        <UnstyledButton
          onClick={onClick}
          disabled={disabled}
          aria-describedby={showReason ? reasonId : undefined}
          {...common}
          style={{ ...common.style, cursor: disabled ? 'not-allowed' : undefined, opacity: disabled ? 0.75 : 1 }}
        >
          {content}
        </UnstyledButton>
      )}
    </Card>
  )
}
