// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { Toaster } from './Toaster.tsx'
import { toast, toastStore } from './toast.ts'

beforeEach(() => {
  vi.useFakeTimers()
  toastStore.setState({ toasts: [] })
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('Toaster', () => {
  it('shows errors as alerts and other kinds as status messages', () => {
    render(<Toaster />)
    act(() => {
      toast.error('库存不足')
      toast.success('成功加入购物车')
      toast.warning('不可放入自由面板')
      toast.info('已复制链接')
    })
    expect(screen.getByRole('alert').textContent).toContain('库存不足')
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual([
      expect.stringContaining('成功加入购物车'),
      expect.stringContaining('不可放入自由面板'),
      expect.stringContaining('已复制链接'),
    ])
    expect(screen.getByRole('alert').className).toContain('mf-toast--error')
  })

  it('removes each toast 3000 ms after it appeared', () => {
    render(<Toaster />)
    act(() => toast.success('领取成功'))
    act(() => vi.advanceTimersByTime(1000))
    act(() => toast.error('操作失败'))
    act(() => vi.advanceTimersByTime(1999))
    expect(screen.queryByText('领取成功')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('领取成功')).toBeNull()
    expect(screen.queryByText('操作失败')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.queryByText('操作失败')).toBeNull()
  })

  it('keeps a polite live region even when empty', () => {
    const { container } = render(<Toaster />)
    expect(container.querySelector('[aria-live="polite"]')).not.toBeNull()
  })
})
