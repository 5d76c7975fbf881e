import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core'
import { useLocalStorage } from '@mantine/hooks'
import { IconClockExclamation, IconStar, IconStarFilled } from '@tabler/icons-react'
import { onlineManager, useInfiniteQuery, useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query'
import { useRef, useState, type ReactNode } from 'react'
import { t as translate, useT } from '../../i18n'
import { visitorChanges, visitorMutations, visitorQueries, withEnd, type NewVisitor, type VisitorExtension } from '../../queries/visitors'
import { FAVOURITES_KEY_PREFIX, useSessionStore, useUser } from '../../session/store'
import { ListCard } from '../../ui/list-card'
import { ListRow, ListRows } from '../../ui/list-row'
import { useListWithChanges, type WithChange } from '../../ui/queued-rows'
import { RowBadge } from '../../ui/row-badge'
import { toast } from '../../ui/toast'
import { useChange } from '../../ui/use-change'
import { useEveryMinute } from '../../ui/use-every-minute'
import { ToggleButtons } from '../../ui/toggle-buttons'
import { useChangeRow, useOpenDialog } from '../dialogs/open-dialog'
import { SharePassLink } from '../passes/share-pass-link'
import type { Visitor } from '../../queries/visitors'
import type { ListQuery, ListSearch } from '../../ui/list-card'
import { RetryButton } from '../../ui/retry-button'
import { accessUntil, callInTypeLabel, categoryColor, categoryLabel, endsSoon, extendPayload, shortEnd } from './visitor-rules'

// Each search's field is named where it is shown (in the current language).
const VISITOR_SEARCH: Omit<ListSearch<Visitor>, 'label'> = {
  param: 'visitors',
  text: (v) => [v.visitor_name],
}

const RECENT_SEARCH: Omit<ListSearch<Visitor>, 'label'> = {
  param: 'recent',
  text: (v) => [v.visitor_name],
}

type View = 'current' | 'recent'

function CategoryBadge({ category }: { category: string | null | undefined }) {
  return category ? (
    <RowBadge color={categoryColor(category)}>{categoryLabel(category)}</RowBadge>
  ) : null
}

/**
 * Visitor: the current call-ins (name, when access ends, a category badge; a click opens Edit
 * Visitor; contractors ending within a day are marked, with 'Extend 1 day'), and the recent ones
 * (ended in the last 30 days) with 'Invite again' and a favourite star.
 */
export function VisitorList({ homeowner }: { homeowner: string | undefined }) {
  const t = useT()
  const [view, setView] = useState<View>('current')
  // Each view is a card of its own, these buttons included: the one just pressed takes the focus
  // back (the button that had it is gone with its card).
  const switched = useRef(false)
  const switcher = (
    <ToggleButtons
      label={t('visitors.list.shown')}
      value={view}
      onChange={(next) => {
        if (next === view) return
        switched.current = true
        setView(next)
      }}
      pressedRef={(button) => {
        if (!button || !switched.current) return
        switched.current = false
        button.focus()
      }}
      options={[
        { value: 'current', label: t('visitors.list.current') },
        { value: 'recent', label: t('visitors.list.recent') },
      ]}
    />
  )
  return view === 'current' ? (
    <CurrentVisitors homeowner={homeowner} switcher={switcher} />
  ) : (
    <RecentVisitors homeowner={homeowner} switcher={switcher} />
  )
}

function CurrentVisitors({ homeowner, switcher }: { homeowner: string | undefined; switcher: ReactNode }) {
  const t = useT()
  const { query, rows } = useListWithChanges(visitorQueries, homeowner, (v: NewVisitor) => withEnd(v))
  const changeRow = useChangeRow('visitor', 'visitor-edit')
  const queryClient = useQueryClient()
  const extend = useMutation(
    visitorMutations.extend(queryClient, homeowner, useSessionStore(), {
      // Said when the answer comes, in the language of that moment.
      done: (changes) => toast.success(translate('visitors.extend.done', { end: shortEnd(changes.termination_date) ?? '' })),
      failed: (error) => toast.changeFailed(translate('visitors.extend.failed'), error),
    }),
  )
  // Offline, an extension waits to be sent as an edit does, and its row says so; online, it is sent
  // at once, shown before the answer and put back if the site refuses it.
  const queueExtension = useChange(visitorChanges.keys.update)
  const extendOne = (changes: VisitorExtension) => (onlineManager.isOnline() ? extend.mutate(changes) : void queueExtension(changes))
  // A visitor's end passing, or a contractor's coming within a day, shows while the page stays open.
  useEveryMinute()
  const now = new Date()
  return (
    <ListCard title={t('visitors.list.title')} query={query} rows={rows} search={{ ...VISITOR_SEARCH, label: t('visitors.list.search') }} action={switcher}>
      {(rows) => (
        <ListRows>
          {rows.map((v) => (
            <CurrentVisitorRow key={v.name} v={v} now={now} changeRow={changeRow} extend={{ isPending: extend.isPending, variables: extend.variables, mutate: extendOne }} />
          ))}
        </ListRows>
      )}
    </ListCard>
  )
}

/**
 * A current visitor's row. Its own component, so that what it shows (its end, in words, and its
 * type) is worked out only for the rows a long list draws: the large seed's 1,000 visitors draw
 * about 26, and a keystroke in the search renders the list again.
 */
function CurrentVisitorRow({
  v,
  now,
  changeRow,
  extend,
}: {
  v: WithChange<Visitor>
  now: Date
  changeRow: ReturnType<typeof useChangeRow>
  extend: Pick<UseMutationResult<unknown, Error, VisitorExtension>, 'isPending' | 'variables' | 'mutate'>
}) {
  const t = useT()
  const holder = v.visitor_name || v.name
  const soon = !v.change && endsSoon(v, now)
  return (
    <ListRow
      {...changeRow(v)}
      title={holder}
      // A waiting change shows the end it would get if sent now (none for a refused one whose visitor is gone).
      subtitle={[v.gone ? undefined : accessUntil(v.change ? withEnd(v).termination_date : v.termination_date, now), callInTypeLabel(v.call_in_type)]
        .filter(Boolean)
        .join(' · ')}
      right={<CategoryBadge category={v.category} />}
      footer={
        soon ? (
          <Group justify="space-between" wrap="wrap" gap="xs" px="sm" pt={4}>
            <Group gap={4} wrap="nowrap" c="light-dark(var(--mantine-color-orange-9), var(--mantine-color-orange-3))">
              <IconClockExclamation size={18} aria-hidden />
              <Text size="sm" fw={700} c="inherit">
                {t('visitors.endsSoon')}
              </Text>
            </Group>
            <Button
              variant="light"
              aria-label={t('visitors.extend.labelFor', { name: holder })}
              loading={extend.isPending && extend.variables?.name === v.name}
              onClick={() => extend.mutate(extendPayload(v))}
            >
              {t('visitors.extend.label')}
            </Button>
          </Group>
        ) : null
      }
      actions={<SharePassLink kind="visitor" name={v.name} holder={holder} />}
    />
  )
}

/** What makes two call-ins the same person for the star: name and category. */
const personKey = (v: Visitor) => `${v.category ?? ''}|${(v.visitor_name ?? '').trim().toLowerCase()}`

/** The first call-in of each person (`personKey`) in the given order. */
function newestOfEach(visitors: Visitor[]): Visitor[] {
  const seen = new Set<string>()
  return visitors.filter((v) => !seen.has(personKey(v)) && !!seen.add(personKey(v)))
}

function RecentVisitors({ homeowner, switcher }: { homeowner: string | undefined; switcher: ReactNode }) {
  const t = useT()
  const query = useInfiniteQuery(visitorQueries.recent(homeowner))
  const openDialog = useOpenDialog()
  const user = useUser()
  const [favourites, setFavourites] = useLocalStorage<string[]>({ key: `${FAVOURITES_KEY_PREFIX}${user.email ?? user.name ?? ''}`, defaultValue: [] })
  const starred = new Set(favourites)
  const toggle = (key: string) => setFavourites((list) => (list.includes(key) ? list.filter((k) => k !== key) : [...list, key]))
  // Each person once, by their newest call-in (the server's order): a courier invited every day is
  // one row to invite again, not thirty. Favourites first, each group newest end first.
  const rows = query.data && newestOfEach(query.data.pages.flat())
  const sorted = rows && [...rows.filter((v) => starred.has(personKey(v))), ...rows.filter((v) => !starred.has(personKey(v)))]
  // The next page is the footer's: its loading and its failure are said there, not by the title's
  // 'Refreshing…' and 'Could not refresh' (whose Retry would read again the pages already shown).
  const shown: ListQuery = {
    isPending: query.isPending,
    isFetching: query.isFetching && !query.isFetchingNextPage,
    isError: query.isError && !query.isFetchNextPageError,
    error: query.error,
    errorUpdatedAt: query.errorUpdatedAt,
    fetchStatus: query.fetchStatus,
    refetch: query.refetch,
  }
  return (
    <ListCard
      title={t('visitors.list.title')}
      query={shown}
      rows={sorted}
      search={{ ...RECENT_SEARCH, label: t('visitors.recent.search') }}
      action={switcher}
      // Also when the pages loaded hold nothing that the search finds: the next page may.
      footer={
        query.hasNextPage ? (
          <Stack align="center" gap={4} mt="sm">
            {query.isFetchNextPageError && !query.isFetchingNextPage ? (
              <Text size="sm" c="var(--td-secondary-text)" role="status">
                {t('visitors.recent.moreFailed')}
              </Text>
            ) : null}
            {/* Disabled while it asks: a page that fails, or leaves more to show, gives the keyboard back to it. */}
            <RetryButton variant="subtle" onClick={() => void query.fetchNextPage()} busy={query.isFetchingNextPage}>
              {t('visitors.recent.showMore')}
            </RetryButton>
          </Stack>
        ) : null
      }
    >
      {(list) => (
        <ListRows label={t('visitors.recent.label')}>
          {list.map((v) => {
            const holder = v.visitor_name || v.name
            const key = personKey(v)
            const isFavourite = starred.has(key)
            return (
              <ListRow
                key={v.name}
                title={holder}
                subtitle={[categoryLabel(v.category), t('visitors.recent.ended', { end: shortEnd(v.termination_date) ?? '' })].filter(Boolean).join(' · ')}
                actions={
                  <>
                    <ActionIcon
                      variant="subtle"
                      size={44}
                      color="yellow.8"
                      aria-label={t('visitors.recent.favourite', { name: holder })}
                      aria-pressed={isFavourite}
                      onClick={() => toggle(key)}
                    >
                      {isFavourite ? <IconStarFilled size={22} aria-hidden /> : <IconStar size={22} aria-hidden />}
                    </ActionIcon>
                    <Button variant="light" aria-label={t('visitors.recent.inviteAgainFor', { name: holder })} onClick={() => openDialog('visitor', v.name)}>
                      {t('visitors.recent.inviteAgain')}
                    </Button>
                  </>
                }
              />
            )
          })}
        </ListRows>
      )}
    </ListCard>
  )
}
