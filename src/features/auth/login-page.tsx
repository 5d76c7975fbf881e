import { Anchor, Button, Group, Stack, Text } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link, useRouter, useSearch } from '@tanstack/react-router'
import { toast } from '../../ui/toast'
import { DEMO_MODE, REDIRECT_AFTER_LOGIN_MS } from '../../config'
import { PrerenderedForm, useAppForm } from '../../forms/form'
import { EMAIL_PATTERN } from '../../forms/rules'
import { authMutations } from '../../queries/auth'
import { prefetchScreen, screenAt } from '../../queries/screens'
import { useSessionStore } from '../../session/store'
import { AuthHeading, AuthLayout } from '../../ui/auth-layout'
import { safeRedirect, wait } from './redirect'

/** Spec section 5 (plain functions: this screen is part of the first download). */
export function loginErrors({ value }: { value: { email: string; password: string } }) {
  const email = value.email.trim()
  const fields: Partial<Record<'email' | 'password', string>> = {}
  if (!email) fields.email = 'Email is required'
  else if (!EMAIL_PATTERN.test(email)) fields.email = 'Invalid email'
  if (!value.password) fields.password = 'Password is required'
  else if (value.password.length < 6) fields.password = 'Too short'
  return Object.keys(fields).length ? { fields } : undefined
}

export const DEMO_ACCOUNTS = [
  { email: 'resident@demo.test', who: 'Home owner (Primary Member)' },
  { email: 'family@demo.test', who: 'Same home (Secondary Member)' },
  { email: 'duntreath@demo.test', who: 'Flagged community (employees)' },
  { email: 'club@demo.test', who: 'Club Primary Member' },
  { email: 'clubfamily@demo.test', who: 'Club Secondary Member' },
] as const
export const DEMO_PASSWORD = 'Demo@1234'

export function LoginPage() {
  const router = useRouter()
  const queryClient = useQueryClient()
  const session = useSessionStore()
  const { redirect } = useSearch({ from: '/' })
  const loginMutation = useMutation(authMutations.login())

  const form = useAppForm({
    defaultValues: { email: '', password: '' },
    validators: { onChange: loginErrors },
    onSubmit: async ({ value }) => {
      try {
        const result = await loginMutation.mutateAsync({ email: value.email.trim(), password: value.password })
        if (!result.ok) {
          toast.error(result.message || 'Invalid email or password')
          return
        }
        session.signIn(result.user, result.sessionId, { apiKey: result.apiKey, apiSecret: result.apiSecret })
        // Spec: go to the dashboard 1 s after success; the button stays busy until then. The
        // next screen's data starts now, so it paints with its lists when the wait ends.
        const next = safeRedirect(redirect) ?? '/dashboard'
        const screen = screenAt(new URL(next, window.location.origin).pathname)
        if (screen) prefetchScreen(queryClient, screen, result.user)
        await wait(REDIRECT_AFTER_LOGIN_MS)
        await router.navigate({ href: next, replace: true })
      } catch (error) {
        toast.failure('An error occurred during login. Please try again.', error)
      }
    },
  })

  return (
    <AuthLayout aside={DEMO_MODE ? <DemoAccounts onPick={(email) => {
      form.setFieldValue('email', email)
      form.setFieldValue('password', DEMO_PASSWORD)
    }} /> : null}>
      <PrerenderedForm form={form}>
        <Stack gap="md">
          <AuthHeading title="Welcome to Traffic Dash!">
            Please enter your login details to sign in.
          </AuthHeading>
          <form.AppField name="email">
            {(field) => (
              <field.TextField label="Email" placeholder="Enter Email" type="email" autoComplete="username" required />
            )}
          </form.AppField>
          <form.AppField name="password">
            {(field) => (
              <field.PasswordField label="Password" placeholder="Enter Password" autoComplete="current-password" required />
            )}
          </form.AppField>
          <Group justify="flex-end">
            <Anchor component={Link} to="/forget-password" size="sm">
              Forget Password
            </Anchor>
          </Group>
          <form.AppForm>
            <form.SubmitButton busyLabel="Logging in..." fullWidth size="md">
              Submit
            </form.SubmitButton>
          </form.AppForm>
        </Stack>
      </PrerenderedForm>
    </AuthLayout>
  )
}

function DemoAccounts({ onPick }: { onPick: (email: string) => void }) {
  // A plain list (not a Table: Mantine's Table brings ScrollArea and floating-ui to this screen).
  return (
    <Stack gap={6} component="section" aria-labelledby="demo-accounts">
      <Text id="demo-accounts" fw={700} size="sm">
        Demo accounts (password {DEMO_PASSWORD})
      </Text>
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {DEMO_ACCOUNTS.map((a) => (
          <Group component="li" key={a.email} justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" ff="monospace" truncate="end">
                {a.email}
              </Text>
              <Text size="xs" c="var(--td-secondary-text)">
                {a.who}
              </Text>
            </div>
            <Button variant="light" size="compact-sm" onClick={() => onPick(a.email)} aria-label={`Use ${a.email}`}>
              Use
            </Button>
          </Group>
        ))}
      </Stack>
    </Stack>
  )
}
