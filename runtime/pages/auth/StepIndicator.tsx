export interface StepIndicatorProps {
  steps: readonly string[]
  /** Index of the step being done. */
  current: number
}

/** The steps indicator of spec 2.8: numbered steps, done ones ticked, the current one marked. */
export function StepIndicator({ steps, current }: StepIndicatorProps) {
  return (
    <ol className="mf-auth-steps" aria-label="找回密码步骤">
      {steps.map((label, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo'
        return (
          <li
            key={label}
            className={`mf-auth-steps__step is-${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="mf-auth-steps__number" aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className="mf-auth-steps__label">
              {label}
              {state === 'done' && <span className="mf-visually-hidden">（已完成）</span>}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
