import { Card, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** One section of the Settings page: a card headed by its title (the section's accessible name). */
export function SettingsCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id} mt="lg">
      <Title order={2} fz="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  )
}
