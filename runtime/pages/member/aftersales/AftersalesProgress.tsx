import { formatDateTime } from '../../../lib/date.ts'
import type { AftersalesProgressStep } from './aftersales-progress.ts'

const STATE_TEXT = { done: '已完成', current: '进行中', todo: '未开始', failed: '已结束' } as const

/** The progress bar of an application: steps passed in the theme colour with their times. */
export function AftersalesProgress({ steps }: { steps: AftersalesProgressStep[] }) {
  // The step to point at: the one in progress, else the last one reached.
  const current = steps.findIndex((step) => step.state === 'current' || step.state === 'failed')
  const pointed = current >= 0 ? current : steps.length - 1
  return (
    <ol className="mf-as-progress" aria-label="售后进度">
      {steps.map((step, index) => (
        <li
          key={step.key}
          className={`mf-as-progress__step is-${step.state}`}
          aria-current={index === pointed ? 'step' : undefined}
        >
          <span className="mf-as-progress__dot" aria-hidden="true">
            {step.state === 'done' ? '✓' : step.state === 'failed' ? '!' : index + 1}
          </span>
          <span className="mf-as-progress__title">
            {step.title}
            <span className="mf-visually-hidden">（{STATE_TEXT[step.state]}）</span>
          </span>
          <span className="mf-as-progress__time">{step.time !== null && step.state !== 'todo' ? formatDateTime(step.time) : '\u00a0'}</span>
        </li>
      ))}
    </ol>
  )
}
