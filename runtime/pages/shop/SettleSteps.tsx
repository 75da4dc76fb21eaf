import { StepList } from '../../components/steps/StepList.tsx'
import { SETTLE_STEPS } from './next-step.ts'

/** The three settlement steps with the current one marked; `current` past the last means all are done. */
export function SettleSteps({ current }: { current: number }) {
  return <StepList steps={SETTLE_STEPS} current={current} label="入驻步骤" block="mf-settle-steps" />
}
