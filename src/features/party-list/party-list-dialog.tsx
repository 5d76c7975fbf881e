import { Alert, Badge, Button, FileInput, Group, Progress, Stack, Table, Text, Textarea } from '@mantine/core'
import { IconDownload, IconFileTypeCsv } from '@tabler/icons-react'
import { onlineManager, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { isClubUser } from '../../community/variant'
import { isFrappeError } from '../../frappe/errors'
import { useKeptDraft } from '../../forms/kept-draft'
import { t, useT, type MessageId } from '../../i18n'
import { ADD_MANY_CLUB_GUESTS, addClubGuest, CLUB_GUEST_LIMIT, clubAccessQueries } from '../../queries/club-access'
import { addGuest, guestQueries } from '../../queries/guests'
import { useSessionStore, useUser } from '../../session/store'
import { FormDialog } from '../../ui/form-dialog'
import { useDeviceOnline, useOnline } from '../../ui/offline-notice'
import { saveFile } from '../../ui/save-file'
import { changeFailureText, isAnswerCutOff, toast } from '../../ui/toast'
import type { DialogProps } from '../dialogs/dialog-props'
import { useClubGuestCount } from '../club/guest-limit'
import { GuestListNotLoaded } from '../club/guest-list-not-loaded'
import { failedRowsCsv, guestOf, overLimitText, parsePartyList, partyLines, type PartyRow } from './party-rows'

/** At most this many add calls at a time. */
export const PARALLEL_ADDS = 3

/** A row's result; a reason is text (the server's, or ours in the language of the moment it happened). */
type Outcome =
  | { status: 'waiting' | 'adding' | 'added' }
  /** `maybeAdded`: no answer came in time, and the site may have added the guest all the same. */
  | { status: 'failed' | 'skipped'; reason: string; maybeAdded?: true }
/** The results by guest (`guestOf`). */
type Outcomes = Record<string, Outcome>

/**
 * The results that outlive a change of the list (a line corrected, another file): the guests added,
 * never sent again, and those that may have been (they keep saying so, and go again only by 'Retry
 * failed', when the resident has checked). The others are sent with the next Add.
 */
const keepAdded = (outcomes: Outcomes): Outcomes =>
  Object.fromEntries(Object.entries(outcomes).filter(([, o]) => o.status === 'added' || (o.status === 'failed' && o.maybeAdded)))

/**
 * The guests being added when the page was left (a reload, the tablet discarding the tab) had no
 * answer: the site may have added them. They come back saying so, not ready to be sent again.
 */
const leftUnanswered = (outcomes: Outcomes): Outcomes =>
  Object.fromEntries(
    Object.entries(outcomes).map(([guest, o]) => [guest, o.status === 'adding' ? { status: 'failed', reason: t('common.changeLeftUnanswered'), maybeAdded: true } : o]),
  )
/** What is kept of the results when the page goes: those `keepAdded` keeps, and the guests being added. */
const keptWhenLeft = (outcomes: Outcomes): Outcomes =>
  Object.fromEntries(Object.entries(outcomes).filter(([guest, o]) => o.status === 'adding' || guest in keepAdded(outcomes)))

/**
 * The list outlives a reload of the page or an expired session, as what is typed into any dialog does
 * (`useKeptDraft`), with the guests already added from it: they are shown as added, not sent again.
 */
function useKeptList(text: string, outcomes: Outcomes, setText: (text: string) => void, setOutcomes: (outcomes: Outcomes) => void) {
  const now = useRef({ text, outcomes })
  useEffect(() => {
    now.current = { text, outcomes }
  })
  // A form's shape (its values, read when the page is left; a way to set one), made once. Guests
  // being added come back as maybe added when the page was left meanwhile; after an expiry (the
  // site refused them) they are ready to be sent again.
  const list = useMemo(() => {
    const left = { whileSending: false }
    return {
      get state() {
        const { text, outcomes } = now.current
        return {
          values: { text, added: keptWhenLeft(outcomes) },
          isSubmitting: Object.values(outcomes).some((o) => o.status === 'adding'),
          isDirty: text !== '' || Object.keys(outcomes).length > 0,
        }
      },
      onLeftWhileSending: () => void (left.whileSending = true),
      setFieldValue: ((name: string, value: unknown) => {
        if (name === 'text' && typeof value === 'string') setText(value)
        if (name === 'added' && value && typeof value === 'object') setOutcomes(keepAdded(left.whileSending ? leftUnanswered(value as Outcomes) : (value as Outcomes)))
      }) as (name: never, value: never) => void,
    }
  }, [setText, setOutcomes])
  useKeptDraft(list, { goesWithItsAddress: true })
}

const STATUS: Record<Outcome['status'], { label: MessageId; color: string }> = {
  waiting: { label: 'partyList.status.waiting', color: 'gray' },
  adding: { label: 'partyList.status.adding', color: 'blue' },
  added: { label: 'partyList.status.added', color: 'teal' },
  failed: { label: 'partyList.status.failed', color: 'red' },
  skipped: { label: 'partyList.status.skipped', color: 'orange' },
}

/**
 * `?dialog=guest-bulk`: 'Add many' guests (a party) from pasted lines or a CSV file, each row
 * checked by the add-guest name rules, added through the one add call, three at a time.
 */
export default function PartyListDialog({ onClose }: DialogProps) {
  const user = useUser()
  const session = useSessionStore()
  const club = isClubUser(user)
  const variant = club ? 'club' : 'home'
  const queryClient = useQueryClient()
  const clubMember = user.club_member ?? ''
  const access = useQuery({ ...clubAccessQueries.detail(club ? clubMember : ''), enabled: club && clubMember !== '' })
  const guestCount = useClubGuestCount(access.data?.guests, access.dataUpdatedAt)
  // Many adds at once, each row saying how it went: not the one-guest change (no toast each, no
  // queue: a run needs the network); the list refreshes once, when the whole run is over.
  const addHome = useMutation({ mutationFn: addGuest })
  const addClub = useMutation({ ...ADD_MANY_CLUB_GUESTS, mutationFn: addClubGuest })
  const [text, setText] = useState('')
  const [outcomes, setOutcomes] = useState<Outcomes>({})
  useKeptList(text, outcomes, setText, setOutcomes)
  // How many guests the run under way sends (0: none runs).
  const [sending, setSending] = useState(0)
  const running = sending > 0
  // The Add button is disabled while the run goes (Chromium then lets go of its focus) and becomes
  // Done, or Add for the rows left: at the run's end the keyboard, left on nothing, goes to the
  // dialog's main action, not to the page behind the dialog.
  const actions = useRef<HTMLDivElement>(null)
  const ran = useRef(false)
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body
    // (A run the connection stopped leaves Add disabled: the keyboard goes to the list then.)
    const next =
      actions.current?.querySelector<HTMLElement>('button:last-of-type:not(:disabled)') ??
      actions.current?.closest('[role="dialog"]')?.querySelector<HTMLElement>('textarea:not(:disabled)')
    if (ran.current && !running && lost) next?.focus()
    ran.current = running
  }, [running])
  // A run needs the network: offline, Add waits and says so.
  const online = useOnline()
  // Offline with a connection: the site gave no answer (the page's notice says so too).
  const deviceOnline = useDeviceOnline()
  // Also re-reads the rows (their errors) when the language changes.
  const translate = useT()

  const rows = parsePartyList(text, variant)
  const valid = rows.filter((r) => !r.error)
  const invalid = rows.length - valid.length
  // (The count holds the guests added here that the club's list does not show yet: read again after
  // a run, not in yet, or failed. A corrected line cannot go past the limit.)
  const room = club ? Math.max(0, CLUB_GUEST_LIMIT - (guestCount ?? 0)) : Infinity
  // The valid rows not sent yet: all of them at first, then those of a corrected or new list.
  const fresh = valid.filter((r) => !outcomes[guestOf(r)])
  const started = Object.keys(outcomes).length > 0
  const done = Object.values(outcomes).filter((o) => o.status === 'added').length
  const failed = rows.filter((r) => outcomes[guestOf(r)]?.status === 'failed')
  const total = Object.values(outcomes).filter((o) => o.status !== 'skipped').length

  const set = (row: PartyRow, outcome: Outcome) => setOutcomes((o) => ({ ...o, [guestOf(row)]: outcome }))

  const add = (row: PartyRow) =>
    club
      ? addClub.mutateAsync({ club_member: clubMember, guest_name: row.firstName, guest_last_name: row.lastName })
      : addHome.mutateAsync({ home_address_id: user.homeowner_address ?? '', first_name: row.firstName, last_name: row.lastName })

  async function run(rows: PartyRow[]) {
    // A guest named on two lines is sent once, and both lines show how it went.
    const targets = [...new Map(rows.map((row) => [guestOf(row), row])).values()]
    // The club list stops at its limit: the rows past it are not sent.
    const sent = targets.slice(0, room)
    for (const row of targets.slice(sent.length)) set(row, { status: 'skipped', reason: overLimitText() })
    for (const row of sent) set(row, { status: 'waiting' })
    setSending(sent.length)
    // A logout (here or in another tab) stops the rows not yet sent: they would go out with the
    // next user's token. What was done is then said to nobody.
    const ended = session.endedSince()
    let next = 0
    let added = 0
    // Offline, the rows not sent yet wait: each would only fail. They are ready again for the next Add.
    const worker = async () => {
      while (next < sent.length && !ended() && onlineManager.isOnline()) {
        const row = sent[next++]!
        set(row, { status: 'adding' })
        try {
          await add(row)
          added++
          set(row, { status: 'added' })
        } catch (error) {
          // After a time-out or an answer cut off, the row says the site may have added the guest all the same.
          const { title, description } = changeFailureText(error, t('partyList.addFailed'))
          const maybe = (isFrappeError(error) && error.kind === 'timeout') || isAnswerCutOff(error)
          set(row, { status: 'failed', reason: description ?? title, ...(maybe && { maybeAdded: true as const }) })
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(PARALLEL_ADDS, sent.length) }, worker))
    if (ended()) return
    const notSent = new Set(sent.slice(next).map(guestOf))
    if (notSent.size) setOutcomes((o) => Object.fromEntries(Object.entries(o).filter(([guest]) => !notSent.has(guest))))
    setSending(0)
    void queryClient.invalidateQueries({ queryKey: club ? clubAccessQueries.all : guestQueries.all })
    if (added) toast.success(t('partyList.added', { count: added }))
    const notAdded = next - added
    if (notAdded) toast.error(t('partyList.notAdded', { count: notAdded }))
  }

  /** What the box held before the last file was chosen, and what that file left in it. */
  const lastFile = useRef<{ before: string; after: string }>(undefined)
  const changeList = (next: string) => {
    setText(next)
    setOutcomes(keepAdded)
  }

  async function readFile(file: File | null) {
    const last = lastFile.current
    // The box as the resident had it before that file: another file takes the last one's place.
    // A box changed since the file (a name corrected) is the resident's, and stays.
    const typed = last && text === last.after ? last.before : text
    // The file taken away (its clear button): its guests go with it.
    if (!file) {
      if (typed !== text) changeList(typed)
      lastFile.current = undefined
      return
    }
    try {
      const content = (await csvText(file)).trim()
      // Names typed before a file is chosen are kept: the file's guests come after them.
      const after = typed.trim() ? `${typed.trimEnd()}\n${partyLines(parsePartyList(content, variant), typed)}` : content
      lastFile.current = { before: typed, after }
      changeList(after)
    } catch {
      toast.error(t('partyList.readFailed'))
    }
  }

  // A byte-order mark first: without one, Excel reads a CSV in the computer's old code page
  // ('MuÃ±oz' for 'Muñoz'). Read back here, it is left out.
  const downloadFailed = () =>
    saveFile(
      new Blob(['\uFEFF', failedRowsCsv(failed.map((r) => ({ ...r, reason: (outcomes[guestOf(r)] as { reason: string }).reason })))], {
        type: 'text/csv;charset=utf-8',
      }),
      t('partyList.csv.fileName'),
    )

  const overLimit = club && valid.length > room

  return (
    <FormDialog
      title={translate('partyList.title')}
      intro={translate('partyList.intro')}
      onClose={onClose}
      busy={running}
      size="xl"
    >
      <Stack gap="md">
        <Textarea
          // Names, one a line: capitalised, never corrected by a phone's keyboard.
          autoCapitalize="words"
          autoCorrect="off"
          spellCheck={false}
          label={translate('partyList.guests')}
          placeholder={translate('partyList.guestsPlaceholder')}
          rows={5}
          value={text}
          disabled={running}
          onChange={(e) => changeList(e.currentTarget.value)}
          data-autofocus
        />
        <FileInput
          label={translate('partyList.csvFile')}
          placeholder={translate('partyList.csvPlaceholder')}
          accept=".csv,text/csv,text/plain"
          leftSection={<IconFileTypeCsv size={18} aria-hidden />}
          disabled={running}
          onChange={(file) => void readFile(file)}
          clearable
          // 28 px: a finger's target inside the field (Mantine's own is 22 px).
          clearButtonProps={{
            'aria-label': translate('search.clear', { search: translate('partyList.csvFile') }),
            style: { width: 'var(--cb-size-md)', height: 'var(--cb-size-md)' },
          }}
        />
        {rows.length ? (
          <>
            {/* Not a live region: said at each change, the count would break into every name being typed. */}
            <Text size="sm">
              {translate('partyList.summary', { rows: rows.length, ready: valid.length, invalid })}
            </Text>
            {overLimit ? (
              <Alert color="orange" variant="light" title={translate('partyList.limitTitle', { limit: CLUB_GUEST_LIMIT })}>
                {room === 0 ? translate('partyList.full') : translate('partyList.onlyFirst', { room })}
              </Alert>
            ) : null}
            <Table.ScrollContainer minWidth={420} maxHeight={320}>
              <Table striped withTableBorder stickyHeader>
                <Table.Caption>{translate('partyList.caption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{translate('partyList.column.line')}</Table.Th>
                    <Table.Th>{translate('partyList.column.firstName')}</Table.Th>
                    <Table.Th>{translate('partyList.column.lastName')}</Table.Th>
                    <Table.Th>{translate('partyList.column.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => {
                    const outcome = outcomes[guestOf(row)]
                    return (
                      <Table.Tr key={row.line}>
                        <Table.Td>{row.line}</Table.Td>
                        <Table.Td>{row.firstName}</Table.Td>
                        <Table.Td>{row.lastName}</Table.Td>
                        <Table.Td>
                          {row.error ? (
                            <Text size="sm" c="var(--td-danger-text)">
                              {row.error}
                            </Text>
                          ) : outcome ? (
                            <Group gap={6} wrap="nowrap">
                              <Badge color={STATUS[outcome.status].color} variant="light">
                                {translate(STATUS[outcome.status].label)}
                              </Badge>
                              {'reason' in outcome ? <Text size="sm">{outcome.reason}</Text> : null}
                            </Group>
                          ) : (
                            <Text size="sm">{translate('partyList.status.ready')}</Text>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    )
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        ) : null}
        {started && total > 0 ? (
          <Stack gap={4}>
            <Progress value={Math.round((100 * (done + failed.length)) / total)} aria-label={translate('partyList.progress')} />
            <Text size="sm">{translate('partyList.progressText', { done, total })}</Text>
          </Stack>
        ) : null}
        {club && !access.data ? <GuestListNotLoaded list={access} /> : null}
        {!online && !running ? (
          <Text size="sm" role="status">
            {translate(deviceOnline ? 'partyList.serverNotAnswering' : 'partyList.offline')}
          </Text>
        ) : null}
        <Group ref={actions} justify="flex-end">
          {failed.length && !running ? (
            <>
              <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} onClick={downloadFailed}>
                {translate('partyList.downloadFailed')}
              </Button>
              <Button variant="light" disabled={!online} onClick={() => void run(failed)}>
                {translate('partyList.retryFailed')}
              </Button>
            </>
          ) : null}
          {fresh.length || !started || running ? (
            <Button loading={running} disabled={!fresh.length || room === 0 || (club && !access.data) || !online} onClick={() => void run(fresh)}>
              {translate('partyList.add', { count: sending || new Set(fresh.map(guestOf)).size })}
            </Button>
          ) : (
            <Button variant="default" onClick={onClose}>
              {translate('partyList.done')}
            </Button>
          )}
        </Group>
      </Stack>
    </FormDialog>
  )
}

/**
 * A CSV file's text. Excel's 'CSV (Comma delimited)' on Windows saves in Windows-1252, not UTF-8: a
 * file that is not valid UTF-8 is read as that, so that Muñoz stays Muñoz instead of failing the
 * name check. Its 'Unicode Text' is UTF-16, marked so by its first two bytes.
 */
async function csvText(file: File): Promise<string> {
  const bytes = await file.arrayBuffer()
  const [first, second] = new Uint8Array(bytes, 0, Math.min(2, bytes.byteLength))
  if (first === 0xff && second === 0xfe) return new TextDecoder('utf-16le').decode(bytes)
  if (first === 0xfe && second === 0xff) return new TextDecoder('utf-16be').decode(bytes)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}
