// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { SmsCodeButton } from './SmsCodeButton.tsx'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('SmsCodeButton', () => {
  it('counts 60 s down after a send, then offers 重新获取验证码', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    const onSend = vi.fn().mockResolvedValue(true)
    render(<SmsCodeButton onSend={onSend} />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '获取验证码' })))
    const counting = screen.getByRole('button', { name: '60秒后重新获取' }) as HTMLButtonElement
    expect(counting.disabled).toBe(true)
    act(() => void vi.advanceTimersByTime(1000))
    expect(screen.getByRole('button', { name: '59秒后重新获取' })).toBeTruthy()
    act(() => void vi.advanceTimersByTime(59_000))
    const again = screen.getByRole('button', { name: '重新获取验证码' }) as HTMLButtonElement
    expect(again.disabled).toBe(false)
  })

  it('stays idle when the send did not go out', async () => {
    const onSend = vi.fn().mockResolvedValue(false)
    render(<SmsCodeButton onSend={onSend} />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '获取验证码' })))
    expect(onSend).toHaveBeenCalledOnce()
    expect((screen.getByRole('button', { name: '获取验证码' }) as HTMLButtonElement).disabled).toBe(false)
  })
})
