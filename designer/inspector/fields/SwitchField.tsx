import type { BasicFieldProps } from './types.ts'

/** An on/off switch (role switch); its label element names it. */
export function SwitchField({ id, path, value, onChange }: BasicFieldProps) {
  const on = value === true
  return (
    <button
      id={id}
      data-field-path={path}
      type="button"
      role="switch"
      aria-checked={on}
      className={on ? 'dzi-switch is-on' : 'dzi-switch'}
      onClick={() => onChange(!on)}
    >
      <span className="dzi-switch__knob" aria-hidden="true" />
      <span className="dzi-switch__text">{on ? '开' : '关'}</span>
    </button>
  )
}
