import { SETTLE_STEPS } from './next-step.ts'

/** The three settlement steps with the current one marked; `current` past the last means all are done. */
export function SettleSteps({ current }: { current: number }) {
  return (
    <ol className="mf-settle-steps" aria-label="入驻步骤">
      {SETTLE_STEPS.map((label, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo'
        return (
          <li
            key={label}
            className={`mf-settle-steps__step is-${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="mf-settle-steps__number" aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className="mf-settle-steps__label">
              {label}
              {state === 'done' && <span className="mf-visually-hidden">（已完成）</span>}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
