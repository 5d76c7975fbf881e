import { ActionIcon, Button, Group, type ActionIconProps, type ButtonProps } from '@mantine/core'
import { IconQrcode } from '@tabler/icons-react'
import { createLink } from '@tanstack/react-router'
import type { ComponentPropsWithRef } from 'react'
import { useT } from '../../i18n'
import type { PassKind } from './pass-kinds'

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
