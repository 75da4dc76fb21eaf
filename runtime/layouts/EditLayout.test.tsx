// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { EditLayout } from './EditLayout.tsx'

afterEach(cleanup)

describe('EditLayout', () => {
  it('offers the widget actions in the spec order and reports the one clicked', () => {
    const onAction = vi.fn()
    render(
      <EditLayout onAction={onAction} disabled={new Set(['move-up'])}>
        <p>挂件</p>
      </EditLayout>,
    )
    const toolbar = screen.getByRole('toolbar', { name: '挂件操作' })
    const buttons = Array.from(toolbar.querySelectorAll('button'))
    expect(buttons.map((b) => b.textContent)).toEqual(['编辑', '上方添加', '下方添加', '上移', '下移', '删除'])
    expect(screen.getByText('挂件')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: '下方添加' }))
    fireEvent.click(screen.getByRole('button', { name: '上移' }))
    expect(onAction.mock.calls).toEqual([['add-below']])
  })
})
