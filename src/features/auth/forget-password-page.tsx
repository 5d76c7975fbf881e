import { Stack } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useRouter, useSearch } from '@tanstack/react-router'
import { toast } from '../../ui/toast'
import { t, useT, type MessageId } from '../../i18n'
import { REDIRECT_AFTER_FORGOT_MS } from '../../config'
import { PrerenderedForm, useAppForm } from '../../forms/form'
import { EMAIL_PATTERN } from '../../forms/rules'
import { authMutations } from '../../queries/auth'
import { AuthHeading, AuthLayout, ReturnLink } from '../../ui/auth-layout'
import { usePageTitle } from '../../ui/page-title'
import { wait } from './redirect'

/** Required, then a basic text@text.text pattern (message ids: the field translates them). */
function emailErrors({ value }: { value: { email: string } }): { fields: { email: MessageId } } | undefined {
  const email = value.email.trim()
  if (!email) return { fields: { email: 'forgotPassword.validation.emailRequired' } }
  if (!EMAIL_PATTERN.test(email)) return { fields: { email: 'forgotPassword.validation.emailInvalid' } }
  return undefined
}

export function ForgetPasswordPage() {
  const router = useRouter()
  // The sign-in page's own return address (a screen whose session expired) goes back with the
  // resident, so that signing in still returns them there, with what they had typed.
  const { redirect } = useSearch({ from: '/forget-password' })
  const mutation = useMutation(authMutations.forgetPassword())
  const translate = useT()
  usePageTitle(translate('forgotPassword.title'))
  const form = useAppForm({
    defaultValues: { email: '' },
    validators: { onChange: emailErrors },
    onSubmit: async ({ value }) => {
      try {
        const result = await mutation.mutateAsync({ email: value.email.trim() })
        if (!result.ok) {
          toast.error(result.message || t('forgotPassword.failed'))
          return
        }
        toast.success(t('forgotPassword.sent'))
        await wait(REDIRECT_AFTER_FORGOT_MS)
        await router.navigate({ to: '/', search: { redirect } })
      } catch (error) {
        toast.failure(t('forgotPassword.failed'), error)
      }
    },
  })

  return (
    <AuthLayout>
      <PrerenderedForm form={form}>
        <Stack gap="md">
          <AuthHeading title={translate('forgotPassword.title')}>{translate('forgotPassword.intro')}</AuthHeading>
          <form.AppField name="email">{(field) => <field.TextField text="auth.email" type="email" autoComplete="email" required />}</form.AppField>
          <form.AppForm>
            <form.SubmitButton busyLabel={translate('forgotPassword.busy')} fullWidth size="md">
              {translate('forgotPassword.submit')}
            </form.SubmitButton>
          </form.AppForm>
          <ReturnLink to="/" redirect={redirect} ta="center" size="sm">
            {translate('auth.backToLogin')}
          </ReturnLink>
        </Stack>
      </PrerenderedForm>
    </AuthLayout>
  )
}
