import { Box, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { useRef, type CSSProperties } from 'react'
import { IconBeach, IconCalendarPlus, IconChevronLeft, IconChevronRight, IconTool, IconUser } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import dayjs, { type Dayjs } from 'dayjs'
import { isClubUser, wordingFor } from '../../community/variant'
import { siteToday } from '../../frappe/dates'
import { firstDayOfWeek, formatDate, formatHeading, t as translate, useT } from '../../i18n'
import { clubVisitorQueries, clubVisitorTermination, type CreateClubVisitorVars } from '../../queries/club-visitors'
import { vacationQueries, type NewVacation } from '../../queries/vacations'
import { visitorQueries, withEnd, type NewVisitor } from '../../queries/visitors'
import { useUser } from '../../session/store'
import { useFocusStaysInList } from '../../ui/focus-stays-in-list'
import { PageHeader } from '../../ui/page-header'
import { saveFile } from '../../ui/save-file'
import { ChangeBadge, isDelete, isNewRow, useRowsWithChanges, type WithChange } from '../../ui/queued-rows'
import { askedAgainAfterFailure, RetryButton } from '../../ui/retry-button'
import { toast } from '../../ui/toast'
import { useEveryMinute } from '../../ui/use-every-minute'
import { ToggleButtons } from '../../ui/toggle-buttons'
import { NotLinkedScreen } from '../dashboard/not-linked'
import { changeDialogId, useOpenDialog } from '../dialogs/open-dialog'
import { calendarEntries, entriesOn, entryName, KIND_LABEL, weekLanes, whenOn, type CalendarEntry, type EntryKind } from './calendar-entries'
import { icsFor } from './ics'

export type CalendarView = 'week' | 'month'

const COLOURS: Record<EntryKind, string> = { visitor: 'teal', contractor: 'orange', vacation: 'blue' }
/** Each kind also has a shape, in the legend and on every bar: colour alone does not tell them apart for everyone. */
const KIND_ICON: Record<EntryKind, typeof IconUser> = { visitor: IconUser, contractor: IconTool, vacation: IconBeach }
const MONTH_CHIPS = 2
/** Rows of bars the week shows; a day with more entries says '+N more'. */
const WEEK_LANES = 8
const BORDER = '1px solid var(--mantine-color-default-border)'

/** Dates as the site's calendar days, whatever the browser's zone (UTC arithmetic on the date alone). */
const asDay = (date: string) => dayjs.utc(date)
const key = (d: Dayjs) => d.format('YYYY-MM-DD')

/** The days a view shows: the week (from the language's first day of the week) or the whole weeks covering the month. */
function daysOf(view: CalendarView, date: string): Dayjs[] {
  const d = asDay(date)
  const start = firstDayOfWeek()
  const sinceStart = (day: Dayjs) => (day.day() - start + 7) % 7
  const first = view === 'week' ? d.subtract(sinceStart(d), 'day') : d.startOf('month').subtract(sinceStart(d.startOf('month')), 'day')
  const last = view === 'week' ? first.add(6, 'day') : d.endOf('month').add(6 - sinceStart(d.endOf('month')), 'day')
  const days: Dayjs[] = []
  for (let day = first; !day.isAfter(last, 'day'); day = day.add(1, 'day')) days.push(day)
  return days
}

/**
 * A list as the gate will have it once what waits to be sent has gone (D17: the calendar shows the
 * lists the dashboard shows): a delete waiting is gone already, and an edit or a record made offline
 * shows as typed. What the site refused is not the gate's: a refused record made offline is not
 * shown, a record whose edit or delete was refused shows as the site has it, and a refused change
 * whose record is gone has nothing to show.
 */
function forTheGate<T extends { name: string }>(rows: WithChange<T>[] | undefined, listed: readonly T[] | undefined): WithChange<T>[] | undefined {
  return rows?.flatMap((row) => {
    if (row.gone || (isDelete(row.change) && !row.change?.failed)) return []
    if (!row.change?.failed) return [row]
    const onSite = listed?.find((r) => r.name === row.name)
    return onSite ? [{ ...onSite, change: row.change }] : []
  })
}

/**
 * Entries with their rows' changes: said beside them ('Waiting to send', 'Not sent'), and what Open
 * does with them: a record made offline has nothing on the site to open yet; a refused edit opens as
 * its row's 'Edit and send again' does, from what was typed.
 */
function withChanges(entries: CalendarEntry[], rows: WithChange<{ name: string }>[]): CalendarEntry[] {
  const changes = new Map(rows.flatMap((row) => (row.change ? [[row.name, row.change] as const] : [])))
  return entries.map((entry) => {
    const change = changes.get(entry.id)
    if (!change) return entry
    if (!entry.dialog) return { ...entry, change }
    if (isNewRow({ name: entry.id })) return { ...entry, change, dialog: undefined }
    return { ...entry, change, dialog: change.failed && change.action === 'update' ? { ...entry.dialog, id: changeDialogId(change) } : entry.dialog }
  })
}

function useCalendarEntries() {
  const user = useUser()
  const club = isClubUser(user)
  const home = club ? undefined : user.homeowner_address
  const withVacations = !club && wordingFor(user).vacations
  const visitors = useQuery({ ...visitorQueries.list(home), enabled: !!home })
  const vacations = useQuery({ ...vacationQueries.list(home), enabled: !!home && withVacations })
  const clubVisitors = useQuery(clubVisitorQueries.list(club ? (user.club_member ?? '') : ''))
  const queries = [visitors, ...(withVacations ? [vacations] : []), ...(club ? [clubVisitors] : [])]
  // The rows with the changes made offline, as the dashboard's lists show them.
  const visitorRows = forTheGate(useRowsWithChanges(visitorQueries.all, visitors.data, (v: NewVisitor) => v), visitors.data)?.map((v) => (v.change ? withEnd(v) : v))
  const vacationRows = forTheGate(useRowsWithChanges(vacationQueries.all, vacations.data, (v: NewVacation) => v), vacations.data)
  const clubVisitorRows = forTheGate(
    // A call waiting to be sent shows the end it would get if sent now, as its row on the dashboard.
    useRowsWithChanges(clubVisitorQueries.all, clubVisitors.data, (v: CreateClubVisitorVars) => ({ visitor_name: v.visitorName, termination_date: clubVisitorTermination() })),
    clubVisitors.data,
  )
  const entries = calendarEntries({ visitors: visitorRows, vacations: vacationRows, clubVisitors: clubVisitorRows })
  // The kinds of entry this user can have, for the legend: a club's visitor calls are visitors only,
  // and the flagged community has no vacations.
  const kinds = (Object.keys(COLOURS) as EntryKind[]).filter((kind) => (kind === 'vacation' ? withVacations : kind === 'visitor' || !club))
  return {
    kinds,
    entries: withChanges(entries, [...(visitorRows ?? []), ...(vacationRows ?? []), ...(clubVisitorRows ?? [])]),
    loading: queries.some((q) => q.isPending && q.fetchStatus === 'fetching'),
    // Asked for while offline with nothing kept: the call waits for the connection, not loading.
    notLoaded: queries.some((q) => q.isPending && q.fetchStatus === 'paused'),
    // A list asked again after it failed still counts as failed, its Retry busy: the failure (and
    // the keyboard) stays.
    failed: queries.some((q) => q.isError || askedAgainAfterFailure(q)),
    retrying: queries.some((q) => (q.isError || askedAgainAfterFailure(q)) && q.isFetching),
    retry: () => queries.filter((q) => q.isError).forEach((q) => void q.refetch()),
  }
}

function addToCalendar(entry: CalendarEntry) {
  const ics = icsFor(entry)
  if (!ics) return toast.error(translate('calendar.icsFailed'))
  saveFile(new Blob([ics], { type: 'text/calendar;charset=utf-8' }), `${entry.id}.ics`)
}

/**
 * What the gate will see, by week or month: visitors until their termination, contractors'
 * windows and vacations, in the site's time zone, from the lists the dashboard already loaded.
 */
export function CalendarPage({
  view,
  date,
  onChange,
}: {
  view: CalendarView
  date?: string
  onChange: (next: { view?: CalendarView; date?: string }) => void
}) {
  const t = useT()
  // A tablet left on the calendar moves 'today' (and the day shown when none was chosen) at the
  // site's midnight.
  useEveryMinute()
  const today = siteToday()
  const current = date && asDay(date).isValid() ? date : today
  const { kinds, entries, loading, notLoaded, failed, retrying, retry } = useCalendarEntries()
  const openDialog = useOpenDialog()
  const days = daysOf(view, current)
  const step = (n: number) => onChange({ date: key(asDay(current).add(n, view)) })
  const heading =
    view === 'month'
      ? formatHeading(asDay(current), 'format.monthYear')
      : `${formatDate(days[0]!, 'format.dayMonth')} – ${formatDate(days[days.length - 1]!, 'format.dayMonthYear')}`
  const selected = entriesOn(entries, current)
  const listsIn = !loading && !notLoaded && !failed

  const panelHeading = useRef<HTMLHeadingElement>(null)
  // An entry deleted from its dialog, or moved to another day or kind, takes its bar or its Open
  // button with it once the lists are read again: the keyboard stays in the day's list (the next
  // entry), or goes to the day's heading, not to the page's top.
  const grid = useRef<HTMLDivElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  useFocusStaysInList(grid, panelHeading)
  useFocusStaysInList(panel, panelHeading)
  // Retry that worked goes with its line: the keyboard goes on from the selected day's entries.
  const failureLine = useRef<HTMLDivElement>(null)
  useFocusStaysInList(failureLine, panelHeading)
  /** '+N more': the day's whole list, below the grid (its heading takes the focus, so it scrolls into view). */
  const openDay = (date: string) => {
    onChange({ date })
    panelHeading.current?.focus()
  }

  /**
   * An entry: in the week, a bar across its days, a button that opens the record's dialog (a full
   * touch target); in the month, a label in each of its days (the day itself is the button, its
   * entries are listed below the grid). Both say when, first: the gate goes by the time.
   */
  const chip = (entry: CalendarEntry, interactive: boolean, place?: { row: number; from: number; to: number }, date?: string) => {
    const when = date ? whenOn(entry, date) : entry.when
    const colour = COLOURS[entry.kind]
    const KindIcon = KIND_ICON[entry.kind]
    const style = {
      background: `light-dark(var(--mantine-color-${colour}-0), var(--mantine-color-${colour}-9))`,
      color: `light-dark(var(--mantine-color-${colour}-9), var(--mantine-color-${colour}-0))`,
      borderInlineStart: `3px solid var(--mantine-color-${colour}-filled)`,
      borderRadius: 'var(--mantine-radius-sm)',
      display: 'block',
      padding: interactive ? '3px 6px' : '1px 6px',
      minHeight: interactive ? 44 : undefined,
      overflowWrap: 'anywhere',
      ...(place ? { gridRow: place.row, gridColumn: `${place.from + 1} / ${place.to + 2}`, margin: '0 4px 3px' } : { width: '100%' }),
    } as const
    // The title, then when; a bar's accessible name adds the kind and, when `when` does not say them,
    // the days: 'Visitor: Emma Clarke, until 03:00, Tuesday 24 – Wednesday 25 November'. It holds the
    // visible words in their order (the space before `when` keeps them apart for that comparison).
    const name = when ? t('calendar.entryNameWhen', { name: entryName(entry), when }) : entryName(entry)
    const label = (
      <>
        {/* One line in a month's cell: cut at its end, so that the kind's icon and the title's start stay together. */}
        <Text component="span" display={interactive ? undefined : 'block'} size="xs" fw={600} lineClamp={interactive ? 2 : undefined} truncate={interactive ? undefined : 'end'} c="inherit">
          <KindIcon size={12} stroke={2.25} aria-hidden style={{ verticalAlign: '-1px', marginInlineEnd: 4 }} />
          {entry.title}
        </Text>
        {when ? (
          <Text component="span" display="block" size="xs" fw={700} c="inherit">
            {` ${when}`}
          </Text>
        ) : null}
      </>
    )
    if (interactive && entry.dialog) {
      const dialog = entry.dialog
      return (
        <UnstyledButton
          key={entry.id}
          style={style}
          aria-label={entry.days ? t('calendar.entryDays', { name, days: entry.days }) : name}
          onClick={() => openDialog(dialog.name, dialog.id)}
        >
          {label}
        </UnstyledButton>
      )
    }
    return (
      <Box key={entry.id} style={style} title={name}>
        {entry.untitled ? null : <VisuallyHidden>{t('calendar.kindPrefix', { kind: t(KIND_LABEL[entry.kind]) })}</VisuallyHidden>}
        {label}
      </Box>
    )
  }

  /**
   * A day's number: the button that selects it. Today is filled; the selected day is ringed, and its
   * cell shaded: a ring, not only a tint, for eyes that do not tell the shade apart.
   */
  const dayButton = (d: Dayjs, count: number, style?: CSSProperties) => {
    const date = key(d)
    return (
      <UnstyledButton
        key={`b${date}`}
        onClick={() => onChange({ date })}
        // How many entries, once every list is in: not '0 entries' while they load or after one failed.
        aria-label={listsIn ? t('calendar.dayButton', { day: formatDate(d, 'format.weekdayDayMonth'), count }) : formatDate(d, 'format.weekdayDayMonth')}
        aria-pressed={date === current}
        aria-current={date === today ? 'date' : undefined}
        m={4}
        miw={44}
        mih={44}
        ta="center"
        style={{
          borderRadius: 'var(--mantine-radius-xl)',
          fontWeight: date === today ? 800 : 500,
          justifySelf: 'start',
          // Outside the button, with a gap: seen on today's fill too.
          // The links' colour: it keeps 3:1 against the page in both schemes (the brand's fill does not in dark).
          boxShadow: date === current ? '0 0 0 2px var(--mantine-color-body), 0 0 0 4px var(--mantine-color-anchor)' : undefined,
          ...style,
        }}
        bg={date === today ? 'var(--mantine-color-brand-filled)' : undefined}
        c={date === today ? 'var(--mantine-color-white)' : undefined}
      >
        {d.format('D')}
      </UnstyledButton>
    )
  }

  const more = (d: Dayjs, hidden: number, style?: CSSProperties) =>
    hidden > 0 ? (
      <UnstyledButton
        key={`m${key(d)}`}
        onClick={() => openDay(key(d))}
        aria-label={t('calendar.moreOn', { count: hidden, day: formatDate(d, 'format.weekdayDayMonth') })}
        mih={44}
        px={6}
        fz="xs"
        fw={600}
        c="var(--mantine-color-anchor)"
        style={{ borderRadius: 'var(--mantine-radius-sm)', textAlign: 'start', ...style }}
      >
        {t('calendar.more', { count: hidden })}
      </UnstyledButton>
    ) : null

  const cellBackground = (d: Dayjs) => {
    const outside = view === 'month' && d.month() !== asDay(current).month()
    // Days of the next or last month: a shade, not faded text (contrast stays AA).
    return key(d) === current ? 'var(--mantine-color-brand-light)' : outside ? 'var(--mantine-color-default-hover)' : undefined
  }

  const weekdays = days.slice(0, 7).map((d) => (
    <Text key={`h${d.day()}`} size="xs" fw={700} ta="center" py={6} c="var(--td-secondary-text)" aria-hidden>
      {formatDate(d, 'format.weekdayShort')}
    </Text>
  ))

  /**
   * The week: one bar per entry across the days it covers (a vacation once, not on each day), in
   * rows by start time; what does not fit in WEEK_LANES rows is '+N more' under its days.
   */
  const week = () => {
    const dates = days.map(key)
    const lanes = weekLanes(entries, dates)
    const shown = lanes.slice(0, WEEK_LANES)
    const hidden = (i: number) => lanes.slice(WEEK_LANES).filter((lane) => lane.some((b) => b.from <= i && i <= b.to)).length
    return (
      <Box
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
          gridTemplateRows: `auto auto repeat(${shown.length + 1}, auto) minmax(24px, 1fr)`,
          minHeight: 300,
        }}
      >
        {weekdays.map((w, i) => (
          <Box key={i} style={{ gridRow: 1, gridColumn: i + 1 }}>
            {w}
          </Box>
        ))}
        {days.map((d, i) => (
          <Box
            key={`c${key(d)}`}
            aria-hidden
            style={{ gridRow: '2 / -1', gridColumn: i + 1, borderTop: BORDER, borderLeft: i === 0 ? undefined : BORDER, background: cellBackground(d) }}
          />
        ))}
        {days.map((d, i) => dayButton(d, entriesOn(entries, key(d)).length, { gridRow: 2, gridColumn: i + 1 }))}
        {shown.flatMap((lane, row) => lane.map((bar) => chip(bar.entry, true, { row: row + 3, ...bar })))}
        {days.map((d, i) => more(d, hidden(i), { gridRow: shown.length + 3, gridColumn: i + 1, margin: '0 4px' }))}
      </Box>
    )
  }

  const month = () => (
    <SimpleGrid cols={7} spacing={0} verticalSpacing={0}>
      {weekdays}
      {days.map((d) => {
        const date = key(d)
        const onDay = entriesOn(entries, date)
        const shown = onDay.slice(0, MONTH_CHIPS)
        return (
          <Box
            key={date}
            // A group, not a region: 35 to 42 landmarks would bury the page's own in a screen
            // reader's list of them.
            role="group"
            aria-label={formatDate(d, 'format.weekdayDayMonth')}
            p={4}
            mih={120}
            style={{ borderTop: BORDER, borderLeft: d.day() === firstDayOfWeek() ? undefined : BORDER, background: cellBackground(d), minWidth: 0 }}
          >
            {dayButton(d, onDay.length, { margin: '0 0 4px' })}
            <Stack gap={3}>
              {shown.map((entry) => chip(entry, false, undefined, date))}
              {more(d, onDay.length - shown.length)}
            </Stack>
          </Box>
        )
      })}
    </SimpleGrid>
  )

  return (
    <Box>
      <PageHeader title={t('calendar.title')}>
        <ToggleButtons
          label={t('calendar.view')}
          value={view}
          onChange={(v) => onChange({ view: v })}
          options={[
            { value: 'week', label: t('calendar.week') },
            { value: 'month', label: t('calendar.month') },
          ]}
        />
      </PageHeader>
      {/* An account the site has not linked has nothing for the gate: the calendar says why, as the dashboard does. */}
      <NotLinkedScreen />
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <Group gap="xs">
          <Button variant="default" px="xs" aria-label={t(view === 'week' ? 'calendar.previousWeek' : 'calendar.previousMonth')} onClick={() => step(-1)}>
            <IconChevronLeft size={18} aria-hidden />
          </Button>
          <Button variant="default" onClick={() => onChange({ date: undefined })}>
            {t('calendar.today')}
          </Button>
          <Button variant="default" px="xs" aria-label={t(view === 'week' ? 'calendar.nextWeek' : 'calendar.nextMonth')} onClick={() => step(1)}>
            <IconChevronRight size={18} aria-hidden />
          </Button>
          <Title order={2} fz="h3" ml="xs" aria-live="polite">
            {heading}
          </Title>
        </Group>
        <Group gap="sm" aria-label={t('calendar.legend')} role="group">
          {kinds.map((kind) => {
            const KindIcon = KIND_ICON[kind]
            return (
              <Group key={kind} gap={4}>
                <Center w={18} h={18} c="var(--mantine-color-white)" style={{ borderRadius: 4, background: `var(--mantine-color-${COLOURS[kind]}-filled)` }} aria-hidden>
                  <KindIcon size={13} stroke={2.25} />
                </Center>
                <Text size="sm">{t(KIND_LABEL[kind])}</Text>
              </Group>
            )
          })}
        </Group>
      </Group>
      <div ref={failureLine}>
        {failed ? (
          <Group mb="sm" gap="sm">
            <Text size="sm" role="status" c="var(--td-danger-text)">
              {t('calendar.failed')}
            </Text>
            <RetryButton variant="light" onClick={retry} busy={retrying}>
              {t('list.retry')}
            </RetryButton>
          </Group>
        ) : null}
      </div>
      {notLoaded ? (
        <Text size="sm" role="status" mb="sm" c="var(--td-secondary-text)">
          {t('calendar.offline')}
        </Text>
      ) : null}
      <Card
        ref={grid}
        withBorder
        radius="lg"
        padding={0}
        aria-busy={loading || undefined}
        aria-label={loading ? t('calendar.loading') : undefined}
        role={loading ? 'status' : undefined}
      >
        {view === 'week' ? week() : month()}
      </Card>

      <Card ref={panel} withBorder radius="lg" mt="md" component="section" aria-labelledby="calendar-day">
        <Title order={2} fz="h4" id="calendar-day" mb="sm" ref={panelHeading} tabIndex={-1}>
          {formatHeading(asDay(current), 'format.weekdayDayMonthYear')}
        </Title>
        {/* An empty day is only said to be empty once its lists are in: while they load, when one
            failed, or while one waits for the connection, the day may have entries the calendar
            does not know of. */}
        {selected.length === 0 && loading ? (
          <Center py="xs">
            <Loader size="sm" aria-hidden />
          </Center>
        ) : selected.length === 0 ? (
          // A day gone by is not said to have had nothing: the lists hold what is current and to come.
          <Text c={failed ? 'var(--td-danger-text)' : 'var(--td-secondary-text)'}>
            {t(failed ? 'calendar.failed' : notLoaded ? 'list.offline' : current < today ? 'calendar.past' : 'calendar.nothing')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {selected.map((entry) => (
              <Group key={entry.id} component="li" justify="space-between" wrap="wrap" gap="sm">
                <Box miw={0} style={{ flex: '1 1 14rem', overflowWrap: 'anywhere' }}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600}>{entry.title}</Text>
                    <ChangeBadge change={entry.change} />
                  </Group>
                  <Text size="sm" c="var(--td-secondary-text)">
                    {entry.detail}
                  </Text>
                </Box>
                {/* 'Open' last, and the buttons at the right edge even on a line of their own (a phone), so
                    that Open lines up down the list whether a row can be added to a calendar or not. */}
                <Group gap="xs" wrap="nowrap" ml="auto">
                  {/* Not while a change to it waits: its file would hold what the gate does not have yet. (A
                      refused change leaves the entry as the site has it: its file is true.) */}
                  {entry.ics && !(entry.change && !entry.change.failed) ? (
                    <Button
                      variant="light"
                      leftSection={<IconCalendarPlus size={16} aria-hidden />}
                      aria-label={t('calendar.addLabel', { title: entry.title })}
                      onClick={() => addToCalendar(entry)}
                    >
                      {t('calendar.add')}
                    </Button>
                  ) : null}
                  {entry.dialog ? (
                    <Button variant="default" aria-label={t('calendar.openLabel', { title: entry.title })} onClick={() => openDialog(entry.dialog!.name, entry.dialog!.id)}>
                      {t('calendar.open')}
                    </Button>
                  ) : null}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Card>
    </Box>
  )
}
