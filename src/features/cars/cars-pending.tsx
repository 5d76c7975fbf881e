import { SimpleGrid, Skeleton } from '@mantine/core'
import { isClubUser } from '../../community/variant'
import { useT } from '../../i18n'
import { useUser } from '../../session/store'
import { PageHeader } from '../../ui/page-header'

/**
 * The cars screen while it loads, in a module of its own: the route shows it while its loader
 * waits, so it is in the entry, and the screen itself (its lists' code) is not.
 */
export function CarsSkeleton() {
  const t = useT()
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-busy="true" aria-label={t('cars.loading')}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={220} radius="lg" />
      ))}
    </SimpleGrid>
  )
}

/** Shown by the route while its loader waits for the list. */
export function CarsPending() {
  const t = useT()
  const user = useUser()
  return (
    <>
      <PageHeader title={t(isClubUser(user) ? 'cars.clubTitle' : 'cars.title')} />
      <CarsSkeleton />
    </>
  )
}
