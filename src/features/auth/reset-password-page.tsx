import { Alert, Anchor, Stack, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { Link, useLocation, useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { toast } from '../../ui/toast'
import { REDIRECT_AFTER_RESET_MS } from '../../config'
import { failureText, isFrappeError, type FailureText } from '../../frappe/errors'
import { PrerenderedForm, useAppForm } from '../../forms/form'
import { authMutations } from '../../queries/auth'
import { AuthHeading, AuthLayout } from '../../ui/auth-layout'
import { wait } from './redirect'

export const MISSING_TOKEN = 'Invalid or missing reset token. Please check your link or request a new one.'

function validate(newPassword: string, confirmPassword: string): string | undefined {
  if (!newPassword || !confirmPassword) return 'Please fill in all fields.'
  if (newPassword !== confirmPassword) return 'Passwords do not match.'
  if (newPassword.length < 8) return 'Password must be at least 8 characters long.'
  return undefined
}

/** The action's message: the server answered no, or the request itself failed. */
function failureAction(error: unknown): string {
  if (isFrappeError(error) && (error.kind === 'http' || error.kind === 'refused')) return 'Failed to reset password. Please try again.'
  return 'An error occurred. Please try again.'
}

export function ResetPasswordPage() {
  const router = useRouter()
  const navigate = useNavigate()
  const search = useSearch({ from: '/reset-password' })
  const stateToken = useLocation({ select: (l) => l.state.resetToken })
  const token = search.token || stateToken
  const [error, setError] = useState<FailureText | undefined>()
  const mutation = useMutation(authMutations.resetPassword())

  // Decision D15: the token leaves the address bar once read (kept in this tab's history state).
  useEffect(() => {
    if (search.token) {
      void navigate({ to: '/reset-password', search: {}, replace: true, state: { resetToken: search.token } })
    }
  }, [search.token, navigate])

  const showError = (message: string) => {
    setError({ title: message })
    toast.error(message)
  }
  // Decision D20: the action's message, with the server's specific text beneath it (inline and toast).
  const showFailure = (e: unknown) => {
    setError(failureText(e, failureAction(e)))
    toast.failure(failureAction(e), e)
  }

  const form = useAppForm({
    defaultValues: { newPassword: '', confirmPassword: '' },
    onSubmit: async ({ value }) => {
      if (!token) return showError(MISSING_TOKEN)
      const invalid = validate(value.newPassword, value.confirmPassword)
      if (invalid) return showError(invalid)
      setError(undefined)
      try {
        await mutation.mutateAsync({ token, new_password: value.newPassword, confirm_new_password: value.confirmPassword })
        toast.success('Password reset successfully. You can now log in with your new password.')
        await wait(REDIRECT_AFTER_RESET_MS)
        await router.navigate({ to: '/' })
      } catch (e) {
        showFailure(e)
      }
    },
  })

  const disabled = !token
  return (
    <AuthLayout>
      <PrerenderedForm form={form}>
        <Stack gap="md">
          <AuthHeading title="Reset your password">
            Choose a new password of at least 8 characters.
          </AuthHeading>
          {!token ? (
            <Alert color="red" role="alert" title="Reset link">
              {MISSING_TOKEN}
            </Alert>
          ) : error ? (
            <Alert color="red" role="alert">
              {error.title}
              {error.description && <Text size="sm">{error.description}</Text>}
            </Alert>
          ) : null}
          <form.AppField name="newPassword">
            {(field) => (
              <field.PasswordField label="New Password" placeholder="Enter new password" autoComplete="new-password" disabled={disabled} />
            )}
          </form.AppField>
          <form.AppField name="confirmPassword">
            {(field) => (
              <field.PasswordField label="Confirm Password" placeholder="Confirm new password" autoComplete="new-password" disabled={disabled} />
            )}
          </form.AppField>
          <form.AppForm>
            <form.SubmitButton busyLabel="Resetting..." fullWidth size="md" disabled={disabled}>
              Reset Password
            </form.SubmitButton>
          </form.AppForm>
          <Anchor component={Link} to="/login" ta="center" size="sm">
            Back to Login
          </Anchor>
        </Stack>
      </PrerenderedForm>
    </AuthLayout>
  )
}
