import { ActionIcon, Group, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useT } from '../i18n'
import { usePageTitle } from './page-title'

/**
 * A screen's title with the back button to /dashboard that every inner screen has. What it holds
 * beside the title (the calendar's Week and Month) goes under it when the screen is too narrow.
 */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  const t = useT()
  usePageTitle(title)
  return (
    <Group justify="space-between" mb="lg" wrap="wrap">
      <Group gap="sm" wrap="nowrap">
        <ActionIcon component={Link} to="/dashboard" variant="default" size="lg" aria-label={t('pageHeader.back')}>
          <IconArrowLeft size={20} aria-hidden />
        </ActionIcon>
        <Title order={1} fz="h2">
          {title}
        </Title>
      </Group>
      {children}
    </Group>
  )
}
