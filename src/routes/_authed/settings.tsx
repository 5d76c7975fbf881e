import { createFileRoute } from '@tanstack/react-router'
import { Box } from '@mantine/core'
import { useT } from '../../i18n'
import { lazyCode, withParts } from '../../lazy-code'
import { LanguageCard } from '../../ui/language-choice'
import { PageHeader } from '../../ui/page-header'
import { SettingsPart } from '../../ui/settings-card'

const ChangePasswordForm = lazyCode(() => import('../../features/settings/change-password-form'), (m) => m.ChangePasswordForm)
const BrowserNotificationsCard = lazyCode(() => import('../../features/settings/browser-notifications-card'), (m) => m.BrowserNotificationsCard)

export const Route = createFileRoute('/_authed/settings')({
  component: withParts(SettingsPage, ChangePasswordForm, BrowserNotificationsCard),
})

function SettingsPage() {
  const t = useT()
  return (
    <Box maw={545} mx="auto">
      <PageHeader title={t('settings.title')} />
      <SettingsPart id="change-password-title" title={t('settings.password.title')} first>
        <ChangePasswordForm />
      </SettingsPart>
      <SettingsPart id="browser-notifications-title" title={t('settings.notifications.title')}>
        <BrowserNotificationsCard />
      </SettingsPart>
      <LanguageCard />
    </Box>
  )
}
