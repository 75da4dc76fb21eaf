// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { BirthdayPicker } from './BirthdayPicker.tsx'
import { EMPTY_BIRTHDAY, formatBirthday } from './birthday.ts'

afterEach(cleanup)

function Harness() {
  const [value, setValue] = useState(EMPTY_BIRTHDAY)
  return (
    <>
      <span id="birthday-label">生日</span>
      <BirthdayPicker value={value} today="2026-11-25" labelledBy="birthday-label" onChange={setValue} />
      <output>{formatBirthday(value)}</output>
    </>
  )
}

describe('BirthdayPicker', () => {
  it('offers 100 years back from today and gives YYYY-MM-DD once all three are chosen', () => {
    render(<Harness />)
    expect(screen.getByRole('group', { name: '生日' })).toBeTruthy()
    const year = screen.getByRole('combobox', { name: '出生年份' }) as HTMLSelectElement
    expect(year.options).toHaveLength(101)
    expect(year.options[1]!.textContent).toBe('2026年')
    fireEvent.change(year, { target: { value: '2000' } })
    fireEvent.change(screen.getByRole('combobox', { name: '出生月份' }), { target: { value: '2' } })
    fireEvent.change(screen.getByRole('combobox', { name: '出生日' }), { target: { value: '29' } })
    expect(screen.getByRole('status').textContent).toBe('2000-02-29')
    // 2001 has no 29 February: the day is cleared.
    fireEvent.change(year, { target: { value: '2001' } })
    expect(screen.getByRole('status').textContent).toBe('')
  })
})
