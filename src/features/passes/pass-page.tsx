import { Alert, Badge, Box, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconCopy, IconDownload, IconPrinter, IconShare } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { brandName } from '../../community/variant'
import { COMMUNITY_NAME } from '../../config'
import { useUser } from '../../session/store'
import { Logo } from '../../ui/logo'
import { PageHeader } from '../../ui/page-header'
import { saveFile } from '../../ui/save-file'
import { toast } from '../../ui/toast'
import { PASS_NOTE, PASS_TITLES, passQuery, passText, STANDING, type Pass, type PassKind } from './pass-kinds'
import { passPng } from './pass-png'
import { QrCode } from './qr-code'
import './pass.css'

export const PASS_FAILED = 'This pass could not be loaded.'
export const PASS_GONE = 'This pass is no longer on your lists.'
export const COPIED = 'Pass details copied.'
export const COPY_FAILED = 'Could not copy the pass details.'
export const SHARE_FAILED = 'Could not share the pass.'
export const DOWNLOAD_FAILED = 'Could not download the pass.'

/** The pass page (`/passes/<kind>/<name>`): the card a resident sends their visitor, with Share, Download and Print. */
export function PassPage({ kind, name }: { kind: PassKind; name: string }) {
  const user = useUser()
  const query = useQuery(passQuery(kind, name, user))
  const brand = brandName(user)
  let body
  if (query.data) body = <PassView pass={query.data} brand={brand} />
  else if (query.isError)
    body = (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={PASS_FAILED}>
        <Button mt="sm" variant="light" onClick={() => void query.refetch()} loading={query.isFetching}>
          Retry
        </Button>
      </Alert>
    )
  else if (query.isPending && query.fetchStatus !== 'idle')
    body = (
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md" role="status" aria-busy="true" aria-label="Loading pass">
          <Skeleton height={24} width="50%" />
          <Skeleton height={36} width="80%" />
          <Skeleton height={200} width={200} mx="auto" />
        </Stack>
      </Card>
    )
  else body = <Alert color="gray" icon={<IconAlertCircle aria-hidden />} title={PASS_GONE} />
  return (
    <Box maw={560} mx="auto">
      <PageHeader title={PASS_TITLES[kind]} />
      {body}
    </Box>
  )
}

function PassView({ pass, brand }: { pass: Pass; brand: string }) {
  return (
    <Stack gap="md">
      <PassCard pass={pass} brand={brand} />
      <PassActions pass={pass} brand={brand} />
    </Stack>
  )
}

/** The card itself: what Print prints and Download draws. */
function PassCard({ pass, brand }: { pass: Pass; brand: string }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby="pass-holder" className="td-pass">
      <Group gap="sm" wrap="nowrap" mb="md">
        <Logo size={36} />
        <Box miw={0}>
          <Text fw={800}>{brand}</Text>
          {COMMUNITY_NAME ? (
            <Text size="sm" c="var(--td-secondary-text)">
              {COMMUNITY_NAME}
            </Text>
          ) : null}
        </Box>
      </Group>
      <Text size="sm" fw={600} tt="uppercase" c="var(--td-secondary-text)">
        {pass.title}
      </Text>
      <Title order={2} id="pass-holder" fz="h2" style={{ overflowWrap: 'anywhere' }}>
        {pass.holder}
      </Title>
      <Group mt={4} mb="md">
        <Badge className="td-pass-badge" variant="light" color="brand" size="lg">
          {pass.category}
        </Badge>
      </Group>
      <Box component="dl" m={0}>
        <PassField label="Valid until" value={pass.validUntil === STANDING ? STANDING : pass.validUntil} />
        {pass.place ? <PassField label={pass.place.label} value={pass.place.value} /> : null}
      </Box>
      <Stack align="center" gap={4} mt="lg">
        <QrCode value={pass.id} label={`QR code of pass ${pass.id}`} />
        <Text ff="monospace" fw={600}>
          {pass.id}
        </Text>
      </Stack>
      <Text size="sm" ta="center" mt="md" c="var(--td-secondary-text)">
        {PASS_NOTE}
      </Text>
    </Card>
  )
}

function PassField({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text component="dt" size="sm" c="var(--td-secondary-text)" style={{ flex: 'none' }}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  )
}

const canShare = () => typeof navigator.share === 'function'

async function share(pass: Pass, brand: string) {
  try {
    await navigator.share({ title: pass.title, text: passText(pass, brand) })
  } catch (error) {
    // Closing the share sheet is not a failure.
    if ((error as Error)?.name !== 'AbortError') toast.error(SHARE_FAILED)
  }
}

async function copy(pass: Pass, brand: string) {
  try {
    await navigator.clipboard.writeText(passText(pass, brand))
    toast.success(COPIED)
  } catch {
    toast.error(COPY_FAILED)
  }
}

async function download(pass: Pass, brand: string) {
  try {
    saveFile(await passPng(pass, brand), `pass-${pass.id}.png`)
  } catch {
    toast.error(DOWNLOAD_FAILED)
  }
}

function PassActions({ pass, brand }: { pass: Pass; brand: string }) {
  return (
    <Group gap="sm" justify="center">
      {canShare() ? (
        <Button leftSection={<IconShare size={18} aria-hidden />} onClick={() => void share(pass, brand)}>
          Share
        </Button>
      ) : (
        <Button leftSection={<IconCopy size={18} aria-hidden />} onClick={() => void copy(pass, brand)}>
          Copy
        </Button>
      )}
      <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} onClick={() => void download(pass, brand)}>
        Download
      </Button>
      <Button variant="default" leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
        Print
      </Button>
    </Group>
  )
}
