import { useCallback, useRef, useState } from 'react'

export type FieldValues<K extends string> = Record<K, string>
export type FieldErrors<K extends string> = Partial<Record<K, string>>
/** A field's rule sees every value, so a confirmation can compare with its password. */
export type FieldRules<K extends string> = Partial<Record<K, (values: FieldValues<K>) => string | null>>

export interface FormFields<K extends string> {
  values: FieldValues<K>
  errors: FieldErrors<K>
  /** Updates a value; a field already showing an error is re-checked as the shopper fixes it. */
  change(name: K, value: string): void
  /** Spec 4 "Form item validation": a field is checked when it loses focus. */
  blur(name: K): void
  /** Checks the named fields (every ruled field by default); answers the first invalid one, or null. */
  validate(names?: readonly K[]): K | null
  /** Shows a message (e.g. the server's) under a field. */
  setError(name: K, message: string | null): void
}

/** Fields whose values are trimmed (spec 5: text input trims); passwords are kept exactly as typed. */
function cleaned<K extends string>(values: FieldValues<K>, trimmed: ReadonlySet<K>): FieldValues<K> {
  const next = { ...values }
  for (const name of trimmed) next[name] = next[name].trim()
  return next
}

/** Values, inline errors and on-blur validation for a small form. */
export function useFormFields<K extends string>(initial: FieldValues<K>, rules: FieldRules<K>, trimmedFields: readonly K[] = []): FormFields<K> {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors<K>>({})
  // Handlers read the latest values without being rebuilt on every keystroke.
  const latest = useRef(values)
  latest.current = values
  const shown = useRef(errors)
  shown.current = errors
  const trimmed = useRef(new Set(trimmedFields)).current

  const check = useCallback(
    (names: readonly K[], source: FieldValues<K>): FieldErrors<K> => {
      const found: FieldErrors<K> = {}
      for (const name of names) {
        const message = rules[name]?.(source)
        if (message) found[name] = message
      }
      return found
    },
    [rules],
  )

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
    (name: K, value: string) => {
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
      const list = names ?? (Object.keys(rules) as K[])
      const found = settle(list)
      return list.find((name) => found[name]) ?? null
    },
    [rules, settle],
  )

  const setError = useCallback((name: K, message: string | null) => apply([name], message ? ({ [name]: message } as FieldErrors<K>) : {}), [apply])

  return { values, errors, change, blur, validate, setError }
}
