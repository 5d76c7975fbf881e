import { Stack } from '@mantine/core'
import type { QueryClient } from '@tanstack/react-query'
import type { User } from '../../session/store'
import { Welcome } from './welcome'

/** Starts every list of the club dashboard in parallel. */
export async function loadClubDashboard(_queryClient: QueryClient, _user: User | null): Promise<void> {
  // Lists arrive with step 3.
}

export function ClubDashboard() {
  return (
    <Stack gap="lg" data-testid="club-dashboard">
      <Welcome subtitle="Your club guests and visitors at a glance." />
    </Stack>
  )
}
