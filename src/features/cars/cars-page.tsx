import { Alert, Box, Card, ColorSwatch, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconCar } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { isClubUser } from '../../community/variant'
import { useT, type MessageId } from '../../i18n'
import { carQueries, type ClubCar, type HomeCar } from '../../queries/cars'
import { useUser } from '../../session/store'
import { failureText, isFrappeError } from '../../frappe/errors'
import { EmptyState, ListBody, RefreshState, useFilteredRows, type ListQuery, type ListSearch } from '../../ui/list-card'
import { useFocusStaysInList } from '../../ui/focus-stays-in-list'
import { PageHeader } from '../../ui/page-header'
import { NotLinkedScreen } from '../dashboard/not-linked'
import { CarsSkeleton } from './cars-pending'
import { safeColour } from './safe-colour'
import { RetryButton } from '../../ui/retry-button'

/** The cars page chosen by the user's first role: home cars or club member cars. */
export function CarsPage() {
  const user = useUser()
  return isClubUser(user) ? <ClubCars clubMember={user.club_member} /> : <HomeCars homeownerAddress={user.homeowner_address} />
}

/** A card's line: its label, and the server's value or a placeholder (an id: shown in the current language; '---' as it is). */
interface Row {
  label: MessageId
  value: string | { missing: MessageId }
}

interface CarView {
  key: string
  /** 'Vehicle 1', ...: its place in the whole list, whatever the search shows. */
  number: number
  owner: string
  plate: string
  rows: Row[]
  colour: string
  colourLabel: Row['value']
}

const NOT_AVAILABLE = { missing: 'cars.notAvailable' } as const
const NA = { missing: 'cars.na' } as const

/** What a card shows of any car, whichever Server Script sent it (each names the fields its own way). */
interface CarBasics {
  name?: string
  owner?: string
  plate?: string
  colour?: string
}

/** A car's card: numbered by its place in the list; the colour's swatch (`swatch` when it has none) and its name or `missing`. */
function carView(car: CarBasics, i: number, rows: Row[], colourless: { swatch: string; missing: Row['value'] }): CarView {
  return {
    key: car.name ?? String(i),
    number: i + 1,
    owner: car.owner ?? '',
    plate: car.plate ?? '',
    rows,
    colour: safeColour(car.colour, colourless.swatch),
    colourLabel: car.colour ?? colourless.missing,
  }
}

function HomeCars({ homeownerAddress }: { homeownerAddress?: string }) {
  const query = useQuery({ ...carQueries.home(homeownerAddress ?? ''), enabled: !!homeownerAddress })
  const cars = query.data?.map((car: HomeCar, i) =>
    carView(
      { name: car.name, owner: car.owner_name, plate: car.license_plate, colour: car.vehicle_color },
      i,
      [
        { label: 'cars.ownerName', value: car.owner_name ?? '---' },
        { label: 'cars.model', value: car.vehicle_model ?? '---' },
        { label: 'cars.manufacturer', value: car.vehicle_make ?? '---' },
        { label: 'cars.plate', value: car.license_plate ?? '---' },
        { label: 'cars.accessTag', value: car.access_tag_1 ?? NOT_AVAILABLE },
      ],
      { swatch: 'var(--mantine-color-gray-5)', missing: NOT_AVAILABLE },
    ),
  )
  return <CarsView title="cars.title" query={query} cars={cars} />
}

function ClubCars({ clubMember }: { clubMember?: string }) {
  const query = useQuery({ ...carQueries.club(clubMember ?? ''), enabled: !!clubMember })
  const cars = query.data?.map((car: ClubCar, i) =>
    carView(
      { name: car.name, owner: car.member_name, plate: car.license_plate, colour: car.vehicle_color },
      i,
      [
        { label: 'cars.ownerName', value: car.member_name ?? NA },
        { label: 'cars.model', value: car.model ?? NA },
        { label: 'cars.manufacturer', value: car.make ?? NA },
        { label: 'cars.year', value: car.year ?? NA },
        { label: 'cars.plate', value: car.license_plate ?? NA },
        { label: 'cars.accessTag', value: car.access_tag ?? NA },
      ],
      { swatch: 'black', missing: NA },
    ),
  )
  return <CarsView title="cars.clubTitle" query={query} cars={cars} />
}

/** Cars are found by any text their card shows (owner, model, make, plate...); spaces and dashes are ignored in plates. */
const CAR_SEARCH: Omit<ListSearch<CarView>, 'label'> = {
  param: 'cars',
  text: (car) => [
    ...[...car.rows.map((row) => row.value), car.colourLabel].map((value) => (typeof value === 'string' ? value : undefined)),
    // A plate typed with or without its spaces or dashes: 'DUN 101', 'DUN101' and 'DUN-101' alike.
    car.plate.replace(/[\s-]/g, ''),
    car.plate.replace(/[\s-]+/g, ' '),
    car.plate.replace(/[\s-]+/g, '-'),
  ],
}

function CarsView({ title, query, cars }: { title: MessageId; query: ListQuery; cars: CarView[] | undefined }) {
  const t = useT()
  const filtered = useFilteredRows({ ...CAR_SEARCH, label: t('cars.search') }, cars)
  // Retry, disabled while it asks (Chromium then lets go of the focus) and gone once the cars are
  // in, leaves the keyboard on the first car, not at the page's top.
  const page = useRef<HTMLDivElement>(null)
  useFocusStaysInList(page)
  return (
    <Box ref={page}>
      <PageHeader title={t(title)}>
        <RefreshState query={query} hasData={cars !== undefined} />
      </PageHeader>
      <NotLinkedScreen />
      {filtered.field}
      {filtered.found}
      <ListBody
        query={query}
        rows={filtered.rows}
        skeleton={<CarsSkeleton />}
        failure={<CarsError query={query} />}
        empty={
          <Card withBorder radius="lg">
            <EmptyState />
          </Card>
        }
      >
        {(shown) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {shown.map((car) => (
              <li key={car.key}>
                <CarCard car={car} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </ListBody>
    </Box>
  )
}

/**
 * The cars could not be loaded: the site's own reason when it gave one (D20); the connection's hint
 * only when no answer came (the line, or 30 s): a site that answered with an error is not the line.
 */
function CarsError({ query }: { query: ListQuery }) {
  const t = useT()
  const { title, description } = failureText(query.error, t('cars.failed'))
  const noAnswer = !isFrappeError(query.error) || query.error.kind === 'network' || query.error.kind === 'timeout'
  const hint = description ?? (noAnswer ? t('cars.failedHint') : undefined)
  return (
    <Alert color="red" icon={<IconAlertCircle size={20} aria-hidden />} title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        {hint ? <Text size="sm">{hint}</Text> : null}
        <RetryButton variant="light" color="red" busy={query.isFetching} onClick={() => void query.refetch()}>
          {t('cars.retry')}
        </RetryButton>
      </Stack>
    </Alert>
  )
}

function CarCard({ car }: { car: CarView }) {
  const t = useT()
  const shown = (value: Row['value']) => (typeof value === 'string' ? value : t(value.missing))
  const headingId = `car-${car.key.replace(/[^A-Za-z0-9_-]/g, '-')}`
  return (
    <Card withBorder radius="lg" padding="lg" h="100%" component="article" aria-labelledby={headingId}>
      <Group gap="xs" mb="md" wrap="nowrap">
        <IconCar size={22} aria-hidden />
        <Title order={2} fz="h4" id={headingId}>
          {t('cars.vehicle', { number: car.number })}
        </Title>
      </Group>
      <Stack gap={8} component="dl" m={0}>
        {car.rows.map((row) => (
          <Group key={row.label} justify="space-between" gap="md" wrap="nowrap">
            <Text component="dt" size="sm" c="var(--td-secondary-text)">
              {t(row.label)}
            </Text>
            <Text component="dd" size="sm" fw={600} m={0} ta="right" style={{ overflowWrap: 'anywhere' }}>
              {shown(row.value)}
            </Text>
          </Group>
        ))}
        <Group justify="space-between" gap="md" wrap="nowrap">
          <Text component="dt" size="sm" c="var(--td-secondary-text)">
            {t('cars.colour')}
          </Text>
          <Group component="dd" gap={8} m={0} wrap="nowrap">
            <Text size="sm" fw={600}>
              {shown(car.colourLabel)}
            </Text>
            <ColorSwatch color={car.colour} size={22} aria-hidden data-testid="colour-swatch" data-colour={car.colour} />
          </Group>
        </Group>
      </Stack>
    </Card>
  )
}
