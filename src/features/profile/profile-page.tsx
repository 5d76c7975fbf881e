import { Avatar, Box, Button, Card, FileButton, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconCamera } from '@tabler/icons-react'
import { useIsMutating, useMutation } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { toast } from '../../ui/toast'
import { z } from 'zod/mini'
import { useObjectUrl } from '../../ui/object-url'
import { usePortalImage } from '../../ui/portal-image'
import { AS_A_NAME, submitOnce, useAppForm } from '../../forms/form'
import { hasKeptDraft, useKeptDraft } from '../../forms/kept-draft'
import { isAllowedPhoto, photoTooLarge, PROFILE_SAVE_KEY, profileMutations } from '../../queries/profile'
import { t, useT, type MessageId } from '../../i18n'
import { useSessionStore, useUser, type User } from '../../session/store'
import { displayName } from '../../ui/top-bar'
import { PageHeader } from '../../ui/page-header'

/** Profile: every field required, the e-mail well formed. */
const required = (message: MessageId) => z.string().check(z.trim(), z.minLength(1, message))
export const profileSchema = z.object({
  firstName: required('profile.validation.firstNameRequired'),
  lastName: required('profile.validation.lastNameRequired'),
  email: z.pipe(required('profile.validation.emailRequired'), z.email('profile.validation.emailInvalid' satisfies MessageId)),
  contactNumber: required('profile.validation.contactRequired'),
  address: required('profile.validation.addressRequired'),
})
export type ProfileForm = z.input<typeof profileSchema>

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')

export function emailOf(user: User): string {
  return user.email || (typeof user.name === 'string' && user.name.includes('@') ? user.name : '')
}

/** The form's values from the stored user (phone or contact_number, address or homeaddress). */
export function profileValues(user: User): ProfileForm {
  return {
    firstName: str(user.first_name),
    lastName: str(user.last_name),
    email: emailOf(user),
    contactNumber: str(user.phone) || str(user.contact_number),
    address: str(user.address) || str(user.homeaddress),
  }
}

export function ProfilePage() {
  const user = useUser()
  const href = useLocation({ select: (location) => location.href })
  // Edits kept when the session expired (or the page went) open the form again, with them.
  const [editing, setEditing] = useState(() => hasKeptDraft(user.email, href))
  const [photo, setPhoto] = useState<File>()
  const preview = useObjectUrl(editing ? photo : undefined)
  const savedPhoto = usePortalImage(user.user_image)
  const name = displayName(user)
  const email = emailOf(user)
  const translate = useT()

  // While a save runs, the edits and the photo it sends are the ones that count: Cancel and the
  // photo wait for it to end (a save cancelled half-way would still change the profile).
  const saving = useIsMutating({ mutationKey: PROFILE_SAVE_KEY }) > 0
  const toggle = useRef<HTMLButtonElement>(null)
  const resetFile = useRef<() => void>(null)

  const stopEditing = () => {
    setPhoto(undefined)
    setEditing(false)
  }
  // The Save button goes with the form: the keyboard stays on the page, on Edit Profile.
  const saved = () => {
    stopEditing()
    toggle.current?.focus()
  }

  // Its size is seen to when it is saved: a large photo is made smaller then.
  const choosePhoto = (file: File | null) => {
    // Emptied each time, so that picking the same file again is a choice the page hears of.
    resetFile.current?.()
    if (!file) return
    if (!isAllowedPhoto(file)) {
      toast.error(t('profile.photoType'))
      return
    }
    setPhoto(file)
  }

  return (
    <Box maw={545} mx="auto">
      <PageHeader title={translate('profile.title')} />
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="profile-name">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Group gap="md" wrap="nowrap" miw={0}>
              <Stack gap={6} align="center">
                <Avatar
                  src={preview ?? savedPhoto}
                  alt={preview ? translate('profile.newPhotoAlt') : translate('profile.photoAlt', { name })}
                  size={88}
                  radius={88}
                  color="brand"
                />
                {editing ? (
                  <FileButton
                    onChange={choosePhoto}
                    resetRef={resetFile}
                    disabled={saving}
                    accept="image/png,image/jpeg,.png,.jpg,.jpeg"
                    inputProps={{ 'aria-label': translate('profile.photoFile') }}
                  >
                    {(props) => (
                      <Button {...props} disabled={saving} variant="subtle" leftSection={<IconCamera size={16} aria-hidden />}>
                        {photo ? translate('profile.changePhoto') : translate('profile.uploadPhoto')}
                      </Button>
                    )}
                  </FileButton>
                ) : null}
              </Stack>
              <Box miw={0}>
                <Title order={2} fz="h3" id="profile-name" style={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Title>
                <Text c="var(--td-secondary-text)" style={{ overflowWrap: 'anywhere' }}>
                  {email || translate('topBar.noEmail')}
                </Text>
                {photo ? (
                  <Text size="xs" c="var(--td-secondary-text)" mt={4}>
                    {translate('profile.photoSelected', { file: photo.name })}
                  </Text>
                ) : null}
              </Box>
            </Group>
            <Button
              ref={toggle}
              variant={editing ? 'default' : 'filled'}
              // Looks and reads disabled while a save runs, and keeps the keyboard (Mantine's way).
              data-disabled={saving || undefined}
              aria-disabled={saving || undefined}
              onClick={() => {
                if (saving) return
                if (editing) stopEditing()
                else setEditing(true)
              }}
            >
              {editing ? translate('common.cancel') : translate('profile.edit')}
            </Button>
          </Group>
          {editing ? <ProfileEditForm user={user} photo={photo} onSaved={saved} /> : <ProfileDetails user={user} />}
        </Stack>
      </Card>
    </Box>
  )
}

function ProfileDetails({ user }: { user: User }) {
  const t = useT()
  const v = profileValues(user)
  const rows = [
    [t('profile.firstName'), v.firstName],
    [t('profile.lastName'), v.lastName],
    [t('profile.email'), v.email],
    [t('profile.contactNumber'), v.contactNumber],
    [t('profile.address'), v.address],
  ] as const
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="sm" c="var(--td-secondary-text)">
            {label}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {value || '---'}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  )
}

/** Mounted only in edit mode, from the stored user: Cancel unmounts it, which resets it. */
function ProfileEditForm({ user, photo, onSaved }: { user: User; photo: File | undefined; onSaved: () => void }) {
  const session = useSessionStore()
  const mutation = useMutation(profileMutations.saveProfile(session))
  const translate = useT()
  const form = useAppForm({
    defaultValues: profileValues(user),
    validators: { onChange: profileSchema },
    onSubmit: async ({ value }) => {
      // How the save ended is said to the session that made it only (not after a logout).
      const ended = session.endedSince()
      try {
        await mutation.mutateAsync({
          first_name: value.firstName.trim(),
          last_name: value.lastName.trim(),
          phone: value.contactNumber.trim(),
          address: value.address.trim(),
          photo,
        })
        if (ended()) return
        toast.success(t('profile.updated'))
        onSaved()
      } catch (error) {
        if (ended()) return
        // Decision D8: keep every edit and the chosen photo; say what went wrong.
        if (photoTooLarge(error)) toast.error(t('profile.photoTooLarge'))
        else toast.changeFailed(t('profile.updateFailed'), error)
      }
    },
  })

  // What was typed outlives an expired session or a reload (the photo must be chosen again).
  useKeptDraft(form)

  return (
    <form noValidate onSubmit={submitOnce(form)} aria-label={translate('profile.editForm')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <form.AppField name="firstName">{(field) => <field.TextField label={translate('profile.firstName')} autoComplete="given-name" {...AS_A_NAME} required />}</form.AppField>
          <form.AppField name="lastName">{(field) => <field.TextField label={translate('profile.lastName')} autoComplete="family-name" {...AS_A_NAME} required />}</form.AppField>
        </SimpleGrid>
        <form.AppField name="email">{(field) => <field.TextField label={translate('profile.email')} type="email" disabled />}</form.AppField>
        <form.AppField name="contactNumber">
          {(field) => <field.TextField label={translate('profile.contactNumber')} type="tel" autoComplete="tel" required />}
        </form.AppField>
        <form.AppField name="address">{(field) => <field.TextField label={translate('profile.address')} autoComplete="street-address" required />}</form.AppField>
        <form.AppForm>
          <form.SaveButton busyLabel={translate('form.saving')}>{translate('profile.save')}</form.SaveButton>
        </form.AppForm>
      </Stack>
    </form>
  )
}
