import { Button, Center, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'

export function NotFound() {
  return (
    <Center mih="60vh" component="main">
      <Stack align="center" gap="sm">
        <Title order={1}>Page not found</Title>
        <Text>The page you asked for does not exist.</Text>
        <Button component={Link} to="/dashboard">
          Go to the dashboard
        </Button>
      </Stack>
    </Center>
  )
}
