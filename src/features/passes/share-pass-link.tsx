import { ActionIcon, Button, Group, type ActionIconProps, type ButtonProps } from '@mantine/core'
import { createReactComponent } from '@tabler/icons-react'
import { createLink } from '@tanstack/react-router'
import type { ComponentPropsWithRef } from 'react'
import { useT } from '../../i18n'
import type { PassKind } from './pass-kinds'

/**
 * Tabler's qrcode icon (v3.51) with its 12 paths joined into one, which draws the same: it shows on
 * every row of the dashboard's lists, and each SVG element is a node to create on a slow tablet
 * (12 paths on every row would be a large share of the dashboard's nodes).
 */
const IconQrcode = createReactComponent('outline', 'qrcode', 'Qrcode', [
  ['path', { d: 'M4 5a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v4a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1l0 -4 M7 17l0 .01 M14 5a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v4a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1l0 -4 M7 7l0 .01 M4 15a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v4a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1l0 -4 M17 7l0 .01 M14 14l3 0 M20 14l0 .01 M14 14l0 3 M14 20l3 0 M17 17l3 0 M20 17l0 3', key: 'svg-0' }],
])

/** Mantine's ActionIcon as an anchor that the router types (TanStack Router's createLink recipe for Mantine). */
const ActionIconLink = createLink((props: ActionIconProps & ComponentPropsWithRef<'a'>) => <ActionIcon component="a" {...props} />)

/** 'Share pass' beside a list row or in a detail dialog: a link to the record's pass page. */
export function SharePassLink({ kind, name, holder }: { kind: PassKind; name: string; holder: string }) {
  const translate = useT()
  return (
    <ActionIconLink to="/passes/$kind/$name" params={{ kind, name }} variant="subtle" size={44} aria-label={translate('passes.shareFor', { holder })}>
      <IconQrcode size={22} aria-hidden />
    </ActionIconLink>
  )
}

const ButtonLink = createLink((props: ButtonProps & ComponentPropsWithRef<'a'>) => <Button component="a" {...props} />)

/** 'Share pass' at the top of a record's dialog: the same link, as a labelled button. */
export function SharePassButton({ kind, name }: { kind: PassKind; name: string }) {
  const translate = useT()
  return (
    <Group justify="flex-end">
      <ButtonLink to="/passes/$kind/$name" params={{ kind, name }} variant="light" leftSection={<IconQrcode size={18} aria-hidden />}>
        {translate('passes.sharePass')}
      </ButtonLink>
    </Group>
  )
}
