import { useCallback, useState } from 'react'
import type { FieldErrors } from '../../../schemas/api/field-errors.ts'

export interface FieldMessages {
  /** The message to show under the field at `path`, if any. */
  error: (path: string) => string | undefined
  /** The field was left: its own message shows from now on. */
  touch: (path: string) => void
  /** The field was edited: the server's message about it no longer applies. */
  edited: (path: string) => void
}

/**
 * Which of the form's messages show: a field's once it was left (blur), every one after a submit,
 * and the server's refusals (400 fields) until their field is edited.
 */
export function useFieldErrors(errors: FieldErrors) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [submitted, setSubmitted] = useState(false)
  const [server, setServer] = useState<FieldErrors>({})

  const touch = useCallback(
    (path: string) => setTouched((previous) => (previous.has(path) ? previous : new Set(previous).add(path))),
    [],
  )
  const edited = useCallback(
    (path: string) =>
      setServer((previous) => {
        if (!(path in previous)) return previous
        const { [path]: _, ...rest } = previous
        return rest
      }),
    [],
  )
  const messages: FieldMessages = {
    error: (path) => server[path] ?? (submitted || touched.has(path) ? errors[path] : undefined),
    touch,
    edited,
  }
  return { messages, submitted, setSubmitted, server, setServer }
}
