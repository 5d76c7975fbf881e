import { Alert, Button, Card, ColorSwatch, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconCar } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { isClubUser } from '../../community/variant'
import { carQueries, type ClubCar, type HomeCar } from '../../queries/cars'
import { useUser } from '../../session/store'
import { EmptyState, ListBody, useFilteredRows, type ListQuery, type ListSearch } from '../../ui/list-card'
import { PageHeader } from '../../ui/page-header'
import { CarsSkeleton } from './cars-pending'
import { safeColour } from './safe-colour'

export const CARS_ERROR = 'The cars could not be loaded.'

/** The cars page chosen by role (spec section 2): home cars or club member cars. */
export function CarsPage() {
  const user = useUser()
  return isClubUser(user) ? <ClubCars clubMember={user.club_member} /> : <HomeCars homeownerAddress={user.homeowner_address} />
}

interface Row {
  label: string
  value: string
}

interface CarView {
  key: string
  /** 'Vehicle 1', ...: its place in the whole list, whatever the search shows. */
  title: string
  owner: string
  plate: string
  rows: Row[]
  colour: string
  colourLabel: string
}

function HomeCars({ homeownerAddress }: { homeownerAddress?: string }) {
  const query = useQuery({
    ...carQueries.home(homeownerAddress ?? ''),
    enabled: !!homeownerAddress,
  })
  const cars = query.data?.map((car: HomeCar, i): CarView => ({
    key: car.name ?? String(i),
    title: `Vehicle ${i + 1}`,
    owner: car.owner_name ?? '',
    plate: car.license_plate ?? '',
    rows: [
      { label: 'Owner Name', value: car.owner_name ?? '---' },
      { label: 'Model', value: car.vehicle_model ?? '---' },
      { label: 'Manufacturer', value: car.vehicle_make ?? '---' },
      { label: 'Number Plate', value: car.license_plate ?? '---' },
      { label: 'Access Tag', value: car.access_tag_1 ?? 'Not Available' },
    ],
    colour: safeColour(car.vehicle_color, 'var(--mantine-color-gray-5)'),
    colourLabel: car.vehicle_color ?? 'Not Available',
  }))
  return <CarsView title="Cars" query={query} cars={cars} />
}

function ClubCars({ clubMember }: { clubMember?: string }) {
  const query = useQuery({
    ...carQueries.club(clubMember ?? ''),
    enabled: !!clubMember,
  })
  const cars = query.data?.map((car: ClubCar, i): CarView => ({
    key: car.name ?? String(i),
    title: `Vehicle ${i + 1}`,
    owner: car.member_name ?? '',
    plate: car.license_plate ?? '',
    rows: [
      { label: 'Owner Name', value: car.member_name ?? 'N/A' },
      { label: 'Model', value: car.model ?? 'N/A' },
      { label: 'Manufacturer', value: car.make ?? 'N/A' },
      { label: 'Year', value: car.year ?? 'N/A' },
      { label: 'Number Plate', value: car.license_plate ?? 'N/A' },
      { label: 'Access Tag', value: car.access_tag ?? 'N/A' },
    ],
    colour: safeColour(car.vehicle_color, 'black'),
    colourLabel: car.vehicle_color ?? 'N/A',
  }))
  return <CarsView title="Club Member Cars" query={query} cars={cars} />
}

/** Cars are found by their owner's name or their plate (spaces and dashes ignored in plates). */
const CAR_SEARCH: ListSearch<CarView> = {
  param: 'cars',
  label: 'Search cars',
  text: (car) => [car.owner, car.plate, car.plate.replace(/[\s-]/g, '')],
}

function CarsView({ title, query, cars }: { title: string; query: ListQuery; cars: CarView[] | undefined }) {
  const filtered = useFilteredRows(CAR_SEARCH, cars)
  return (
    <>
      <PageHeader title={title} />
      {filtered.field}
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
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {shown.map((car) => (
              <CarCard key={car.key} car={car} />
            ))}
          </SimpleGrid>
        )}
      </ListBody>
    </>
  )
}

function CarsError({ query }: { query: ListQuery }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={20} aria-hidden />} title={CARS_ERROR} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">Please check your connection and try again.</Text>
        <Button variant="light" color="red" loading={query.isFetching} onClick={() => void query.refetch()}>
          Retry
        </Button>
      </Stack>
    </Alert>
  )
}

function CarCard({ car }: { car: CarView }) {
  const headingId = `car-${car.key.replace(/[^A-Za-z0-9_-]/g, '-')}`
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={headingId}>
      <Group gap="xs" mb="md" wrap="nowrap">
        <IconCar size={22} aria-hidden />
        <Title order={2} fz="h4" id={headingId}>
          {car.title}
        </Title>
      </Group>
      <Stack gap={8} component="dl" m={0}>
        {car.rows.map((row) => (
          <Group key={row.label} justify="space-between" gap="md" wrap="nowrap">
            <Text component="dt" size="sm" c="var(--td-secondary-text)">
              {row.label}
            </Text>
            <Text component="dd" size="sm" fw={600} m={0} ta="right" style={{ overflowWrap: 'anywhere' }}>
              {row.value}
            </Text>
          </Group>
        ))}
        <Group justify="space-between" gap="md" wrap="nowrap">
          <Text component="dt" size="sm" c="var(--td-secondary-text)">
            Colour
          </Text>
          <Group component="dd" gap={8} m={0} wrap="nowrap">
            <Text size="sm" fw={600}>
              {car.colourLabel}
            </Text>
            <ColorSwatch color={car.colour} size={22} aria-hidden data-testid="colour-swatch" data-colour={car.colour} />
          </Group>
        </Group>
      </Stack>
    </Card>
  )
}
