import { formatDateTime } from '../../../../lib/date.ts'
import { reachedStep, type ProgressStep } from './order-progress.ts'

/** The steps an order goes through, those reached in the theme colour with their times. */
export function OrderProgress({ steps }: { steps: ProgressStep[] }) {
  const reached = reachedStep(steps)
  return (
    <ol className="mf-order-progress" aria-label="订单进度">
      {steps.map((step, i) => {
        const done = i <= reached && step.time !== null
        return (
          <li
            key={step.title}
            className={`mf-order-progress__step${done ? ' is-done' : ''}${i === reached ? ' is-current' : ''}`}
            aria-current={i === reached ? 'step' : undefined}
          >
            <span className="mf-order-progress__dot" aria-hidden="true">
              {done ? '✓' : i + 1}
            </span>
            <span className="mf-order-progress__title">{step.title}</span>
            <span className="mf-order-progress__time">{done ? formatDateTime(step.time) : '\u00a0'}</span>
          </li>
        )
      })}
    </ol>
  )
}
