import { createFileRoute } from '@tanstack/react-router'
import { Text } from '@mantine/core'
import { PageHeader } from '../../ui/page-header'

export const Route = createFileRoute('/_authed/settings')({
  component: Page,
})

function Page() {
  return (
    <>
      <PageHeader title="Settings" />
      <Text>This screen is on its way.</Text>
    </>
  )
}
