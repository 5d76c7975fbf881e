import { ActionIcon, Button, Stack, Text, UnstyledButton, type ButtonProps } from '@mantine/core'
import { createReactComponent } from '@tabler/icons-react'
import { useStore } from '@tanstack/react-form'
import { createLink, Link } from '@tanstack/react-router'
import { useFormContext } from '../../forms/form'
import { useId, type ComponentPropsWithRef, type CSSProperties } from 'react'
import { useT } from '../../i18n'
import { isDelete, useRowChanges } from '../../ui/queued-rows'
import { PASS_RESOURCES, type PassKind } from './pass-kinds'

/**
 * Tabler's qrcode icon (v3.51) with its 12 paths joined into one, which draws the same: it shows on
 * every row of the dashboard's lists, and each SVG element is a node to create on a slow tablet
 * (12 paths on every row would be a large share of the dashboard's nodes).
 */
const IconQrcode = createReactComponent('outline', 'qrcode', 'Qrcode', [
  ['path', { d: 'M4 5a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v4a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1l0 -4 M7 17l0 .01 M14 5a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v4a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1l0 -4 M7 7l0 .01 M4 15a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v4a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1l0 -4 M17 7l0 .01 M14 14l3 0 M20 14l0 .01 M14 14l0 3 M14 20l3 0 M17 17l3 0 M20 17l0 3', key: 'svg-0' }],
])

/**
 * Mantine's ActionIcon (subtle, 44 px) as the router's link, in plain elements with ActionIcon's own
 * classes and variables, so it looks and behaves the same: it is on every row of the dashboard's
 * lists, and Mantine's component reads the theme and builds its styles on every render.
 */
const SUBTLE_ICON_LINK = `td-focus-auto mantine-active ${ActionIcon.classes.root} mantine-ActionIcon-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`
const SUBTLE_ICON_VARS = {
  '--ai-size': 'calc(2.75rem * var(--mantine-scale))',
  '--ai-bg': 'transparent',
  '--ai-hover': 'var(--mantine-color-brand-light-hover)',
  '--ai-color': 'var(--mantine-color-brand-light-color)',
  '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
} as CSSProperties

/** 'Share pass' beside a list row: a link to the record's pass page. */
export function SharePassLink({ kind, name, holder }: { kind: PassKind; name: string; holder: string }) {
  const translate = useT()
  return (
    <Link
      to="/passes/$kind/$name"
      params={{ kind, name }}
      className={SUBTLE_ICON_LINK}
      data-variant="subtle"
      style={SUBTLE_ICON_VARS}
      aria-label={translate('passes.shareFor', { holder })}
    >
      <span className={`${ActionIcon.classes.icon} mantine-ActionIcon-icon`}>
        <IconQrcode size={22} aria-hidden />
      </span>
    </Link>
  )
}

const ButtonLink = createLink((props: ButtonProps & ComponentPropsWithRef<'a'>) => <Button component="a" {...props} />)

/**
 * 'Share pass' at the top of a record's dialog: the same link, as a labelled button. While the
 * dialog holds changes not yet sent, it waits for Update: the pass shows what is saved, and leaving
 * for it would close the dialog and lose what was typed. A dialog opened on an edit the site refused
 * starts from what was typed, which the site does not have either.
 */
export function SharePassButton({ kind, name }: { kind: PassKind; name: string }) {
  const translate = useT()
  const change = useRowChanges(PASS_RESOURCES[kind]).byRecord.get(name)
  // A refused delete leaves the record as the site has it: its pass is true.
  const refused = change?.failed === true && !isDelete(change)
  const unsaved = !useStore(useFormContext().store, (state) => state.isDefaultValue) || refused
  // Not the record's name: a name may hold a space, which splits an id reference in two.
  const saveFirst = useId()
  return (
    <Stack gap={4} align="flex-end">
      {unsaved ? (
        <>
          <Button variant="light" leftSection={<IconQrcode size={18} aria-hidden />} disabled aria-describedby={saveFirst}>
            {translate('passes.sharePass')}
          </Button>
          <Text id={saveFirst} size="sm" c="var(--td-secondary-text)">
            {translate('passes.updateFirst')}
          </Text>
        </>
      ) : (
        <ButtonLink to="/passes/$kind/$name" params={{ kind, name }} variant="light" leftSection={<IconQrcode size={18} aria-hidden />}>
          {translate('passes.sharePass')}
        </ButtonLink>
      )}
    </Stack>
  )
}
