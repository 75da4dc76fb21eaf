// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { SaveModuleButton } from './SaveModuleButton.tsx'
import { loadPanelPage } from './test-panel.ts'

beforeEach(() => {
  window.localStorage.clear()
  loadPanelPage()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe("the edit toolbar's 保存为组合模块", () => {
  it('is offered for a free panel on the page only, not for its children or other widgets', () => {
    const { rerender } = render(<SaveModuleButton uuid="other" />)
    expect(screen.queryByRole('button', { name: '保存为组合模块' })).toBeNull()
    rerender(<SaveModuleButton uuid="kid" />)
    expect(screen.queryByRole('button', { name: '保存为组合模块' })).toBeNull()
    rerender(<SaveModuleButton uuid="panel" />)
    fireEvent.click(screen.getByRole('button', { name: '保存为组合模块' }))
    expect(screen.getByRole('dialog', { name: '保存为组合模块' })).toBeTruthy()
  })

  it("keeps the dialog's presses and keys from reaching the toolbar and the widget frame", () => {
    const outside = { mouseDown: vi.fn(), keyDown: vi.fn() }
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: the test's stand-in for the widget frame around the toolbar.
      <div onMouseDown={outside.mouseDown} onKeyDown={outside.keyDown}>
        <SaveModuleButton uuid="panel" />
      </div>,
    )
    fireEvent.click(screen.getByRole('button', { name: '保存为组合模块' }))
    const name = screen.getByRole('textbox', { name: '名称' })
    fireEvent.mouseDown(name)
    fireEvent.keyDown(name, { key: 'ArrowUp' })
    expect(outside.mouseDown).not.toHaveBeenCalled()
    expect(outside.keyDown).not.toHaveBeenCalled()
  })
})
