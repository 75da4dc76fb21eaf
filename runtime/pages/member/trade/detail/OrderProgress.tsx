import { formatDateTime } from '../../../../lib/date.ts'
import { StepProgress, type StepMark } from '../../orders/StepProgress.tsx'
import { reachedStep, type ProgressStep } from './order-progress.ts'

/** The steps an order goes through, those reached in the theme colour with their times. */
export function OrderProgress({ steps }: { steps: ProgressStep[] }) {
  const reached = reachedStep(steps)
  return (
    <StepProgress
      label="订单进度"
      steps={steps.map((step, i) => {
        const done = i <= reached && step.time !== null
        const marks: StepMark[] = [done ? 'done' : 'todo', ...(i === reached ? (['current'] as const) : [])]
        return {
          key: step.title,
          title: step.title,
          dot: done ? '✓' : String(i + 1),
          marks,
          pointed: i === reached,
          time: done ? formatDateTime(step.time) : '',
        }
      })}
    />
  )
}
