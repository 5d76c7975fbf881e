import { Button, PasswordInput, TextInput, Textarea, type ButtonProps, type Select as MantineSelect } from '@mantine/core'
import { createFormHook, createFormHookContexts, useStore } from '@tanstack/react-form'
import { lazy, Suspense, useSyncExternalStore, type ChangeEvent, type ComponentProps, type FormEvent, type ReactNode } from 'react'

const Select = lazy(() => import('./select-input'))

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
 * touched (or the form submitted), and blur.
 */
export function useBoundField<T>() {
  const field = useFieldContext<T>()
  const value = useStore(field.store, (s) => s.value)
  const meta = useStore(field.store, (s) => s.meta)
  const submitted = useStore(field.form.store, (s) => s.submissionAttempts > 0)
  const error = meta.isTouched || submitted ? firstError(meta.errors) : undefined
  return { field, value, bound: { name: field.name, error, onBlur: field.handleBlur } }
}

/** Input filters (spec section 5): name inputs accept letters only; some strip whitespace. */
export type InputFilter = 'letters' | 'no-spaces'
const filters: Record<InputFilter, (v: string) => string> = {
  letters: (v) => v.replace(/[^A-Za-z]/g, ''),
  'no-spaces': (v) => v.replace(/\s/g, ''),
}

type TextFieldProps = Omit<ComponentProps<typeof TextInput>, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'> & {
  filter?: InputFilter
}

/** A text-like input's binding: the bound field with its text ('' for none), changed as typed (through the filter). */
function useTextBinding(filter?: InputFilter) {
  const { field, value, bound } = useBoundField<string>()
  return {
    ...bound,
    value: value ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      field.handleChange(filter ? filters[filter](e.currentTarget.value) : e.currentTarget.value),
  }
}

export function TextField({ filter, ...props }: TextFieldProps) {
  return <TextInput {...props} {...useTextBinding(filter)} />
}

type PasswordFieldProps = Omit<ComponentProps<typeof PasswordInput>, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'>

export function PasswordField(props: PasswordFieldProps) {
  return (
    <PasswordInput
      {...props}
      {...useTextBinding()}
      visibilityToggleButtonProps={{ 'aria-label': `Show or hide ${String(props.label ?? 'password').toLowerCase()}` }}
    />
  )
}

type TextareaFieldProps = Omit<ComponentProps<typeof Textarea>, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'>

export function TextareaField(props: TextareaFieldProps) {
  return <Textarea {...props} {...useTextBinding()} />
}

type SelectFieldProps = Omit<ComponentProps<typeof MantineSelect>, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'>

export function SelectField(props: SelectFieldProps) {
  const { field, value, bound } = useBoundField<string>()
  return (
    <Suspense fallback={<TextInput label={props.label} placeholder={props.placeholder} disabled readOnly value="" />}>
      <Select
        allowDeselect={false}
        {...props}
        {...bound}
        value={value || null}
        onChange={(v) => field.handleChange(v === null || v === undefined ? '' : String(v))}
      />
    </Suspense>
  )
}

/** The submit button: disabled and showing its busy label while the form submits. */
const noSubscription = () => () => {}

export function SubmitButton({
  children,
  busyLabel,
  disabled,
  ...props
}: ButtonProps & { children: ReactNode; busyLabel: string; disabled?: boolean }) {
  const form = useFormContext()
  const submitting = useStore(form.store, (s) => s.isSubmitting)
  // A prerendered form (scripts/build.mjs) cannot be sent before the app has hydrated it: the
  // browser's own submission would put the fields in the address.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  return (
    <Button type="submit" {...props} disabled={disabled || submitting || !hydrated}>
      {submitting ? busyLabel : children}
    </Button>
  )
}

export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, PasswordField, TextareaField, SelectField },
  formComponents: { SubmitButton },
})

/**
 * A prerendered page's form (scripts/build.mjs) can be typed into before the app has loaded: the
 * form the app hydrates it with starts from what was typed, so nothing is lost. Read once, by the
 * form that hydrates the page: the read takes the page's prerendered mark away, so no later form
 * (the next screen, rendered while this one's inputs are still in the page) copies them.
 */
export function typedBeforeHydration<T extends Record<string, string>>(defaults: T): T {
  if (typeof document === 'undefined') return defaults
  const root = document.querySelector('#root[data-prerendered]')
  if (!root) return defaults
  root.removeAttribute('data-prerendered')
  const typed = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value
  return Object.fromEntries(Object.entries(defaults).map(([name, value]) => [name, typed(name) || value])) as T
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
