import { Card, Stack, Title } from '@mantine/core'
import { toast } from '../../ui/toast'
import { z } from 'zod/mini'
import { submitOnce, useAppForm } from '../../forms/form'
import { t, useT } from '../../i18n'
import { profileMutations } from '../../queries/profile'
import { useSecretChange } from '../../queries/secret-change'
import { useSessionStore, useUser } from '../../session/store'

/** A new password needs a letter, a digit and one of @$!%*?&. */
export const PASSWORD_CHARACTERS = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*?&])/

/**
 * The same rule for the browser's own password generator (Safari reads it; others ignore it): the
 * strong password it suggests would otherwise lack one of @$!%*?&, be refused here, and yet be
 * kept by the password manager, which would fill it in at the next sign-in.
 */
// (An attribute React passes on as it is, which its types do not know.)
const PASSWORD_RULES: object = { passwordrules: 'minlength: 8; required: lower, upper; required: digit; required: [@$!%*?&];' }

export const changePasswordSchema = z
  .object({
    current_password: z.string().check(z.minLength(1, 'settings.password.currentRequired')),
    new_password: z
      .string()
      .check(
        z.minLength(1, 'settings.password.newRequired'),
        z.minLength(8, 'settings.password.tooShort'),
        z.regex(PASSWORD_CHARACTERS, 'settings.password.characters'),
      ),
    confirm_new_password: z.string().check(z.minLength(1, 'settings.password.confirmRequired')),
  })
  .check(
    z.refine((v) => !v.confirm_new_password || v.confirm_new_password === v.new_password, {
      message: 'settings.password.mismatch',
      path: ['confirm_new_password'],
      // Check the match even while another field still has an error.
      when: () => true,
    }),
  )

const empty = { current_password: '', new_password: '', confirm_new_password: '' }

/** Decision D4: /settings holds the Change Password form. */
export function ChangePasswordForm() {
  // The passwords are not kept once the server has answered.
  const session = useSessionStore()
  const changePassword = useSecretChange(profileMutations.changePassword(session))
  const translate = useT()
  const { email } = useUser()
  const form = useAppForm({
    defaultValues: empty,
    validators: { onChange: changePasswordSchema },
    onSubmit: async ({ value, formApi }) => {
      // Said to the session that sent it only: one that expired meanwhile has said so already.
      const ended = session.endedSince()
      try {
        await changePassword(value)
        if (ended()) return
        toast.success(t('settings.password.updated'))
        formApi.reset()
      } catch (error) {
        if (!ended()) toast.changeFailed(t('settings.password.updateFailed'), error)
      }
    },
  })

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="change-password-title">
      <form noValidate onSubmit={submitOnce(form)}>
        <Stack gap="md">
          <Title order={2} fz="h3" id="change-password-title">
            {translate('settings.password.title')}
          </Title>
          {/* Whose password this is, for the browser's password manager: without it, it cannot tell
              which saved sign-in the new password replaces. Not sent: the site knows the user. */}
          <input type="email" name="username" autoComplete="username" value={email ?? ''} readOnly hidden />
          <form.AppField name="current_password">
            {(field) => <field.PasswordField label={translate('settings.password.current')} autoComplete="current-password" required />}
          </form.AppField>
          <form.AppField name="new_password">
            {(field) => (
              // The rule is the field's description, so a screen reader says it on entering the field.
              <field.PasswordField
                label={translate('settings.password.new')}
                description={translate('settings.password.hint')}
                autoComplete="new-password"
                {...PASSWORD_RULES}
                required
              />
            )}
          </form.AppField>
          <form.AppField name="confirm_new_password">
            {(field) => <field.PasswordField label={translate('settings.password.confirm')} autoComplete="new-password" {...PASSWORD_RULES} required />}
          </form.AppField>
          <form.AppForm>
            <form.SaveButton busyLabel={translate('form.saving')}>{translate('settings.password.save')}</form.SaveButton>
          </form.AppForm>
        </Stack>
      </form>
    </Card>
  )
}
