import { Anchor, Stack } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { toast } from '../../ui/toast'
import { REDIRECT_AFTER_FORGOT_MS } from '../../config'
import { PrerenderedForm, useAppForm } from '../../forms/form'
import { EMAIL_PATTERN } from '../../forms/rules'
import { authMutations } from '../../queries/auth'
import { AuthHeading, AuthLayout } from '../../ui/auth-layout'
import { wait } from './redirect'

/** Spec section 5: required, then a basic text@text.text pattern. */
function emailErrors({ value }: { value: { email: string } }) {
  const email = value.email.trim()
  if (!email) return { fields: { email: 'Please enter your email address.' } }
  if (!EMAIL_PATTERN.test(email)) return { fields: { email: 'Please enter a valid email address.' } }
  return undefined
}

export function ForgetPasswordPage() {
  const router = useRouter()
  const mutation = useMutation(authMutations.forgetPassword())
  const form = useAppForm({
    defaultValues: { email: '' },
    validators: { onChange: emailErrors },
    onSubmit: async ({ value }) => {
      try {
        const result = await mutation.mutateAsync({ email: value.email.trim() })
        if (!result.ok) {
          toast.error(result.message || 'An error occurred.')
          return
        }
        toast.success('Password reset link sent to your email.')
        await wait(REDIRECT_AFTER_FORGOT_MS)
        await router.navigate({ to: '/' })
      } catch (error) {
        toast.failure('An error occurred.', error)
      }
    },
  })

  return (
    <AuthLayout>
      <PrerenderedForm form={form}>
        <Stack gap="md">
          <AuthHeading title="Forgot your password?">
            Enter the e-mail address of your account and we will send you a link to choose a new password.
          </AuthHeading>
          <form.AppField name="email">
            {(field) => <field.TextField label="Email" placeholder="Enter Email" type="email" autoComplete="email" required />}
          </form.AppField>
          <form.AppForm>
            <form.SubmitButton busyLabel="Sending..." fullWidth size="md">
              Send Reset Link
            </form.SubmitButton>
          </form.AppForm>
          <Anchor component={Link} to="/" ta="center" size="sm">
            Back to Login
          </Anchor>
        </Stack>
      </PrerenderedForm>
    </AuthLayout>
  )
}
