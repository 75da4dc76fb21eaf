import { birthdayDays, birthdayYears, BIRTHDAY_MONTHS, changeBirthday, type BirthdayParts } from './birthday.ts'
import './account-form.css'

export interface BirthdayPickerProps {
  value: BirthdayParts
  /** Today as YYYY-MM-DD: the newest year offered. */
  today: string
  /** The id of the visible label naming the group (FormRow's labelId). */
  labelledBy: string
  invalid?: boolean
  describedBy?: string
  onChange: (value: BirthdayParts) => void
  /** Fires when the focus leaves all three boxes. */
  onBlur?: () => void
}

/**
 * 年 / 月 / 日 boxes (spec 2.8 birthday-style date picker, spec 5 "Date picker"): 100 years back
 * from `today`, days by the month's length (rules in birthday.ts); use formatBirthday for YYYY-MM-DD.
 */
export function BirthdayPicker({
  value,
  today,
  labelledBy,
  invalid = false,
  describedBy,
  onChange,
  onBlur,
}: BirthdayPickerProps) {
  const common = {
    className: 'mf-birthday__select',
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  }
  return (
    <div
      className="mf-birthday"
      role="group"
      aria-labelledby={labelledBy}
      // Judged when the focus leaves all three boxes, not between them.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.()
      }}
    >
      <select
        {...common}
        aria-label="出生年份"
        value={value.year}
        onChange={(event) => onChange(changeBirthday(value, { year: event.target.value }))}
      >
        <option value="">年</option>
        {birthdayYears(today).map((year) => (
          <option key={year} value={String(year)}>
            {year}年
          </option>
        ))}
      </select>
      <select
        {...common}
        aria-label="出生月份"
        value={value.month}
        onChange={(event) => onChange(changeBirthday(value, { month: event.target.value }))}
      >
        <option value="">月</option>
        {BIRTHDAY_MONTHS.map((month) => (
          <option key={month} value={String(month)}>
            {month}月
          </option>
        ))}
      </select>
      <select
        {...common}
        aria-label="出生日"
        value={value.day}
        onChange={(event) => onChange(changeBirthday(value, { day: event.target.value }))}
      >
        <option value="">日</option>
        {birthdayDays(value).map((day) => (
          <option key={day} value={String(day)}>
            {day}日
          </option>
        ))}
      </select>
    </div>
  )
}
