import { Stack } from '@mantine/core'
import type { QueryClient } from '@tanstack/react-query'
import type { User } from '../../session/store'
import { Welcome } from './welcome'

/** Starts every list of the home dashboard in parallel. */
export async function loadHomeDashboard(_queryClient: QueryClient, _user: User | null): Promise<void> {
  // Lists arrive with step 2.
}

export function HomeDashboard() {
  return (
    <Stack gap="lg" data-testid="home-dashboard">
      <Welcome subtitle="Let the gate know who is coming." />
    </Stack>
  )
}
