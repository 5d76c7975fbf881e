import { Card, Stack, Text, Title } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { toast } from '../../ui/toast'
import { z } from 'zod/mini'
import { submitOnce, useAppForm } from '../../forms/form'
import { profileMutations } from '../../queries/profile'

/** A letter, a digit and one of @$!%*?& (spec sections 5 and 9). */
export const PASSWORD_CHARACTERS = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*?&])/

export const changePasswordSchema = z
  .object({
    current_password: z.string().check(z.minLength(1, 'Current password is required')),
    new_password: z
      .string()
      .check(
        z.minLength(1, 'New password is required'),
        z.minLength(8, 'Password must be at least 8 characters'),
        z.regex(PASSWORD_CHARACTERS, 'Password must contain at least one letter, one number, and one special character'),
      ),
    confirm_new_password: z.string().check(z.minLength(1, 'Confirm new password is required')),
  })
  .check(
    z.refine((v) => !v.confirm_new_password || v.confirm_new_password === v.new_password, {
      message: 'Passwords must match',
      path: ['confirm_new_password'],
      // Check the match even while another field still has an error.
      when: () => true,
    }),
  )

const empty = { current_password: '', new_password: '', confirm_new_password: '' }

/** Decision D4: /settings holds the Change Password form. */
export function ChangePasswordForm() {
  const mutation = useMutation(profileMutations.changePassword())
  const form = useAppForm({
    defaultValues: empty,
    validators: { onChange: changePasswordSchema },
    onSubmit: async ({ value, formApi }) => {
      try {
        await mutation.mutateAsync(value)
        toast.success('Password updated successfully')
        formApi.reset()
      } catch (error) {
        toast.failure('Failed to update password. Please try again.', error)
      }
    },
  })

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="change-password-title">
      <form noValidate onSubmit={submitOnce(form)}>
        <Stack gap="md">
          <div>
            <Title order={2} fz="h3" id="change-password-title">
              Change Password
            </Title>
            <Text size="sm" c="var(--td-secondary-text)" mt={4}>
              At least 8 characters, with a letter, a number and one of @$!%*?&
            </Text>
          </div>
          <form.AppField name="current_password">
            {(field) => <field.PasswordField label="Current Password" autoComplete="current-password" required />}
          </form.AppField>
          <form.AppField name="new_password">
            {(field) => <field.PasswordField label="New Password" autoComplete="new-password" required />}
          </form.AppField>
          <form.AppField name="confirm_new_password">
            {(field) => <field.PasswordField label="Confirm New Password" autoComplete="new-password" required />}
          </form.AppField>
          <form.AppForm>
            <form.SaveButton busyLabel="Saving...">Save Password</form.SaveButton>
          </form.AppForm>
        </Stack>
      </form>
    </Card>
  )
}
