import { Alert, Group, Modal, Stack, Text } from '@mantine/core'
import { useState, type ComponentProps, type ComponentType, type ReactNode } from 'react'
import { useStore, type AnyFormApi } from '@tanstack/react-form'
import { useBlocker } from '@tanstack/react-router'
import { SubmitButton, submitOnce, useFormContext } from '../forms/form'
import { useT } from '../i18n'
import { DeleteButton } from './delete-button'
import { DialogAbove } from './dialog-above'
import { useKeptDraft } from '../forms/kept-draft'
import { useText } from '../forms/text'
import { TOASTS_IN_DIALOG } from './toast'

/**
 * A dialog with a title, an optional intro text and a close icon; named by its title. On open,
 * Mantine's focus trap puts the keyboard focus on the element marked `data-autofocus` (a form's
 * first field), else on the first tabbable one (the close icon). Escape closes it, but not while a
 * confirmation opened from it is open. A tap outside it does not: on a tablet, that is how one puts
 * the keyboard or a picker away, and closing would throw away what was typed. Nor does anything
 * while it is `busy` sending: the answer may yet be a failure, and what was typed stays on screen for
 * trying again (D8).
 */
export function FormDialog({
  title,
  intro,
  onClose,
  busy = false,
  children,
  size = 'md',
}: {
  title: string
  intro?: ReactNode
  onClose: () => void
  busy?: boolean
  children: ReactNode
  size?: string | number
}) {
  const t = useT()
  const [covered, setCovered] = useState(false)
  // The browser's Back (or Forward) would take it away too, being in the address: it waits till the
  // answer has come. Its own closing (a replace) and a session's end (to sign in) go through.
  useBlocker({ shouldBlockFn: ({ action }) => action !== 'PUSH' && action !== 'REPLACE', disabled: !busy, enableBeforeUnload: false })
  return (
    <Modal
      opened
      onClose={onClose}
      closeOnEscape={!covered && !busy}
      closeOnClickOutside={false}
      title={title}
      size={size}
      centered
      closeButtonProps={{ 'aria-label': t('common.close'), size: 'xl', disabled: busy }}
      // Only the dialog on top owns the toasts (a confirmation opened from this one does then).
      attributes={covered ? undefined : TOASTS_IN_DIALOG}
    >
      {intro ? (
        <Text size="sm" mb="md" c="var(--td-secondary-text)">
          {intro}
        </Text>
      ) : null}
      <DialogAbove value={setCovered}>{children}</DialogAbove>
    </Modal>
  )
}

/** A submit button's label, and its busy label while the form submits; texts or message ids. */
export interface SubmitTexts {
  label: string
  busyLabel: string
}
/** The create dialogs' button. */
export const SUBMIT: SubmitTexts = { label: 'dialog.submit', busyLabel: 'dialog.submitting' }
/** The edit dialogs' button. */
export const UPDATE: SubmitTexts = { label: 'dialog.update', busyLabel: 'dialog.updating' }

/** What DialogForm needs of a form made with `useAppForm`. */
interface AppFormApi {
  AppForm: ComponentType<{ children?: ReactNode }>
  store: AnyFormApi['store']
  state: { isSubmitting: boolean; isDirty: boolean; values: unknown }
  handleSubmit: () => Promise<void>
  setFieldValue: (name: never, value: never) => void
}

/**
 * A form dialog: its fields, then the submit button (its busy label while the form submits) at the
 * right and, in an edit dialog, the delete button that asks first (`remove`) at the left. What was
 * typed into it outlives a reload of the page.
 */
export function DialogForm({
  form,
  submit,
  submitDisabled,
  remove,
  children,
  ...dialog
}: {
  form: AppFormApi
  title: string
  intro?: ReactNode
  onClose: () => void
  submit: SubmitTexts
  submitDisabled?: boolean
  remove?: ComponentProps<typeof DeleteButton>
  children: ReactNode
}) {
  const text = useText()
  // What was typed outlives a reload of the page (src/forms/kept-draft.ts).
  const { leftWhileSending } = useKeptDraft(form, { goesWithItsAddress: true })
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  return (
    <FormDialog {...dialog} busy={submitting}>
      <form noValidate onSubmit={submitOnce(form)}>
        {/* Inside the form's context, what the dialog holds can read the form's state. */}
        <form.AppForm>
          <Stack gap="md">
            {/* Sent again as it is, the change could be made twice. */}
            {leftWhileSending ? (
              <Alert color="orange" variant="light" role="status">
                {text('common.changeLeftUnanswered')}
              </Alert>
            ) : null}
            {children}
            <Group justify={remove ? 'space-between' : 'flex-end'}>
              {remove ? <DeleteWhileNotSubmitting {...remove} /> : null}
              <SubmitButton busyLabel={text(submit.busyLabel)} disabled={submitDisabled}>
                {text(submit.label)}
              </SubmitButton>
            </Group>
          </Stack>
        </form.AppForm>
      </form>
    </FormDialog>
  )
}

/**
 * An edit dialog's delete button, disabled while the form's update is being sent: a delete asked for
 * then would wait behind the update, and the dialog would close on it as if it had been made.
 */
function DeleteWhileNotSubmitting(props: ComponentProps<typeof DeleteButton>) {
  const submitting = useStore(useFormContext().store, (s) => s.isSubmitting)
  return <DeleteButton {...props} disabled={props.disabled || submitting} />
}
