import { DASHBOARD_RANGES, type DashboardRange } from '../../schemas/api/admin/dashboard.ts'

/** 今日 / 近7天 / 近30天: a segmented switch; the pressed button is the range shown. */
export function RangeSwitch({ value, onChange }: { value: DashboardRange; onChange: (range: DashboardRange) => void }) {
  return (
    <div className="ac-dash-ranges" role="group" aria-label="统计时间">
      {DASHBOARD_RANGES.map((range) => (
        <button
          key={range.value}
          type="button"
          className="ac-dash-ranges__button"
          aria-pressed={range.value === value}
          onClick={() => onChange(range.value)}
        >
          {range.label}
        </button>
      ))}
    </div>
  )
}
