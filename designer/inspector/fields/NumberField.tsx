import { useEffect, useState, type KeyboardEvent } from 'react'
import { numberBounds } from '../../../schemas/hints/walk.ts'
import { readNumber } from './number-input.ts'
import type { BasicFieldProps } from './types.ts'

/**
 * A number within the spec 5 bounds (the schema's minimum/maximum narrowed by the hint). A value
 * in range is stored as it is typed; one out of range shows 不能小于N / 不能大于N while it is
 * typed and is never stored: leaving the field (or Enter) stores it clamped.
 */
export function NumberField({ id, path, value, onChange, schema, hint }: BasicFieldProps) {
  const bounds = numberBounds(schema, hint)
  const stored = typeof value === 'number' ? value : Number(value ?? 0) || 0
  const [draft, setDraft] = useState(String(stored))
  const [message, setMessage] = useState<string | null>(null)

  // Undo, a drag on the canvas or another control may change the value under the input.
  // The bounds come from the field's schema and hint, which never change for a mounted field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the bounds come from the schema and hint, fixed for a mounted field and rebuilt as a new object every render.
  useEffect(() => {
    setDraft((current) => {
      const reading = readNumber(current, bounds)
      return reading.kind === 'ok' && reading.value === stored ? current : String(stored)
    })
  }, [stored])

  function edit(text: string) {
    setDraft(text)
    const reading = readNumber(text, bounds)
    setMessage(reading.kind === 'out-of-range' ? reading.message : null)
    if (reading.kind === 'ok' && reading.value !== stored) onChange(reading.value)
  }

  function settle() {
    const reading = readNumber(draft, bounds)
    setMessage(null)
    if (reading.kind === 'out-of-range') {
      setDraft(String(reading.clamped))
      if (reading.clamped !== stored) onChange(reading.clamped)
    } else if (reading.kind === 'empty') {
      setDraft(String(stored))
    }
  }

  function key(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') settle()
  }

  const messageId = `${id}-message`
  return (
    <span className="dzi-number">
      <input
        id={id}
        data-field-path={path}
        className={message ? 'dzi-input dzi-input--number is-invalid' : 'dzi-input dzi-input--number'}
        type="number"
        inputMode={bounds.integer ? 'numeric' : 'decimal'}
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={draft}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        onChange={(event) => edit(event.target.value)}
        onBlur={settle}
        onKeyDown={key}
      />
      {message && (
        <span id={messageId} className="dzi-field-message" role="alert">
          {message}
        </span>
      )}
    </span>
  )
}
