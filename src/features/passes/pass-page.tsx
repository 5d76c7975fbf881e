import { Alert, Badge, Box, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconCopy, IconDownload, IconPrinter, IconShare } from '@tabler/icons-react'
import { useIsMutating, useQuery } from '@tanstack/react-query'
import { useEffect, useEffectEvent, useState } from 'react'
import { brandName } from '../../community/variant'
import { COMMUNITY_NAME } from '../../config'
import { failureText } from '../../frappe/errors'
import { VISITOR_EXTENSIONS } from '../../queries/visitors'
import { t, useT } from '../../i18n'
import { useUser } from '../../session/store'
import { Logo } from '../../ui/logo'
import { PageHeader } from '../../ui/page-header'
import { useReadAgainIfMissing } from '../../ui/list-card'
import { useRowChanges } from '../../ui/queued-rows'
import { askedAgainAfterFailure, RetryButton } from '../../ui/retry-button'
import { saveFile } from '../../ui/save-file'
import { toast } from '../../ui/toast'
import { useEveryMinute } from '../../ui/use-every-minute'
import { PASS_NOTE, PASS_RESOURCES, passQuery, passText, passTitle, STANDING, type Pass, type PassKind } from './pass-kinds'
import { passPng } from './pass-png'
import { QrCode } from './qr-code'
import './pass.css'

/** The pass page (`/passes/<kind>/<name>`): the card a resident sends their visitor, with Share, Download and Print. */
export function PassPage({ kind, name }: { kind: PassKind; name: string }) {
  const user = useUser()
  // The pass's texts are made in the current language: a new language asks for them again.
  const translate = useT()
  const query = useQuery(passQuery(kind, name, user))
  const missing = useReadAgainIfMissing(query, query.data === null)
  // A pass open when its end passes says 'Ended' (and shares, copies and downloads that): its
  // query works the pass out at each draw.
  useEveryMinute()
  const brand = brandName(user)
  // A change made offline to the record waits to be sent: the gate does not have it yet, and the
  // pass (made from what the site sent) says so.
  const change = useRowChanges(PASS_RESOURCES[kind]).byRecord.get(name)
  const waiting = !!change && !change.failed
  // An extension on its way ('Extend 1 day') shows its end in the lists before the site has it: the
  // pass waits for the answer, so that it never shows (or shares) an end the gate may not get.
  const extending = useIsMutating({ mutationKey: VISITOR_EXTENSIONS, predicate: (m) => (m.state.variables as { name?: string } | undefined)?.name === name }) > 0
  let body
  if (query.data && !extending)
    body = (
      <>
        {waiting ? <Alert color="orange" icon={<IconAlertCircle aria-hidden />} mb="md" title={translate('passes.changeWaiting')} /> : null}
        <PassView pass={query.data} brand={brand} />
      </>
    )
  else if (query.isError || askedAgainAfterFailure(query)) {
    // The site's own reason beneath, when it gave one (a 403's 'Not permitted'), as a list's (D20).
    const { title, description } = failureText(query.error, translate('passes.loadFailed'))
    body = (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={title}>
        {description ? <Text size="sm">{description}</Text> : null}
        <RetryButton mt="sm" variant="light" onClick={() => void query.refetch()} busy={query.isFetching}>
          {translate('passes.retry')}
        </RetryButton>
      </Alert>
    )
  }
  // Offline with no copy of its list, the call waits for the connection: the page says so.
  else if (query.isPending && query.fetchStatus === 'paused')
    body = (
      <Alert color="gray" icon={<IconAlertCircle aria-hidden />} title={translate('list.offline')} role="status" />
    )
  else if (extending || missing.readingAgain || (query.isPending && query.fetchStatus !== 'idle'))
    body = (
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md" role="status" aria-busy="true" aria-label={translate('passes.loading')}>
          <Skeleton height={24} width="50%" />
          <Skeleton height={36} width="80%" />
          <Skeleton height={200} width={200} mx="auto" />
        </Stack>
      </Card>
    )
  else body = <Alert color="gray" icon={<IconAlertCircle aria-hidden />} title={translate('passes.gone')} />
  return (
    <Box maw={560} mx="auto">
      <PageHeader title={translate(passTitle(kind, user))} />
      {body}
    </Box>
  )
}

function PassView({ pass, brand }: { pass: Pass; brand: string }) {
  // Print prints the card alone while it is on screen (./pass.css).
  useEffect(() => {
    const root = document.documentElement
    root.classList.add('td-printing-pass')
    return () => root.classList.remove('td-printing-pass')
  }, [])
  return (
    <Stack gap="md">
      <PassCard pass={pass} brand={brand} />
      <PassActions pass={pass} brand={brand} />
    </Stack>
  )
}

/** The card itself: what Print prints and Download draws. */
function PassCard({ pass, brand }: { pass: Pass; brand: string }) {
  const translate = useT()
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
        {translate(pass.title)}
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
        <PassField label={translate(pass.ended ? 'passes.ended' : 'passes.validUntil')} value={pass.validUntil === STANDING ? translate(STANDING) : pass.validUntil} />
        {pass.place ? <PassField label={translate(pass.place.label)} value={pass.place.value} /> : null}
      </Box>
      <Stack align="center" gap={4} mt="lg">
        <QrCode value={pass.id} label={translate('passes.qrLabel', { id: pass.id })} />
        <Text ff="monospace" fw={600}>
          {pass.id}
        </Text>
      </Stack>
      <Text size="sm" ta="center" mt="md" c="var(--td-secondary-text)">
        {translate(PASS_NOTE)}
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

/**
 * The pass as a picture for the share sheet, drawn before Share is pressed: a sheet opens only
 * within the press itself (Safari refuses one asked for after an await), and the picture takes a
 * moment to draw ('drawing' meanwhile). Drawn again when what the pass says changes (its end
 * passing, another language); only where there is a share sheet. None where the browser cannot draw it.
 */
function usePassPicture(pass: Pass, brand: string, wanted: boolean): File | 'drawing' | undefined {
  const [picture, setPicture] = useState<{ says: string; file?: File }>()
  const says = `${pass.id} ${passText(pass, brand)}`
  const draw = useEffectEvent(() => passPng(pass, brand))
  useEffect(() => {
    if (!wanted) return
    let current = true
    draw().then(
      (png) => current && setPicture({ says, file: new File([png], t('passes.fileName', { id: pass.id }), { type: 'image/png' }) }),
      () => current && setPicture({ says }),
    )
    return () => {
      current = false
    }
  }, [says, pass.id, wanted])
  if (!wanted) return undefined
  return picture?.says === says ? picture.file : 'drawing'
}

/**
 * The share sheet, with the pass's picture where the browser can share files (a guard's scanner
 * reads its QR code), and its details as text in any case.
 */
async function share(pass: Pass, brand: string, picture: File | undefined) {
  const details = { title: t(pass.title), text: passText(pass, brand) }
  const withPicture = picture ? { ...details, files: [picture] } : undefined
  try {
    await navigator.share(withPicture && navigator.canShare?.(withPicture) ? withPicture : details)
  } catch (error) {
    // Closing the share sheet is not a failure. A sheet that cannot open (no app to share with,
    // or the browser refuses) leaves the details on the clipboard instead, when it can.
    if ((error as Error)?.name === 'AbortError') return
    try {
      await navigator.clipboard.writeText(passText(pass, brand))
      toast.success(t('passes.copied'))
    } catch {
      toast.error(t('passes.shareFailed'))
    }
  }
}

async function copy(pass: Pass, brand: string) {
  try {
    await navigator.clipboard.writeText(passText(pass, brand))
    toast.success(t('passes.copied'))
  } catch {
    toast.error(t('passes.copyFailed'))
  }
}

async function download(pass: Pass, brand: string) {
  try {
    saveFile(await passPng(pass, brand), t('passes.fileName', { id: pass.id }))
  } catch {
    toast.error(t('passes.downloadFailed'))
  }
}

function PassActions({ pass, brand }: { pass: Pass; brand: string }) {
  const translate = useT()
  const picture = usePassPicture(pass, brand, canShare())
  // Copy beside Share: a computer's share sheet (Chrome on Windows or macOS has one) does not reach
  // the chat or mail opened in another tab.
  return (
    <Group gap="sm" justify="center">
      {canShare() ? (
        <Button
          leftSection={<IconShare size={18} aria-hidden />}
          // Busy for the moment the picture takes to draw: pressed then, it would go without it.
          loading={picture === 'drawing'}
          onClick={() => picture !== 'drawing' && void share(pass, brand, picture)}
        >
          {translate('passes.share')}
        </Button>
      ) : null}
      <Button variant={canShare() ? 'default' : 'filled'} leftSection={<IconCopy size={18} aria-hidden />} onClick={() => void copy(pass, brand)}>
        {translate('passes.copy')}
      </Button>
      <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} onClick={() => void download(pass, brand)}>
        {translate('passes.download')}
      </Button>
      <Button variant="default" leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
        {translate('passes.print')}
      </Button>
    </Group>
  )
}
