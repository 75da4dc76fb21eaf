import { formatDateTime } from '../../../lib/date.ts'
import { StepProgress } from '../orders/StepProgress.tsx'
import type { AftersalesProgressStep } from './aftersales-progress.ts'

const STATE_TEXT = { done: '已完成', current: '进行中', todo: '未开始', failed: '已结束' } as const

/** The progress bar of an application: steps passed in the theme colour with their times. */
export function AftersalesProgress({ steps }: { steps: AftersalesProgressStep[] }) {
  // The step to point at: the one in progress, else the last one reached.
  const current = steps.findIndex((step) => step.state === 'current' || step.state === 'failed')
  const pointed = current >= 0 ? current : steps.length - 1
  return (
    <StepProgress
      label="售后进度"
      steps={steps.map((step, index) => ({
        key: step.key,
        title: step.title,
        dot: step.state === 'done' ? '✓' : step.state === 'failed' ? '!' : String(index + 1),
        marks: [step.state],
        pointed: index === pointed,
        time: step.time !== null && step.state !== 'todo' ? formatDateTime(step.time) : '',
        spoken: `（${STATE_TEXT[step.state]}）`,
      }))}
    />
  )
}
