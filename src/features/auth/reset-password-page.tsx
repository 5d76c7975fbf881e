import { Alert, Anchor, Stack, Text } from '@mantine/core'
import { Link, useLocation, useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { changeFailureText, toast } from '../../ui/toast'
import { t, useT, type MessageId } from '../../i18n'
import { REDIRECT_AFTER_RESET_MS } from '../../config'
import { isFrappeError } from '../../frappe/errors'
import { PrerenderedForm, useAppForm } from '../../forms/form'
import { authMutations } from '../../queries/auth'
import { useSecretChange } from '../../queries/secret-change'
import { AuthHeading, AuthLayout } from '../../ui/auth-layout'
import { usePageTitle } from '../../ui/page-title'
import { wait } from './redirect'

const MISSING_TOKEN: MessageId = 'resetPassword.missingToken'
/** The new password and its confirmation: the same field twice, each labelled by its name. */
const PASSWORD_FIELDS = ['newPassword', 'confirmPassword'] as const

function validate(newPassword: string, confirmPassword: string): MessageId | undefined {
  if (!newPassword || !confirmPassword) return 'resetPassword.validation.fillAll'
  if (newPassword !== confirmPassword) return 'resetPassword.validation.mismatch'
  if (newPassword.length < 8) return 'resetPassword.validation.tooShort'
  return undefined
}

/** The action's message: the server answered no, or the request itself failed. */
function failureAction(error: unknown): MessageId {
  if (isFrappeError(error) && (error.kind === 'http' || error.kind === 'refused')) return 'resetPassword.failed'
  return 'resetPassword.error'
}

/** What the page says went wrong: our message (shown in the current language) and the server's text, as sent. */
interface ResetError {
  title: MessageId
  description?: string
  /** The site refused the reset (most often the link, used or expired): a new link is offered. */
  linkRefused?: boolean
}

export function ResetPasswordPage() {
  const router = useRouter()
  const navigate = useNavigate()
  const search = useSearch({ from: '/reset-password' })
  const stateToken = useLocation({ select: (l) => l.state.resetToken })
  const token = search.token || stateToken
  const [error, setError] = useState<ResetError | undefined>()
  // The call (the token and the new password) is not kept in the query cache once answered.
  const resetPassword = useSecretChange(authMutations.resetPassword())
  const translate = useT()
  usePageTitle(translate('resetPassword.title'))

  // Decision D15: the token leaves the address bar once read (kept in this tab's history state).
  useEffect(() => {
    if (search.token) {
      void navigate({ to: '/reset-password', search: {}, replace: true, state: { resetToken: search.token } })
    }
  }, [search.token, navigate])

  const showError = (message: MessageId) => {
    setError({ title: message })
    toast.error(t(message))
  }
  // Decision D20: the action's message, with the server's specific text beneath it (inline and toast).
  const showFailure = (e: unknown) => {
    const action = failureAction(e)
    // Refused (a 4xx but 429): most often the link, used or expired, and a new one is the way on.
    const linkRefused = isFrappeError(e) && (e.kind === 'refused' || (e.kind === 'http' && e.status < 500 && e.status !== 429))
    setError({ title: action, description: changeFailureText(e, t(action)).description, linkRefused })
    toast.changeFailed(t(action), e)
  }

  const form = useAppForm({
    defaultValues: { newPassword: '', confirmPassword: '' },
    onSubmit: async ({ value }) => {
      if (!token) return showError(MISSING_TOKEN)
      const invalid = validate(value.newPassword, value.confirmPassword)
      if (invalid) return showError(invalid)
      setError(undefined)
      try {
        await resetPassword({ token, new_password: value.newPassword, confirm_new_password: value.confirmPassword })
        toast.success(t('resetPassword.done'))
        await wait(REDIRECT_AFTER_RESET_MS)
        // In place of the reset page: Back does not bring back a form holding the used token.
        await router.navigate({ to: '/', replace: true })
      } catch (e) {
        showFailure(e)
      }
    },
  })

  const disabled = !token
  return (
    <AuthLayout leaveInPlace>
      <PrerenderedForm form={form}>
        <Stack gap="md">
          <AuthHeading title={translate('resetPassword.title')}>{translate('resetPassword.intro')}</AuthHeading>
          {!token ? (
            <Alert color="red" role="alert" title={translate('resetPassword.linkTitle')}>
              {translate(MISSING_TOKEN)}
              <NewLink />
            </Alert>
          ) : error ? (
            <Alert color="red" role="alert">
              {translate(error.title)}
              {error.description && <Text size="sm">{error.description}</Text>}
              {error.linkRefused && <NewLink />}
            </Alert>
          ) : null}
          {PASSWORD_FIELDS.map((name) => (
            <form.AppField key={name} name={name}>
              {(field) => <field.PasswordField text={`resetPassword.${name}`} autoComplete="new-password" disabled={disabled} />}
            </form.AppField>
          ))}
          <form.AppForm>
            <form.SubmitButton busyLabel={translate('resetPassword.busy')} fullWidth size="md" disabled={disabled}>
              {translate('resetPassword.submit')}
            </form.SubmitButton>
          </form.AppForm>
          {/* Leaving, the page gives its place in the history up (as a reset that worked does): Back
              must not bring the form back with the token, to the next person at a shared tablet. */}
          <Anchor component={Link} to="/login" replace ta="center" size="sm">
            {translate('auth.backToLogin')}
          </Anchor>
        </Stack>
      </PrerenderedForm>
    </AuthLayout>
  )
}

/** Where a new reset link is asked for, in place of this page (as Back to Login). */
function NewLink() {
  const translate = useT()
  return (
    <Anchor component={Link} to="/forget-password" replace size="sm" display="block" mt={4}>
      {translate('login.forgotPassword')}
    </Anchor>
  )
}
