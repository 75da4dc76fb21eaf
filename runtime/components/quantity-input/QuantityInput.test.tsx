// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { QuantityInput, REPEAT_MS } from './QuantityInput.tsx'
import { clampQuantity } from './quantity.ts'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('clampQuantity', () => {
  it('turns non-numeric, empty and zero input into the minimum', () => {
    expect(clampQuantity('abc', 1, 10)).toBe(1)
    expect(clampQuantity('', 1, 10)).toBe(1)
    expect(clampQuantity('0', 1, 10)).toBe(1)
  })
  it('clamps into min..max and drops fractions', () => {
    expect(clampQuantity('-3', 1, 10)).toBe(1)
    expect(clampQuantity('25', 1, 10)).toBe(10)
    expect(clampQuantity('4.7', 1, 10)).toBe(4)
  })
  it('never goes under min when the stock is smaller', () => {
    expect(clampQuantity(5, 1, 0)).toBe(1)
  })
})

function Harness({ max, onChange }: { max?: number; onChange?: (n: number) => void }) {
  const [value, setValue] = useState(1)
  return (
    <QuantityInput
      value={value}
      max={max}
      onChange={(n) => {
        setValue(n)
        onChange?.(n)
      }}
    />
  )
}

describe('QuantityInput', () => {
  it('labels its controls for assistive technology', () => {
    render(<Harness />)
    expect(screen.getByRole('button', { name: '减少数量' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '增加数量' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: '购买数量' })).toBeTruthy()
  })

  it('clamps typed text to the stock on blur, and junk to 1', () => {
    const onChange = vi.fn()
    render(<Harness max={8} onChange={onChange} />)
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: '购买数量' })
    fireEvent.change(input, { target: { value: '50' } })
    fireEvent.blur(input)
    expect(input.value).toBe('8')
    expect(onChange).toHaveBeenLastCalledWith(8)
    fireEvent.change(input, { target: { value: 'x' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(input.value).toBe('1')
  })

  it('steps once per press and repeats every 200 ms while held', () => {
    vi.useFakeTimers()
    const onChange = vi.fn()
    render(<Harness max={5} onChange={onChange} />)
    const plus = screen.getByRole('button', { name: '增加数量' })
    fireEvent.pointerDown(plus, { button: 0 })
    expect(onChange).toHaveBeenLastCalledWith(2)
    act(() => vi.advanceTimersByTime(REPEAT_MS * 2))
    expect(onChange).toHaveBeenLastCalledWith(4)
    fireEvent.pointerUp(plus)
    act(() => vi.advanceTimersByTime(REPEAT_MS * 3))
    expect(onChange).toHaveBeenCalledTimes(3)
  })

  it('stops repeating at the stock and disables + there', () => {
    vi.useFakeTimers()
    const onChange = vi.fn()
    render(<Harness max={3} onChange={onChange} />)
    const plus = screen.getByRole<HTMLButtonElement>('button', { name: '增加数量' })
    fireEvent.pointerDown(plus, { button: 0 })
    act(() => vi.advanceTimersByTime(REPEAT_MS * 10))
    expect(onChange).toHaveBeenLastCalledWith(3)
    expect(onChange).toHaveBeenCalledTimes(2)
    expect(plus.disabled).toBe(true)
  })

  it('disables − at the minimum and steps down from the keyboard', () => {
    render(<Harness />)
    const minus = screen.getByRole<HTMLButtonElement>('button', { name: '减少数量' })
    expect(minus.disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: '增加数量' }), { detail: 0 })
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '购买数量' }).value).toBe('2')
    fireEvent.click(minus, { detail: 0 })
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '购买数量' }).value).toBe('1')
  })
})
