import { Button, Group, PasswordInput, Text, TextInput, Textarea, type ButtonProps, type Select as MantineSelect } from '@mantine/core'
import { createFormHook, createFormHookContexts, useStore, type AnyFormApi } from '@tanstack/react-form'
import { Suspense, useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type ComponentProps, type CompositionEvent, type FormEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react'
import { isMessageId, useT, type MessageId } from '../i18n'
import { useText } from './text'
import { typedName, withoutInvisible } from './rules'
import { lazyCode } from '../lazy-code'
import { AWAITING_APP, SUBMIT_HELD } from './awaiting-app'

const Select = lazyCode(() => import('./select-input'))

export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()

/** The first of a field's errors (a string, or a Standard Schema issue's message). */
function firstError(errors: unknown[]): string | undefined {
  const first = errors[0]
  if (!first) return undefined
  if (typeof first === 'string') return first
  if (typeof first === 'object' && 'message' in first) return String((first as { message: unknown }).message)
  return undefined
}

/**
 * The field of the surrounding `form.AppField`, bound the way every field component shows it: its
 * name, its value (controlled, never `defaultValue`), its first error shown only once the field was
 * touched, that is left (`isBlurred`: TanStack Form's `isTouched` is set by the first keystroke), or
 * the form submitted, and blur.
 */
export function useBoundField<T>() {
  const field = useFieldContext<T>()
  const value = useStore(field.store, (s) => s.value)
  const meta = useStore(field.store, (s) => s.meta)
  const submitted = useStore(field.form.store, (s) => s.submissionAttempts > 0)
  const text = useText()
  // Validation gives message ids (src/i18n), shown in the UI's language; any other text (the
  // server's, for a field it refused) is shown as it came.
  const shown = meta.isBlurred || submitted ? firstError(meta.errors) : undefined
  const error = shown && text(shown)
  return { field, value, bound: { name: field.name, error, onBlur: field.handleBlur } }
}

/** Input filters: name inputs take what a name may hold (D30, `typedName`); some strip whitespace. */
export type InputFilter = 'letters' | 'no-spaces'
const filters: Record<InputFilter, (v: string) => string> = {
  letters: typedName,
  'no-spaces': (v) => withoutInvisible(v.replace(/\s/g, '')),
}

/** `value` as a field with `filter` keeps it. */
export const filtered = (value: string, filter?: InputFilter) => (filter ? filters[filter](value) : value)

/** A message id with a `…Placeholder` sibling: a field's label and its placeholder. */
export type FieldText = { [K in MessageId]: `${K}Placeholder` extends MessageId ? K : never }[MessageId]

/** What a field component takes: its input's props but the bound ones, and `text` for its label and placeholder. */
export type FieldProps<InputProps> = Omit<InputProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'> & { text?: FieldText }

/** A field's props with `text` turned into its label and placeholder (in the current language); without it, as given. */
export function useFieldText<P extends { text?: FieldText }>({ text, ...props }: P) {
  const t = useT()
  if (!text) return props
  const placeholder = `${text}Placeholder`
  return { label: t(text), placeholder: isMessageId(placeholder) ? t(placeholder) : undefined, ...props }
}

/**
 * A filtered field's new value. A value saved elsewhere (the site's own screens, another app) may
 * hold what the filter drops, a vendor 'A1 Pools' or 'Smith & Sons': there, only what was typed is
 * filtered, and the characters already there stay as they were, unless the resident removes them.
 */
function typedInto(filter: (v: string) => string, before: string, after: string): string {
  if (filter(before) === before) return filter(after)
  let start = 0
  while (start < before.length && start < after.length && before[start] === after[start]) start++
  let end = 0
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++
  // The typed part is filtered between two letters, as it stands inside the name (a space typed
  // there is kept).
  const typed = filter(`a${after.slice(start, after.length - end)}a`).slice(1, -1)
  return after.slice(0, start) + typed + after.slice(after.length - end)
}

/**
 * Enter (a phone keyboard's Go, shown as Next) in a field goes on to the field `next` holds, instead
 * of sending the form half filled in: a visitor let in on a first name only, an incident report
 * with no note (a report sent cannot be changed). The form's button sends it. A next field not
 * there yet (the type's Select is loaded on first use, a moment after the dialog opens) makes
 * Enter do nothing: it never sends the form.
 */
export function enterGoesTo(next: RefObject<HTMLElement | null>) {
  return {
    enterKeyHint: 'next' as const,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
      event.preventDefault()
      next.current?.focus()
    },
  }
}

type TextFieldProps = FieldProps<ComponentProps<typeof TextInput>> & { filter?: InputFilter }

/**
 * A text-like input's binding: the bound field with its text ('' for none), changed as typed (through
 * the filter). A letter composed in steps (a dead key's '¨' then 'e' for 'ë'; an input method's
 * word) is filtered once it is made: filtered on the way, its first step (a symbol) would be dropped
 * and the composition cancelled. A keystroke the filter drops leaves the caret where it was, not
 * at the end of the name.
 */
function useTextBinding(filter?: InputFilter) {
  const { field, value, bound } = useBoundField<string>()
  const composedOnto = useRef<string | undefined>(undefined)
  const dropped = useDroppedHint(filter, bound.onBlur)
  const change = (input: HTMLInputElement | HTMLTextAreaElement, before: string) => {
    const after = input.value
    const kept = filter ? typedInto(filters[filter], before, after) : after
    field.handleChange(kept)
    if (kept === after) return
    dropped.say()
    if (input.selectionStart === null) return
    const caret = Math.max(0, input.selectionStart - (after.length - kept.length))
    // After React has put the kept value back into the input (which moves the caret to the end).
    queueMicrotask(() => input.setSelectionRange(caret, caret))
  }
  return {
    ...bound,
    ...dropped.props,
    value: value ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (filter && (e.nativeEvent as InputEvent).isComposing) {
        composedOnto.current ??= value ?? ''
        return field.handleChange(e.currentTarget.value)
      }
      change(e.currentTarget, value ?? '')
    },
    onCompositionEnd: (e: CompositionEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const before = composedOnto.current
      composedOnto.current = undefined
      if (filter && before !== undefined) change(e.currentTarget, before)
    },
  }
}

/** What a filter says when it drops what was typed or pasted. */
const DROPPED_HINT: Partial<Record<InputFilter, MessageId>> = { letters: 'names.lettersOnly' }

/**
 * Says why a key did nothing: a name field that drops '1' or '&' without a word looks broken, and
 * 'A1 Pools' saved as 'A Pools' no longer matches the van at the gate. Under the input until the
 * field is left (so nothing on the form moves while the resident types or taps on), in a live
 * region that is always there, so that a screen reader reads it out as it comes.
 */
function useDroppedHint(filter: InputFilter | undefined, onBlur: () => void) {
  const t = useT()
  const hint = filter && DROPPED_HINT[filter]
  const [shown, setShown] = useState(false)
  if (!hint) return { say: () => {}, props: undefined }
  return {
    say: () => setShown(true),
    props: {
      inputContainer: (input: ReactNode) => (
        <>
          {input}
          <Text component="div" size="xs" mt={shown ? 4 : 0} c="var(--td-secondary-text)" aria-live="polite">
            {shown ? t(hint) : ''}
          </Text>
        </>
      ),
      onBlur: () => {
        setShown(false)
        onBlur()
      },
    },
  }
}

/**
 * What a phone's keyboard does to a name (a field with a filter holds names): each word capitalised,
 * nothing corrected or underlined (it would turn 'Siobhan Ngata' into dictionary words, and the
 * gate would hold a name that is not on the visitor's ID).
 */
export const AS_A_NAME = { autoCapitalize: 'words', autoCorrect: 'off', spellCheck: false } as const

export function TextField({ filter, ...props }: TextFieldProps) {
  return <TextInput {...(filter ? AS_A_NAME : undefined)} {...useFieldText(props)} {...useTextBinding(filter)} />
}

export function PasswordField(given: FieldProps<ComponentProps<typeof PasswordInput>>) {
  const t = useT()
  const props = useFieldText(given)
  const label = props.label === undefined ? t('form.password') : String(props.label)
  const binding = useTextBinding()
  return (
    <PasswordInput
      // Shown, a password is plain text: a phone's keyboard must not capitalise, correct or learn it.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
      {...binding}
      // Mantine marks a password field in error with data-invalid only: a screen reader is told too.
      aria-invalid={binding.error ? true : undefined}
      // Mantine leaves the toggle out of the tab order; by keyboard alone it must be reachable (D19).
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('form.showHidePassword', { field: label.toLowerCase() }) }}
    />
  )
}

export function TextareaField(props: FieldProps<ComponentProps<typeof Textarea>>) {
  return <Textarea {...useFieldText(props)} {...useTextBinding()} />
}

/**
 * Where a field's list or calendar opens: beside the field, inside its dialog, not at the page's end
 * (Mantine's default). A dialog tells screen readers that nothing outside it exists (aria-modal), so
 * they would read no option and no day. Above the dialog's title bar, which stays in place while the
 * dialog scrolls (Mantine's z-index 1000), or it would hide the first options.
 */
export const OPENS_IN_PLACE = { withinPortal: false, zIndex: 1001 }

/**
 * A select. `options`: its choices, in order, each the value the server stores (sent as it is) and
 * the message id it is shown as, in the current language. A record's value that is none of them (a
 * category the site has and the portal does not offer) is shown as it came, not as an empty field.
 */
export function SelectField({ options, ...given }: FieldProps<ComponentProps<typeof MantineSelect>> & { options?: Record<string, MessageId> }) {
  const t = useT()
  const props = useFieldText(given)
  const { field, value, bound } = useBoundField<string>()
  const offered = options && Object.entries(options).map(([choice, id]) => ({ value: choice, label: t(id) }))
  const data = offered && value && !(value in options) ? [...offered, { value, label: value }] : (offered ?? props.data)
  return (
    <Suspense fallback={<TextInput label={props.label} placeholder={props.placeholder} disabled readOnly value="" />}>
      <Select
        allowDeselect={false}
        comboboxProps={OPENS_IN_PLACE}
        {...props}
        data={data}
        {...bound}
        value={value || null}
        onChange={(v) => field.handleChange(v === null || v === undefined ? '' : String(v))}
      />
    </Suspense>
  )
}

/**
 * The submit button: disabled and showing its busy label while the form submits. When a submission
 * ends with a field in error, the keyboard goes to the first such field of its form, where a screen
 * reader reads the field and its error (the button would otherwise keep the focus, and say nothing).
 * When it ends with nothing to correct and the form still there (a refusal said by a toast), the
 * button takes the focus back: Chromium lets go of a focused button once it is disabled, and the
 * next Tab would start from the page's top (or leave a dialog).
 */
export function SubmitButton({
  children,
  busyLabel,
  disabled,
  ...props
}: ButtonProps & { children: ReactNode; busyLabel: string; disabled?: boolean }) {
  const form = useFormContext()
  const submitting = useStore(form.store, (s) => s.isSubmitting)
  const ref = useRef<HTMLButtonElement>(null)
  // The number of submissions that have ended (one that runs is not counted yet). A form reset when
  // its submission succeeds counts from 0 again: that submission's end is seen as the end of its
  // busy state.
  const ended = useStore(form.store, (s) => (s.isSubmitting ? s.submissionAttempts - 1 : s.submissionAttempts))
  const seen = useRef({ ended, submitting })
  useEffect(() => {
    const more = ended > seen.current.ended || (seen.current.submitting && !submitting)
    seen.current = { ended, submitting }
    if (!more) return
    // Mantine marks a field in error with aria-invalid, a password field's input with data-invalid only.
    const invalid = ref.current?.form?.querySelector<HTMLElement>('[aria-invalid="true"], input[data-invalid]')
    if (invalid) invalid.focus()
    else if (ref.current?.isConnected && (!document.activeElement || document.activeElement === document.body)) ref.current.focus()
  }, [ended, submitting])
  return (
    // Both labels are in the markup, the one not in use hidden: a prerendered form's submission,
    // held until the app has loaded, shows the busy one from the click (index.html's styles).
    <Button ref={ref} type="submit" {...props} disabled={disabled || submitting}>
      <span data-idle-label hidden={submitting}>{children}</span>
      <span data-busy-label hidden={!submitting}>{busyLabel}</span>
    </Button>
  )
}

/** A page form's submit button (a settings page's Save), at the end of its own row. */
export function SaveButton(props: ComponentProps<typeof SubmitButton>) {
  return (
    <Group justify="flex-end">
      <SubmitButton {...props} />
    </Group>
  )
}

export const { useAppForm, withForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, PasswordField, TextareaField, SelectField },
  formComponents: { SubmitButton, SaveButton },
})

/**
 * The <form> of a page that is prerendered (scripts/build.mjs): it is on screen, and can be typed
 * into, autofilled and submitted, before the app has loaded. When the app takes it over (the commit
 * of its hydration: React keeps the inputs' text while it hydrates, and nothing the user does can
 * run between that commit and this layout effect) the form state takes whatever the inputs then
 * hold, so no character or autofill that arrived before or during hydration is lost, and a
 * submission the boot script held back is sent once. A form rendered by the client (after a
 * navigation) starts with its inputs equal to its state, so this changes nothing there.
 */
export function PrerenderedForm({ form, name, children }: { form: AnyFormApi; name?: string; children: ReactNode }) {
  const ref = useRef<HTMLFormElement>(null)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element?.hasAttribute(AWAITING_APP)) return
    for (const [field, value] of Object.entries(form.state.values as Record<string, unknown>)) {
      const input = element.elements.namedItem(field)
      if (input instanceof HTMLInputElement && input.value !== value) form.setFieldValue(field, input.value)
    }
    element.removeAttribute(AWAITING_APP)
    if (element.hasAttribute(SUBMIT_HELD)) {
      element.removeAttribute(SUBMIT_HELD)
      if (!form.state.isSubmitting) void form.handleSubmit()
    }
  }, [form])
  // method="post": should the boot script ever not run, the browser's own submission still keeps
  // the password out of the address and the history. The boot script marks a held Submit on the
  // form before the app hydrates it, an attribute the prerendered HTML does not have: expected.
  return (
    <form ref={ref} name={name} method="post" noValidate onSubmit={submitOnce(form)} suppressHydrationWarning {...{ [AWAITING_APP]: '' }}>
      {children}
    </form>
  )
}

/** Submit handler for a <form>: never a page reload, never a second submit while one runs. */
export function submitOnce(form: { state: { isSubmitting: boolean }; handleSubmit: () => Promise<void> }) {
  return (event: FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    if (form.state.isSubmitting) return
    void form.handleSubmit()
  }
}
