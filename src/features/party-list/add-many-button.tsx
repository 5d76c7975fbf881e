import { Button, VisuallyHidden } from '@mantine/core'
import { IconUsersPlus } from '@tabler/icons-react'
import { useId } from 'react'
import { useT } from '../../i18n'
import { useOpenDialog } from '../dialogs/open-dialog'

/**
 * 'Add many' on a guest list: the party list dialog. Disabled for a `reason` (the guest limit), it
 * says why to a screen reader, as the card above says it on screen (decision D12).
 */
export function AddManyButton({ disabled = false, reason }: { disabled?: boolean; reason?: string }) {
  const openDialog = useOpenDialog()
  const translate = useT()
  const reasonId = useId()
  const said = disabled && reason
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconUsersPlus size={16} aria-hidden />}
        // Looks and reads disabled, and keeps the keyboard (Mantine's way): pressed for the sixth
        // guest, it would otherwise drop the focus to the page's top once the limit is reached.
        data-disabled={disabled || undefined}
        aria-disabled={disabled || undefined}
        aria-describedby={said ? reasonId : undefined}
        onClick={() => {
          if (!disabled) openDialog('guest-bulk')
        }}
      >
        {translate('partyList.addMany')}
      </Button>
      {said ? <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden> : null}
    </>
  )
}
