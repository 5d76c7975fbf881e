import { Button, Group, NativeSelect } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useAppForm } from '../../forms/form'
import { useT } from '../../i18n'
import { endOfToday, tomorrowAt3, visitorChanges, visitorQueries, type NewVisitor } from '../../queries/visitors'
import { useUser } from '../../session/store'
import { DialogForm, SUBMIT } from '../../ui/form-dialog'
import { useChange } from '../../ui/use-change'
import type { DialogProps } from '../dialogs/dialog-props'
import { VisitorFields, visitorFormOptions } from './visitor-fields'
import { createShowsLastName, inviteAgainValues, newVisitorPayload, nextWeekdayAt17, visitorFormValues, visitorIntro, weekdayOptions } from './visitor-rules'

/**
 * 'Visitor call in' (create). With `?id=` (Invite again from the recent visitors) it starts from
 * that call-in's name and category. Presets: 'Delivery today' and a contractor until a weekday at 17:00.
 */
export default function VisitorDialog({ id, draft, onClose }: DialogProps) {
  const t = useT()
  const user = useUser()
  const queryClient = useQueryClient()
  const create = useChange(visitorChanges.keys.create, onClose)
  const earlier = id
    ? queryClient
        .getQueryData(visitorQueries.recent(user.homeowner_address).queryKey)
        ?.pages.flat()
        .find((v) => v.name === id)
    : undefined
  const form = useAppForm({
    ...visitorFormOptions,
    defaultValues: draft
      ? visitorFormValues({ name: '', ...(draft as NewVisitor) }, createShowsLastName)
      : earlier
        ? inviteAgainValues(earlier)
        : { ...visitorFormOptions.defaultValues, termination: tomorrowAt3() },
    onSubmit: ({ value }) => create(newVisitorPayload(value, user.homeowner_address ?? '')),
  })
  const [weekday, setWeekday] = useState('5')

  return (
    <DialogForm form={form} title={t('visitors.dialog.title')} intro={t(visitorIntro(user))} onClose={onClose} submit={SUBMIT}>
      <Group gap="xs" align="flex-end" wrap="wrap" role="group" aria-label={t('visitors.presets')}>
        <Button
          variant="light"
          onClick={() => {
            form.setFieldValue('category', 'Delivery')
            form.setFieldValue('termination', endOfToday())
          }}
        >
          {t('visitors.presets.deliveryToday')}
        </Button>
        <Button
          variant="light"
          onClick={() => {
            form.setFieldValue('category', 'Contractor')
            form.setFieldValue('termination', nextWeekdayAt17(Number(weekday)))
          }}
        >
          {t('visitors.presets.contractorUntil')}
        </Button>
        <NativeSelect
          aria-label={t('visitors.presets.weekday')}
          value={weekday}
          onChange={(e) => setWeekday(e.currentTarget.value)}
          data={weekdayOptions()}
        />
      </Group>
      <VisitorFields form={form} mode="create" />
    </DialogForm>
  )
}
