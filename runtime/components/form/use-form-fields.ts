import { useCallback, useRef, useState } from 'react'
import type { FieldErrors } from '../../../schemas/api/field-errors.ts'

/** A form's values by field; text forms hold strings, others may hold a region, a birthday, a flag. */
export type FieldValues<K extends string> = Record<K, string>
/** A field's rule sees every value, so a confirmation can compare with its password; null means valid. */
export type FieldRules<K extends string, V extends Record<K, unknown> = FieldValues<K>> = Partial<
  Record<K, (values: V) => string | null>
>

export interface FormFields<K extends string, V extends Record<K, unknown> = FieldValues<K>> {
  values: V
  errors: FieldErrors<K>
  /** Updates a value; a field already showing an error is re-checked as the shopper fixes it. */
  change<N extends K>(name: N, value: V[N]): void
  /** Spec 4 "Form item validation": a field is checked when it loses focus. */
  blur(name: K): void
  /** Checks the named fields (every ruled field by default, in the rules' order); answers the first invalid one, or null. */
  validate(names?: readonly K[]): K | null
  /** Shows a message (e.g. the server's) under a field; null clears it. */
  setError(name: K, message: string | null): void
  /** Starts over from new values with no messages (a dialog reopened, a form saved). */
  reset(values: V): void
}

/** Fields whose values are trimmed (spec 5: text input trims); passwords are kept exactly as typed. */
function cleaned<K extends string, V extends Record<K, unknown>>(values: V, trimmed: ReadonlySet<K>): V {
  const next = { ...values }
  for (const name of trimmed) {
    const value = next[name]
    if (typeof value === 'string') next[name] = value.trim() as V[K]
  }
  return next
}

/**
 * Values, inline errors and validation for a form (spec 5 "Form: rules per prop, triggered on blur
 * or explicit validate; the required rule shows its message"). Rules live with each form (and
 * schemas/form-rules.ts); this hook only decides when they run: on blur, on `validate()` before
 * sending, and again on every change while a field shows a message. `trimmedFields` are trimmed
 * on blur and validate.
 *
 * ```tsx
 * const form = useFormFields<'mobile' | 'vcode'>({ mobile: '', vcode: '' }, rules, ['mobile', 'vcode'])
 * if (form.validate()) return // the first invalid field's name, to focus
 * ```
 */
export function useFormFields<K extends string, V extends Record<K, unknown> = FieldValues<K>>(
  initial: V,
  rules: FieldRules<K, V>,
  trimmedFields: readonly K[] = [],
): FormFields<K, V> {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors<K>>({})
  // Handlers read the latest values and rules without being rebuilt on every keystroke.
  const latest = useRef(values)
  latest.current = values
  const shown = useRef(errors)
  shown.current = errors
  const currentRules = useRef(rules)
  currentRules.current = rules
  const trimmed = useRef(new Set(trimmedFields)).current

  const check = useCallback((names: readonly K[], source: V): FieldErrors<K> => {
    const found: FieldErrors<K> = {}
    for (const name of names) {
      const message = currentRules.current[name]?.(source)
      if (message) found[name] = message
    }
    return found
  }, [])

  const apply = useCallback((names: readonly K[], found: FieldErrors<K>) => {
    setErrors((current) => {
      const next = { ...current }
      for (const name of names) {
        if (found[name]) next[name] = found[name]
        else delete next[name]
      }
      return next
    })
  }, [])

  const change = useCallback(
    <N extends K>(name: N, value: V[N]) => {
      const next = { ...latest.current, [name]: value }
      latest.current = next
      setValues(next)
      if (shown.current[name]) apply([name], check([name], cleaned(next, trimmed)))
    },
    [apply, check, trimmed],
  )

  const settle = useCallback(
    (names: readonly K[]): FieldErrors<K> => {
      const next = cleaned(latest.current, trimmed)
      latest.current = next
      setValues(next)
      const found = check(names, next)
      apply(names, found)
      return found
    },
    [apply, check, trimmed],
  )

  const blur = useCallback((name: K) => void settle([name]), [settle])

  const validate = useCallback(
    (names?: readonly K[]): K | null => {
      const list = names ?? (Object.keys(currentRules.current) as K[])
      const found = settle(list)
      return list.find((name) => found[name]) ?? null
    },
    [settle],
  )

  const setError = useCallback(
    (name: K, message: string | null) => apply([name], message ? ({ [name]: message } as FieldErrors<K>) : {}),
    [apply],
  )

  const reset = useCallback((next: V) => {
    latest.current = next
    shown.current = {}
    setValues(next)
    setErrors({})
  }, [])

  return { values, errors, change, blur, validate, setError, reset }
}
