import { ActionIcon, type ActionIconProps } from '@mantine/core'
import { IconQrcode } from '@tabler/icons-react'
import { createLink } from '@tanstack/react-router'
import type { ComponentPropsWithRef } from 'react'
import type { PassKind } from './pass-kinds'

/** Mantine's ActionIcon as an anchor that the router types (TanStack Router's createLink recipe for Mantine). */
const ActionIconLink = createLink((props: ActionIconProps & ComponentPropsWithRef<'a'>) => <ActionIcon component="a" {...props} />)

/** 'Share pass' beside a list row or in a detail dialog: a link to the record's pass page. */
export function SharePassLink({ kind, name, holder }: { kind: PassKind; name: string; holder: string }) {
  return (
    <ActionIconLink to="/passes/$kind/$name" params={{ kind, name }} variant="subtle" size={44} aria-label={`Share pass for ${holder}`}>
      <IconQrcode size={22} aria-hidden />
    </ActionIconLink>
  )
}
