// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from './ConfirmDialog.tsx'
import { DESTROY_DELAY_MS, Modal, type ModalProps } from './Modal.tsx'

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
  document.body.style.overflow = ''
})

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <Modal
        title="标题"
        open={open}
        onClose={(reason) => {
          props.onClose?.(reason)
          setOpen(false)
        }}
        width={props.width}
        maskClosable={props.maskClosable}
      >
        <input aria-label="第一项" />
        <button type="button">最后</button>
      </Modal>
    </>
  )
}

describe('Modal', () => {
  it('is a labelled modal dialog of 800 × 600 by default', () => {
    render(<Harness />)
    const dialog = screen.getByRole('dialog', { name: '标题' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.style.width).toBe('800px')
    expect(dialog.style.height).toBe('600px')
  })

  it('locks body scroll while open and restores it and the position afterwards', () => {
    vi.useFakeTimers()
    Object.defineProperty(window, 'scrollY', { value: 240, configurable: true })
    render(<Harness />)
    expect(document.body.style.overflow).toBe('hidden')
    fireEvent.click(screen.getByRole('button', { name: '关闭' }))
    expect(document.body.style.overflow).toBe('')
    expect(window.scrollTo).toHaveBeenCalledWith(0, 240)
  })

  it('closes by the icon and is destroyed 300 ms later', () => {
    vi.useFakeTimers()
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    fireEvent.click(screen.getByRole('button', { name: '关闭' }))
    expect(onClose).toHaveBeenCalledWith('icon')
    expect(document.querySelector('.mf-modal.is-closing')).not.toBeNull()
    act(() => vi.advanceTimersByTime(DESTROY_DELAY_MS - 1))
    expect(document.querySelector('.mf-modal')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(document.querySelector('.mf-modal')).toBeNull()
  })

  it('closes on the mask only when maskClosable', () => {
    const onClose = vi.fn()
    const { unmount } = render(<Harness onClose={onClose} />)
    fireEvent.click(document.querySelector('.mf-modal__mask')!)
    expect(onClose).not.toHaveBeenCalled()
    unmount()
    render(<Harness onClose={onClose} maskClosable />)
    fireEvent.click(document.querySelector('.mf-modal__mask')!)
    expect(onClose).toHaveBeenCalledWith('mask')
  })

  it('focuses inside, traps Tab in both directions and gives focus back', () => {
    vi.useFakeTimers()
    render(<Harness />)
    const first = screen.getByRole('button', { name: '关闭' })
    const last = screen.getByRole('button', { name: '最后' })
    expect(document.activeElement).toBe(first)
    last.focus()
    fireEvent.keyDown(last, { key: 'Tab' })
    expect(document.activeElement).toBe(first)
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)
    fireEvent.keyDown(last, { key: 'Escape' })
    act(() => vi.advanceTimersByTime(DESTROY_DELAY_MS))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('ConfirmDialog', () => {
  it('sits 30% from the top, 416 wide, with 取消 and 确定', () => {
    const onOk = vi.fn()
    const onCancel = vi.fn()
    render(
      <ConfirmDialog open onOk={onOk} onCancel={onCancel}>
        请确认是否移除该商品?
      </ConfirmDialog>,
    )
    const dialog = screen.getByRole('dialog', { name: '提示' })
    expect(dialog.style.width).toBe('416px')
    expect(dialog.style.top).toBe('30%')
    fireEvent.click(screen.getByRole('button', { name: '取消' }))
    expect(onCancel).toHaveBeenCalledOnce()
    fireEvent.click(screen.getByRole('button', { name: '确定' }))
    expect(onOk).toHaveBeenCalledOnce()
  })
})
