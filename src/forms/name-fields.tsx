import { useRef } from 'react'
import { enterGoesTo, withFieldGroup, type InputFilter } from './form'

/** The values of a person's name in a form: its fields map onto these (`fields={NAME_FIELDS}` where they are named so). */
export const NAME_FIELDS = { firstName: 'firstName', lastName: 'lastName' } as const

/** How a form shows the names: typed through a filter, marked required, or only one. */
const options: { filter?: InputFilter; required?: boolean; single?: boolean } = {}

/**
 * First Name and Last Name of someone let in at the gate (the dialogs' first field, focused when a
 * dialog opens; never autofilled with the resident's own name; Enter in it goes on to the last
 * name). `single`: only the first, as 'Name' (a visitor type that takes one name).
 */
export const NameFields = withFieldGroup({
  defaultValues: { firstName: '', lastName: '' },
  props: options,
  render: function Render({ group, filter, required, single }) {
    const last = useRef<HTMLInputElement>(null)
    return (
      <>
        <group.AppField name="firstName">
          {(field) => (
            <field.TextField
              text={single ? 'names.name' : 'names.firstName'}
              filter={filter}
              required={required}
              autoComplete="off"
              data-autofocus
              // Enter goes on to the last name: a visitor is not sent on a first name only.
              {...(single ? undefined : enterGoesTo(last))}
            />
          )}
        </group.AppField>
        {single ? null : (
          <group.AppField name="lastName">
            {(field) => <field.TextField text="names.lastName" filter={filter} required={required} autoComplete="off" ref={last} />}
          </group.AppField>
        )}
      </>
    )
  },
})
