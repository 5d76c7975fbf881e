import { createFileRoute } from '@tanstack/react-router'
import { Box } from '@mantine/core'
import { BrowserNotificationsCard } from '../../features/settings/browser-notifications-card'
import { ChangePasswordForm } from '../../features/settings/change-password-form'
import { PageHeader } from '../../ui/page-header'

export const Route = createFileRoute('/_authed/settings')({
  component: SettingsPage,
})

function SettingsPage() {
  return (
    <Box maw={545} mx="auto">
      <PageHeader title="Settings" />
      <ChangePasswordForm />
      <BrowserNotificationsCard />
    </Box>
  )
}
