import { Group, Modal, Stack, Text } from '@mantine/core'
import type { ComponentType, ReactNode } from 'react'
import { SubmitButton, submitOnce } from '../forms/form'

/**
 * A dialog with a title, an optional intro text and a close icon; named by its title. On open,
 * Mantine's focus trap puts the keyboard focus on the element marked `data-autofocus` (a form's
 * first field), else on the first tabbable one (the close icon).
 */
export function FormDialog({
  title,
  intro,
  onClose,
  children,
  size = 'md',
}: {
  title: string
  intro?: ReactNode
  onClose: () => void
  children: ReactNode
  size?: string | number
}) {
  return (
    <Modal opened onClose={onClose} title={title} size={size} centered closeButtonProps={{ 'aria-label': 'Close', size: 'xl' }}>
      {intro ? (
        <Text size="sm" mb="md" c="var(--td-secondary-text)">
          {intro}
        </Text>
      ) : null}
      {children}
    </Modal>
  )
}

/** What DialogForm needs of a form made with `useAppForm`. */
interface AppFormApi {
  AppForm: ComponentType<{ children?: ReactNode }>
  state: { isSubmitting: boolean }
  handleSubmit: () => Promise<void>
}

/**
 * A form dialog: its fields, then the submit button (its busy label while the form submits) at the
 * right, and a delete button (`remove`, edit dialogs) at the left.
 */
export function DialogForm({
  form,
  submitLabel,
  busyLabel,
  submitDisabled,
  remove,
  children,
  ...dialog
}: {
  form: AppFormApi
  title: string
  intro?: ReactNode
  onClose: () => void
  submitLabel: string
  busyLabel: string
  submitDisabled?: boolean
  remove?: ReactNode
  children: ReactNode
}) {
  return (
    <FormDialog {...dialog}>
      <form noValidate onSubmit={submitOnce(form)}>
        <Stack gap="md">
          {children}
          <Group justify={remove ? 'space-between' : 'flex-end'}>
            {remove}
            <form.AppForm>
              <SubmitButton busyLabel={busyLabel} disabled={submitDisabled}>
                {submitLabel}
              </SubmitButton>
            </form.AppForm>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  )
}
