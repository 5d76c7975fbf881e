import { Box, Button, Card, Group, Stack, Text } from '@mantine/core'
import { useId, useRef, useState, type ReactNode } from 'react'
import { useT } from '../../i18n'
import { ACCESS_STATUS } from '../../queries/members'
import { ConfirmDialogOnOpen as ConfirmDialog } from '../../ui/on-first-open'
import { ListBody, type ListQuery, type ListSearch } from '../../ui/list-card'
import { focusRow, useFocusStaysInList } from '../../ui/focus-stays-in-list'
import { ListRows } from '../../ui/list-row'
import { PageHeader } from '../../ui/page-header'
import { NotLinkedScreen } from '../dashboard/not-linked'
import { ChangeBadge, RefusedChange } from '../../ui/queued-rows'
import type { AccessActions } from './access-actions'
import { StatusBadge } from './status-badge'

/** One row as the screen shows it (fallbacks already applied). */
export interface MemberRowView {
  id: string
  name: string
  contact: string
  status: string
  /** The name the revoke question uses; undefined: 'this member'. */
  confirmName?: string
  /** False: display only (Non-Resident, Ground Workers). */
  actionable: boolean
}

/** The people screens' search (above the tabs: the text stays when the tab changes); its field is named where shown. */
export const PEOPLE_SEARCH: Omit<ListSearch<MemberRowView>, 'label'> = {
  param: 'people',
  text: (row) => [row.name],
}

/** The people search with its field named in the current language. */
export function usePeopleSearch(): ListSearch<MemberRowView> {
  const t = useT()
  return { ...PEOPLE_SEARCH, label: t('members.search') }
}

/** The people of a screen: skeleton, empty state, failure with Retry, rows with Invite / badge / Revoke, and the revoke confirmation. */
export function MemberList({
  rows,
  query,
  actions,
  label,
}: {
  /** Undefined until loaded, and after a failed fetch (the list is emptied); filtered by the search. */
  rows: readonly MemberRowView[] | undefined
  query: ListQuery
  actions: AccessActions
  /** What the list is, for screen readers (e.g. the tab's name). */
  label: string
}) {
  const t = useT()
  const [revoking, setRevoking] = useState<MemberRowView | null>(null)
  const revokingName = revoking?.confirmName?.trim()
  const confirmBusy = !!revoking && actions.pending?.kind === 'revoke' && actions.pending.id === revoking.id
  // Invite gives way to its busy button, then to a badge: the focus stays on the row.
  const list = useRef<HTMLDivElement>(null)
  useFocusStaysInList(list)
  // The confirmation gives the focus back to the Revoke button, which a confirmed revoke has
  // replaced by then: the focus would fall to the page. It goes to the member's row instead.
  const revokedRow = useRef<HTMLElement | null>(null)
  const focusRevokedRow = () => {
    const row = revokedRow.current
    revokedRow.current = null
    const active = document.activeElement
    if (row?.isConnected && (!active || active === document.body)) focusRow(row)
  }

  return (
    <>
      <div ref={list}>
        <ListBody query={query} rows={rows}>
          {(shown) => (
            <ListRows label={label} gap={0}>
              {shown.map((row) => (
                <MemberRow key={row.id} row={row} actions={actions} onRevoke={() => setRevoking(row)} />
              ))}
            </ListRows>
          )}
        </ListBody>
      </div>
      <ConfirmDialog
        opened={!!revoking}
        title={t('members.revoke.title')}
        onClose={() => setRevoking(null)}
        onClosed={focusRevokedRow}
        onConfirm={() => {
          if (!revoking) return
          revokedRow.current = list.current?.querySelector<HTMLElement>(`li[data-member="${CSS.escape(revoking.id)}"]`) ?? null
          actions.revoke(revoking.id, () => setRevoking(null))
        }}
        busy={confirmBusy}
        confirmLabel={t('members.revoke.yes')}
        busyLabel={t('members.revoke.busy')}
      >
        {revokingName ? t('members.revoke.question', { name: revokingName }) : t('members.revoke.questionUnnamed')}
      </ConfirmDialog>
    </>
  )
}

function MemberRow({ row, actions, onRevoke }: { row: MemberRowView; actions: AccessActions; onRevoke: () => void }) {
  const t = useT()
  const nameId = useId()
  const contactId = useId()
  const buttonId = useId()
  // Each button is named with the member ('Invite Emma Robinson'; in Spanish 'Invitar a Emma
  // Robinson'), or with the contact of one with no name: a list of buttons all named 'Invite' tells a
  // screen reader user nothing when they move from button to button. The busy one, with what it does.
  const who = row.confirmName?.trim() ? row.name : row.contact
  const named = { id: buttonId, 'aria-labelledby': `${buttonId} ${row.confirmName?.trim() ? nameId : contactId}` }
  const running = actions.pending?.id === row.id ? actions.pending.kind : undefined
  // A change made offline to this row waits (or was refused): no other action until it is settled.
  const change = actions.queued.get(row.id)
  const canInvite = row.actionable && !running && !change && row.status === ACCESS_STATUS.notInvited
  const canRevoke = row.actionable && !running && !change && row.status === ACCESS_STATUS.invited
  return (
    <Box component="li" py="sm" px="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} data-member={row.id}>
      {/* The name and contact wrap, never cut (a long name or e-mail); the badge and buttons go under them when the row is narrow. */}
      <Group justify="space-between" wrap="wrap" gap="sm" style={{ rowGap: 6 }}>
        <Stack gap={2} miw={0} style={{ flex: '1 1 12rem', overflowWrap: 'anywhere' }}>
          <Text fw={600} id={nameId}>
            {row.name}
          </Text>
          <Text size="sm" c="var(--td-secondary-text)" id={contactId}>
            {row.contact}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap" justify="flex-end" style={{ marginInlineStart: 'auto' }}>
          <ChangeBadge change={change} />
          {canInvite ? (
            <Button size="sm" onClick={() => actions.invite(row.id)} disabled={actions.busy} aria-label={t('members.inviteFor', { name: who })}>
              {t('members.invite')}
            </Button>
          ) : (
            <StatusBadge status={row.status} />
          )}
          {canRevoke ? (
            <Button
              size="sm"
              variant="default"
              // Red text that keeps 4.5:1 in both colour schemes (Mantine's outline red does not).
              c={actions.busy ? undefined : 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))'}
              onClick={onRevoke}
              disabled={actions.busy}
              aria-label={t('members.revokeFor', { name: who })}
            >
              {t('members.revoke')}
            </Button>
          ) : null}
          {running ? (
            <Button size="sm" disabled {...named}>
              {running === 'invite' ? t('members.invite.busy') : t('members.revoke.busy')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <RefusedChange change={change} holder={row.name} />
    </Box>
  )
}

/** The frame of a people screen: its heading, and a card holding the tabs or the list. */
export function PeopleScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box maw={545} mx="auto">
      <PageHeader title={title} />
      <NotLinkedScreen />
      <Card withBorder radius="lg" padding="md">
        {children}
      </Card>
    </Box>
  )
}
