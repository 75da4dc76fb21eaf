import { ACTIVITY_STATE_LABELS, type ActivityState } from '../../../schemas/promotion-rules.ts'

const TONE: Record<ActivityState, string> = {
  upcoming: 'ac-status--warn',
  running: 'ac-status--ok',
  ended: 'ac-status--off',
  disabled: 'ac-status--off',
}

/** 未开始 / 进行中 / 已结束 / 已停用 as the lists show it. */
export const StateBadge = ({ state }: { state: ActivityState }) => (
  <span className={`ac-status ${TONE[state]}`}>{ACTIVITY_STATE_LABELS[state]}</span>
)

export const STATE_OPTIONS = [
  { value: 'all', label: '全部状态' },
  ...(Object.keys(ACTIVITY_STATE_LABELS) as ActivityState[]).map((value) => ({
    value,
    label: ACTIVITY_STATE_LABELS[value],
  })),
] as const
