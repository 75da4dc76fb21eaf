import type { BasicFieldProps } from './types.ts'

/** A text or textarea field. It records every change: the store merges one typing burst into a single undo step. */
export function TextField({ id, path, value, onChange, schema, hint }: BasicFieldProps) {
  const text = typeof value === 'string' ? value : ''
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined
  if (hint.kind === 'textarea') {
    return (
      <textarea
        id={id}
        data-field-path={path}
        className="dzi-input dzi-input--area"
        rows={3}
        value={text}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
    )
  }
  return (
    <input
      id={id}
      data-field-path={path}
      className="dzi-input"
      type="text"
      value={text}
      maxLength={maxLength}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}
