import type { ChangeEvent } from 'react'
import type { BasicFieldProps } from './types.ts'

/** A text or textarea field. It records every change: the store merges one typing burst into a single undo step. */
export function TextField({ id, path, value, onChange, schema, hint }: BasicFieldProps) {
  const text = typeof value === 'string' ? value : ''
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined
  const control = {
    id,
    'data-field-path': path,
    value: text,
    maxLength,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  }
  if (hint.kind === 'textarea') return <textarea {...control} className="dzi-input dzi-input--area" rows={3} />
  return <input {...control} className="dzi-input" type="text" />
}
