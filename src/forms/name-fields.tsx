import { useRef, type ClipboardEvent, type RefObject } from 'react'
import { AS_A_NAME, enterGoesTo, filtered, withFieldGroup, type InputFilter } from './form'

/** The values of a person's name in a form: its fields map onto these (`fields={NAME_FIELDS}` where they are named so). */
export const NAME_FIELDS = { firstName: 'firstName', lastName: 'lastName' } as const

/**
 * How a form shows the names: typed through a filter, marked required, or only one (`single`, with
 * `next` the field that Enter in it goes on to).
 */
const options: { filter?: InputFilter; required?: boolean; single?: boolean; next?: RefObject<HTMLElement | null> } = {}

/**
 * First Name and Last Name of someone let in at the gate (the dialogs' first field, focused when a
 * dialog opens; never autofilled with the resident's own name; typed as a name on a phone, never
 * corrected into dictionary words; Enter in it goes on to the last name). `single`: only the first,
 * as 'Name' (a visitor type that takes one name), where Enter goes on to `next`.
 */
export const NameFields = withFieldGroup({
  defaultValues: { firstName: '', lastName: '' },
  props: options,
  render: function Render({ group, filter, required, single, next }) {
    const last = useRef<HTMLInputElement>(null)
    // Enter does not send the form half filled in: a visitor let in on a first name only, or with no type.
    const enter = single ? next && enterGoesTo(next) : enterGoesTo(last)
    // A whole name pasted into an empty First Name (copied from a message or a contact) goes into
    // both fields: kept whole there, it would be the first name, and the last one typed again after it.
    // (Each word as the field keeps it: one that is all digits or symbols is no name's first word.)
    const pasteWhole = (event: ClipboardEvent<HTMLInputElement>) => {
      const words = event.clipboardData.getData('text').split(/\s+/).map((word) => filtered(word, filter)).filter(Boolean)
      if (single || words.length < 2 || event.currentTarget.value || group.getFieldValue('lastName')) return
      event.preventDefault()
      const [first, ...rest] = words
      group.setFieldValue('firstName', first!)
      group.setFieldValue('lastName', filtered(rest.join(' '), filter))
      last.current?.focus()
    }
    return (
      <>
        <group.AppField name="firstName">
          {(field) => (
            <field.TextField
              text={single ? 'names.name' : 'names.firstName'}
              filter={filter}
              required={required}
              autoComplete="off"
              {...AS_A_NAME}
              data-autofocus
              {...enter}
              onPaste={pasteWhole}
            />
          )}
        </group.AppField>
        {single ? null : (
          <group.AppField name="lastName">
            {(field) => <field.TextField text="names.lastName" filter={filter} required={required} autoComplete="off" {...AS_A_NAME} ref={last} />}
          </group.AppField>
        )}
      </>
    )
  },
})
