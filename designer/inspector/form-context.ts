import { createContext, useContext } from 'react'
import type { DraftWidget } from '../store/types.ts'

/** What every field of one form shares: whose fields they are and how an edit is recorded. */
export interface FormScope {
  /** The widget's uuid, or 'page' for the page settings. */
  target: string
  /** The object the form edits (the widget, or the page settings). */
  root: unknown
  widget: DraftWidget | null
  /** Records the value at `path` as one update-field command (nothing for a no-op). */
  commit: (path: string, after: unknown) => void
}

export const FormContext = createContext<FormScope | null>(null)

export function useFormScope(): FormScope {
  const scope = useContext(FormContext)
  if (!scope) throw new Error('a field is rendered outside SchemaForm')
  return scope
}
