import { useEffect, useRef, useState, type PointerEvent } from 'react'
import { DEFAULT_MAX_QUANTITY, clampQuantity } from './quantity.ts'
import './quantity-input.css'

/** How often a held − / + button steps again. */
export const REPEAT_MS = 200

export interface QuantityInputProps {
  value: number
  onChange: (value: number) => void
  min?: number
  /** The stock; 99999 when unknown. */
  max?: number
  disabled?: boolean
  label?: string
}

/** − [n] + stepper: typed text is clamped on blur/Enter, a held button repeats every 200 ms. */
export function QuantityInput({
  value,
  onChange,
  min = 1,
  max = DEFAULT_MAX_QUANTITY,
  disabled = false,
  label = '购买数量',
}: QuantityInputProps) {
  const [text, setText] = useState(String(value))
  const current = useRef(value)
  const timer = useRef<ReturnType<typeof setInterval> | null>(null)

  useEffect(() => {
    current.current = value
    setText(String(value))
  }, [value])

  // biome-ignore lint/correctness/useExhaustiveDependencies: clears the repeat timer on unmount only; stop reads nothing but a ref.
  useEffect(() => stop, [])

  function stop() {
    if (timer.current !== null) clearInterval(timer.current)
    timer.current = null
  }

  function step(delta: number): boolean {
    const next = clampQuantity(current.current + delta, min, max)
    if (next === current.current) return false
    current.current = next
    setText(String(next))
    onChange(next)
    return true
  }

  function hold(delta: number) {
    return (event: PointerEvent<HTMLButtonElement>) => {
      if (event.button !== 0) return
      event.preventDefault()
      stop()
      if (!step(delta)) return
      timer.current = setInterval(() => {
        if (!step(delta)) stop()
      }, REPEAT_MS)
    }
  }

  /** Reads the field itself: a blur right after typing must not see the text of an older render. */
  function commit(typed: string) {
    const next = clampQuantity(typed, min, max)
    setText(String(next))
    if (next !== current.current) {
      current.current = next
      onChange(next)
    }
  }

  const atMin = value <= min
  const atMax = value >= max
  return (
    <span className="mf-quantity">
      <button
        type="button"
        className="mf-quantity__button"
        aria-label="减少数量"
        disabled={disabled || atMin}
        onPointerDown={hold(-1)}
        onPointerUp={stop}
        onPointerLeave={stop}
        onPointerCancel={stop}
        onClick={(event) => {
          // Keyboard activation (no pointer down before it) steps once.
          if (event.detail === 0) step(-1)
        }}
      >
        −
      </button>
      <input
        className="mf-quantity__input"
        aria-label={label}
        inputMode="numeric"
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onBlur={(event) => commit(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget.value)
        }}
      />
      <button
        type="button"
        className="mf-quantity__button"
        aria-label="增加数量"
        disabled={disabled || atMax}
        onPointerDown={hold(1)}
        onPointerUp={stop}
        onPointerLeave={stop}
        onPointerCancel={stop}
        onClick={(event) => {
          if (event.detail === 0) step(1)
        }}
      >
        +
      </button>
    </span>
  )
}
