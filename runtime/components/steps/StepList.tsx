export interface StepListProps {
  steps: readonly string[]
  /** Index of the step being done; past the last means all are done. */
  current: number
  /** The list's accessible name. */
  label: string
  /** The class the list's own classes start with (`mf-auth-steps`: `mf-auth-steps__step` ...): its looks stay the page's. */
  block: string
}

/** The steps indicator of spec 2.8: numbered steps, done ones ticked, the current one marked. */
export function StepList({ steps, current, label, block }: StepListProps) {
  return (
    <ol className={block} aria-label={label}>
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo'
        return (
          <li
            key={step}
            className={`${block}__step is-${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={`${block}__number`} aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className={`${block}__label`}>
              {step}
              {state === 'done' && <span className="mf-visually-hidden">（已完成）</span>}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
