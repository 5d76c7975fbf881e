import { Button } from '@mantine/core'
import { IconUsersPlus } from '@tabler/icons-react'
import { useT } from '../../i18n'
import { useOpenDialog } from '../dialogs/open-dialog'

/** 'Add many' on a guest list: the party list dialog. */
export function AddManyButton({ disabled = false }: { disabled?: boolean }) {
  const openDialog = useOpenDialog()
  const translate = useT()
  return (
    <Button variant="light" leftSection={<IconUsersPlus size={16} aria-hidden />} disabled={disabled} onClick={() => openDialog('guest-bulk')}>
      {translate('partyList.addMany')}
    </Button>
  )
}
