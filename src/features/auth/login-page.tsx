import { Button, Group, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter, useSearch } from '@tanstack/react-router'
import { useEffect } from 'react'
import { toast } from '../../ui/toast'
import { t, useT, type MessageId } from '../../i18n'
import { DEMO_MODE } from '../../config'
import { whenIdle } from '../../lazy-code'
import { PrerenderedForm, useAppForm } from '../../forms/form'
import { authMutations, login } from '../../queries/auth'
import { useSecretChange } from '../../queries/secret-change'
import { useSessionStore } from '../../session/store'
import { AuthHeading, AuthLayout, ReturnLink } from '../../ui/auth-layout'
import { usePageTitle } from '../../ui/page-title'
import { acceptSignIn, loadScreenCodeAfterSignIn } from './redirect'
import { adoptHeldSignIn } from './held-sign-in'
import { credentialsToSend, loginErrors, SIGN_IN_FORM, type Credentials } from './login-rules'

export const DEMO_ACCOUNTS: readonly { email: string; who: MessageId }[] = [
  { email: 'resident@demo.test', who: 'login.demo.resident' },
  { email: 'family@demo.test', who: 'login.demo.family' },
  { email: 'duntreath@demo.test', who: 'login.demo.flagged' },
  { email: 'club@demo.test', who: 'login.demo.club' },
  { email: 'clubfamily@demo.test', who: 'login.demo.clubFamily' },
]
export const DEMO_PASSWORD = 'Demo@1234'

export function LoginPage() {
  const router = useRouter()
  const queryClient = useQueryClient()
  const session = useSessionStore()
  const { redirect } = useSearch({ from: '/' })
  // A sign-in the start-up already sent (./held-sign-in.ts) is not sent twice. The password and the
  // API secret are not kept once it has answered.
  const signIn = useSecretChange({ ...authMutations.login(), mutationFn: (sent: Credentials) => adoptHeldSignIn(sent) ?? login(sent) })
  const translate = useT()
  usePageTitle()

  // Once this form works and the browser is idle, the code of the screen a sign-in leads to comes:
  // it is what Submit waits for. (The rest of the signed-in app's code follows once that screen has
  // painted, src/routes/-authed-layout.tsx.)
  useEffect(() => whenIdle(() => loadScreenCodeAfterSignIn(router, redirect)), [router, redirect])

  const form = useAppForm({
    defaultValues: { email: '', password: '' },
    validators: { onChange: loginErrors },
    onSubmit: async ({ value }) => {
      try {
        const result = await signIn(credentialsToSend(value))
        if (!result.ok) {
          toast.error(result.message || t('login.invalidCredentials'))
          return
        }
        // 1 s after success, go where the user was sent away from (if it was theirs), else the
        // dashboard; the button stays busy until then.
        await acceptSignIn({ session, router, queryClient }, result, redirect)
      } catch (error) {
        toast.failure(t('login.failed'), error)
      }
    },
  })

  return (
    <AuthLayout aside={DEMO_MODE ? <DemoAccounts onPick={(email) => {
      form.setFieldValue('email', email)
      form.setFieldValue('password', DEMO_PASSWORD)
    }} /> : null}>
      <PrerenderedForm form={form} name={SIGN_IN_FORM}>
        <Stack gap="md">
          <AuthHeading title={translate('login.title')}>{translate('login.intro')}</AuthHeading>
          <form.AppField name="email">{(field) => <field.TextField text="auth.email" type="email" autoComplete="username" required />}</form.AppField>
          <form.AppField name="password">{(field) => <field.PasswordField text="login.password" autoComplete="current-password" required />}</form.AppField>
          <Group justify="flex-end">
            <ReturnLink to="/forget-password" redirect={redirect} size="sm">
              {translate('login.forgotPassword')}
            </ReturnLink>
          </Group>
          <form.AppForm>
            <form.SubmitButton busyLabel={translate('login.busy')} fullWidth size="md">
              {translate('login.submit')}
            </form.SubmitButton>
          </form.AppForm>
        </Stack>
      </PrerenderedForm>
    </AuthLayout>
  )
}

function DemoAccounts({ onPick }: { onPick: (email: string) => void }) {
  // A plain list (not a Table: Mantine's Table brings ScrollArea and floating-ui to this screen).
  const translate = useT()
  return (
    <Stack gap={6} component="section" aria-labelledby="demo-accounts">
      <Text id="demo-accounts" fw={700} size="sm">
        {translate('login.demo.title', { password: DEMO_PASSWORD })}
      </Text>
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {DEMO_ACCOUNTS.map((a) => (
          <Group component="li" key={a.email} justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" ff="monospace" truncate="end">
                {a.email}
              </Text>
              <Text size="xs" c="var(--td-secondary-text)">
                {translate(a.who)}
              </Text>
            </div>
            <Button variant="light" size="compact-sm" onClick={() => onPick(a.email)} aria-label={translate('login.demo.useAccount', { email: a.email })}>
              {translate('login.demo.use')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Stack>
  )
}
