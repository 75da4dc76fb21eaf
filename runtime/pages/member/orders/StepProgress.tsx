import './step-progress.css'

export type StepMark = 'done' | 'current' | 'failed' | 'todo'

export interface StepView {
  key: string
  title: string
  /** What the circle shows: ✓, ! or the step's number. */
  dot: string
  /** Classes is-done / is-current / is-failed / is-todo; an order's reached step is done and current. */
  marks: readonly StepMark[]
  /** The step aria-current points at. */
  pointed: boolean
  /** Formatted time, or '' while the step has none to show. */
  time: string
  /** Read out after the title for screen readers, e.g. （已完成）. */
  spoken?: string
}

/** A horizontal progress bar of an order or an after-sales request: steps reached in the theme colour, with their times. */
export function StepProgress({ label, steps }: { label: string; steps: readonly StepView[] }) {
  return (
    <ol className="mf-step-progress" aria-label={label}>
      {steps.map((step) => (
        <li
          key={step.key}
          className={['mf-step-progress__step', ...step.marks.map((mark) => `is-${mark}`)].join(' ')}
          aria-current={step.pointed ? 'step' : undefined}
        >
          <span className="mf-step-progress__dot" aria-hidden="true">
            {step.dot}
          </span>
          <span className="mf-step-progress__title">
            {step.title}
            {step.spoken && <span className="mf-visually-hidden">{step.spoken}</span>}
          </span>
          <span className="mf-step-progress__time">{step.time || '\u00a0'}</span>
        </li>
      ))}
    </ol>
  )
}
