import type { ComponentProps, ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { usePageTitle } from '../../ui/page-title'
import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Flex,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core'
import {
  IconAlertTriangle,
  IconBrandApple,
  IconBrandGooglePlay,
  IconBuildingCommunity,
  IconCalendarRepeat,
  IconCheck,
  IconClock,
  IconDeviceMobile,
  IconDoorEnter,
  IconLogin2,
  IconPlaneDeparture,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
  type TablerIcon,
} from '@tabler/icons-react'
import { APP_STORE_URL, PLAY_STORE_URL } from '../../config'
import { useT, type MessageId } from '../../i18n'
import { Logo } from '../../ui/logo'
import { Dots, HeroArt, PhoneArt, Rings } from './artwork'
import { SERVICE_TYPE_LABELS } from '../recurring-services/service-types'

/*
 * Colours. Mantine's "dimmed" grey is under 4.5:1 in both schemes, and the primary colour's
 * text shade is under 4.5:1 on dark backgrounds, so the page uses these instead.
 */
/** Secondary text: gray-7 on white is 8:1, dark-1 on dark-7 is 7.8:1. */
const MUTED = 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))'
/** Brand-coloured text: brand-7 on brand-0 is 6:1, brand-2 on dark-8 is 8:1. */
const ACCENT = 'light-dark(var(--mantine-color-brand-7), var(--mantine-color-brand-2))'
/** A soft tint for alternating sections. */
const TINT = 'light-dark(var(--mantine-color-brand-0), var(--mantine-color-dark-8))'
/** The download band; white text on it is 6.9:1 (light) and 9.6:1 (dark). */
const BAND = 'light-dark(var(--mantine-color-brand-7), var(--mantine-color-brand-9))'
const BORDER = '1px solid var(--mantine-color-default-border)'

interface Feature {
  icon: TablerIcon
  title: MessageId
  text: MessageId
}

const HOME_FEATURES: Feature[] = [
  { icon: IconDoorEnter, title: 'landing.home.visitor', text: 'landing.home.visitorText' },
  { icon: IconUserPlus, title: 'landing.home.guest', text: 'landing.home.guestText' },
  { icon: IconPlaneDeparture, title: 'landing.home.vacation', text: 'landing.home.vacationText' },
  { icon: IconAlertTriangle, title: 'landing.home.incident', text: 'landing.home.incidentText' },
]

/** The service types with the names the resident meets in the portal. */
const SERVICE_TYPES = Object.values(SERVICE_TYPE_LABELS)

const CLUB_FEATURES: Feature[] = [
  { icon: IconUsersGroup, title: 'landing.club.guests', text: 'landing.club.guestsText' },
  { icon: IconClock, title: 'landing.club.visitor', text: 'landing.club.visitorText' },
  { icon: IconUsers, title: 'landing.club.members', text: 'landing.club.membersText' },
]

const STEPS: { title: MessageId; text: MessageId }[] = [
  { title: 'landing.step.info', text: 'landing.step.infoText' },
  { title: 'landing.step.verify', text: 'landing.step.verifyText' },
  { title: 'landing.step.login', text: 'landing.step.loginText' },
]

const HERO_POINTS: MessageId[] = ['landing.hero.point1', 'landing.hero.point2', 'landing.hero.point3']

export function LandingPage() {
  usePageTitle()
  return (
    <Box bg="var(--mantine-color-body)" style={{ overflowX: 'clip' }}>
      <SiteHeader />
      <Box component="main" id="main">
        <Hero />
        <HomeOwners />
        <ClubMembers />
        <Setup />
        <Download />
      </Box>
      <SiteFooter />
    </Box>
  )
}

function SiteHeader() {
  const translate = useT()
  return (
    <Box component="header" style={{ borderBottom: BORDER }}>
      <Container size="lg">
        <Group h={68} justify="space-between" wrap="nowrap">
          <Anchor
            component={Link}
            to="/landing"
            aria-label={translate('landing.homeLink')}
            underline="never"
            c="var(--mantine-color-text)"
          >
            <Group gap={10} wrap="nowrap">
              <Logo size={36} />
              <Text component="span" fw={800} fz="xl" lh={1}>
                Traffic Dash
              </Text>
            </Group>
          </Anchor>
          <Group gap="lg" wrap="nowrap">
            <Group component="nav" aria-label={translate('landing.nav')} gap="lg" visibleFrom="sm">
              <NavAnchor href="#home-owners">{translate('landing.nav.homeOwners')}</NavAnchor>
              <NavAnchor href="#club-members">{translate('landing.nav.clubMembers')}</NavAnchor>
              <NavAnchor href="#download">{translate('landing.getApp')}</NavAnchor>
            </Group>
            <Button component={Link} to="/" leftSection={<IconLogin2 size={18} aria-hidden="true" />}>
              {translate('landing.signIn')}
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  )
}

function NavAnchor({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} fw={600} fz="sm" c="var(--mantine-color-text)">
      {children}
    </Anchor>
  )
}

function Hero() {
  const translate = useT()
  return (
    <Box component="section" aria-labelledby="hero-title" bg={TINT} pos="relative">
      <Box pos="absolute" top={24} left={-12} c={ACCENT} opacity={0.25} visibleFrom="md">
        <Dots style={{ width: 102, display: 'block' }} />
      </Box>
      <Container size="lg" py={{ base: 48, sm: 64, md: 88 }} pos="relative">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 56 }} style={{ alignItems: 'center' }}>
          <Stack gap="lg" align="flex-start">
            <Badge variant="light" size="lg" radius="sm">
              {translate('landing.hero.badge')}
            </Badge>
            <Title order={1} id="hero-title" fz={{ base: 36, sm: 46, md: 54 }} lh={1.1}>
              {translate('landing.hero.title')}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c={MUTED} maw={540}>
              {translate('landing.hero.text')}
            </Text>
            <Group gap="sm">
              <Button
                component={Link}
                to="/"
                size="lg"
                leftSection={<IconLogin2 size={20} aria-hidden="true" />}
              >
                {translate('landing.signIn')}
              </Button>
              <Button
                component="a"
                href="#download"
                size="lg"
                variant="default"
                leftSection={<IconDeviceMobile size={20} aria-hidden="true" />}
              >
                {translate('landing.getApp')}
              </Button>
            </Group>
            <Flex component="ul" m={0} p={0} gap={{ base: 'xs', sm: 'lg' }} wrap="wrap" style={{ listStyle: 'none' }}>
              {HERO_POINTS.map((point) => (
                <Group component="li" key={point} gap={6} wrap="nowrap">
                  <IconCheck size={18} stroke={2.5} color={ACCENT} aria-hidden="true" />
                  <Text component="span" fz="sm" fw={600}>
                    {translate(point)}
                  </Text>
                </Group>
              ))}
            </Flex>
          </Stack>
          <Box maw={{ base: 480, md: 560 }} w="100%" mx="auto">
            <HeroArt />
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  )
}

function Section({
  id,
  title,
  intro,
  tinted = false,
  children,
}: {
  id: string
  title: MessageId
  intro: MessageId
  tinted?: boolean
  children: ReactNode
}) {
  const translate = useT()
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      bg={tinted ? TINT : undefined}
      py={{ base: 56, md: 88 }}
      style={{ scrollMarginTop: 16 }}
    >
      <Container size="lg">
        <Stack gap="sm" maw={680} mb={{ base: 32, md: 48 }}>
          <Title order={2} id={`${id}-title`} fz={{ base: 28, md: 38 }} lh={1.2}>
            {translate(title)}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} c={MUTED}>
            {translate(intro)}
          </Text>
        </Stack>
        {children}
      </Container>
    </Box>
  )
}

/** A card's heading and its text beneath, in muted colour (`mb`: space under the heading). */
function Blurb({ title, text, mb }: { title: MessageId; text: MessageId; mb?: number }) {
  const translate = useT()
  return (
    <>
      <Title order={3} fz="lg" mb={mb}>
        {translate(title)}
      </Title>
      <Text fz="sm" c={MUTED} lh={1.6}>
        {translate(text)}
      </Text>
    </>
  )
}

function FeatureCard({ feature }: { feature: Feature }) {
  const Icon = feature.icon
  return (
    <Card component="li" withBorder radius="lg" padding="lg" h="100%">
      <ThemeIcon variant="light" size={48} radius="md" mb="md">
        <Icon size={26} stroke={1.75} aria-hidden="true" />
      </ThemeIcon>
      <Blurb title={feature.title} text={feature.text} mb={6} />
    </Card>
  )
}

/** A list reset for grids of cards. */
const listReset = { listStyle: 'none', margin: 0, padding: 0 } as const

/** A section's features: a list of cards in a grid of `cols` columns. */
function FeatureList({ features, cols }: { features: Feature[]; cols: ComponentProps<typeof SimpleGrid>['cols'] }) {
  return (
    <SimpleGrid component="ul" cols={cols} spacing="lg" style={listReset}>
      {features.map((feature) => (
        <FeatureCard key={feature.title} feature={feature} />
      ))}
    </SimpleGrid>
  )
}

function HomeOwners() {
  const translate = useT()
  return (
    <Section id="home-owners" title="landing.home.title" intro="landing.home.intro">
      <FeatureList features={HOME_FEATURES} cols={{ base: 1, sm: 2, md: 4 }} />
      <Card withBorder radius="lg" padding="lg" mt="lg">
        <Flex direction={{ base: 'column', sm: 'row' }} gap="lg" align={{ base: 'flex-start', sm: 'center' }}>
          <ThemeIcon variant="light" size={48} radius="md" style={{ flex: 'none' }}>
            <IconCalendarRepeat size={26} stroke={1.75} aria-hidden="true" />
          </ThemeIcon>
          <Box style={{ flex: 1 }}>
            <Blurb title="landing.home.services" text="landing.home.servicesText" mb={6} />
          </Box>
          <Group component="ul" gap={8} maw={{ sm: 360 }} style={listReset} aria-label={translate('landing.home.serviceTypes')}>
            {SERVICE_TYPES.map((type) => (
              <Badge component="li" key={type} variant="light" radius="sm" size="md" tt="none" fw={600}>
                {translate(type)}
              </Badge>
            ))}
          </Group>
        </Flex>
      </Card>
    </Section>
  )
}

function ClubMembers() {
  const translate = useT()
  return (
    <Section id="club-members" tinted title="landing.club.title" intro="landing.club.intro">
      <FeatureList features={CLUB_FEATURES} cols={{ base: 1, sm: 3 }} />
      <Group gap="sm" mt="xl" wrap="nowrap" align="flex-start">
        <IconBuildingCommunity size={22} color={ACCENT} aria-hidden="true" style={{ flex: 'none' }} />
        <Text fz="sm" fw={500}>
          {translate('landing.club.team')}
        </Text>
      </Group>
    </Section>
  )
}

function Setup() {
  return (
    <Section id="get-started" title="landing.steps.title" intro="landing.steps.intro">
      <SimpleGrid component="ol" cols={{ base: 1, sm: 3 }} spacing={{ base: 'xl', sm: 'lg' }} style={listReset}>
        {STEPS.map((step, index) => (
          <Stack component="li" key={step.title} gap="sm">
            <ThemeIcon size={52} radius="xl" aria-hidden="true">
              <Text component="span" fz="xl" fw={800} c="white">
                {index + 1}
              </Text>
            </ThemeIcon>
            <Blurb title={step.title} text={step.text} />
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  )
}

function StoreButton({
  href,
  label,
  small,
  big,
  icon: Icon,
}: {
  href: string
  label: string
  small: string
  big: string
  icon: TablerIcon
}) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      variant="white"
      color="dark"
      size="lg"
      h={58}
      miw={210}
      justify="flex-start"
      radius="md"
      leftSection={<Icon size={28} aria-hidden="true" />}
    >
      <Box component="span" ta="left" lh={1.15}>
        <Box component="span" display="block" fz="xs" fw={500}>
          {small}
        </Box>
        {/* The space keeps the two lines two words apart in the visible text the label must contain (WCAG 2.5.3). */}{' '}
        <Box component="span" display="block" fz="lg" fw={700}>
          {big}
        </Box>
      </Box>
    </Button>
  )
}

function Download() {
  const translate = useT()
  return (
    <Box component="section" id="download" aria-labelledby="download-title" py={{ base: 56, md: 88 }} style={{ scrollMarginTop: 16 }}>
      <Container size="lg">
        <Box bg={BAND} c="white" pos="relative" p={{ base: 'xl', sm: 40, md: 56 }} style={{ borderRadius: 'var(--mantine-radius-xl)', overflow: 'hidden' }}>
          <Box pos="absolute" right={-90} bottom={-110} opacity={0.14} w={360}>
            <Rings style={{ display: 'block', width: '100%' }} />
          </Box>
          <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: 'xl', md: 56 }} align={{ md: 'center' }} pos="relative">
            <Stack gap="md" style={{ flex: 1 }}>
              <Text fz="sm" fw={700} tt="uppercase" lts={1}>
                {translate('landing.download.eyebrow')}
              </Text>
              <Title order={2} id="download-title" fz={{ base: 28, md: 36 }} lh={1.2} c="white">
                {translate('landing.download.title')}
              </Title>
              <Text fz={{ base: 'md', sm: 'lg' }} maw={560}>
                {translate('landing.download.text')}
              </Text>
              <Group gap="md" mt="sm">
                <StoreButton
                  href={APP_STORE_URL}
                  label={translate('landing.download.appStore')}
                  small={translate('landing.download.appStoreSmall')}
                  big="App Store"
                  icon={IconBrandApple}
                />
                <StoreButton
                  href={PLAY_STORE_URL}
                  label={translate('landing.download.playStore')}
                  small={translate('landing.download.playStoreSmall')}
                  big="Google Play"
                  icon={IconBrandGooglePlay}
                />
              </Group>
            </Stack>
            <Box w={200} visibleFrom="md" style={{ flex: 'none' }}>
              <PhoneArt />
            </Box>
          </Flex>
        </Box>
      </Container>
    </Box>
  )
}

function SiteFooter() {
  const translate = useT()
  return (
    <Box component="footer" py="xl" style={{ borderTop: BORDER }}>
      <Container size="lg">
        <Flex
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          align={{ base: 'flex-start', sm: 'center' }}
          gap="md"
        >
          <Group gap="sm" wrap="nowrap">
            <Logo size={28} />
            <Text fz="sm" c={MUTED}>
              © 2026 Traffic Dash
            </Text>
          </Group>
          <Group component="nav" aria-label={translate('landing.footer')} gap="lg">
            <Anchor component={Link} to="/" fz="sm" fw={600} c={ACCENT}>
              {translate('landing.signIn')}
            </Anchor>
            <Anchor href="#download" fz="sm" fw={600} c={ACCENT}>
              {translate('landing.getApp')}
            </Anchor>
          </Group>
        </Flex>
      </Container>
    </Box>
  )
}
