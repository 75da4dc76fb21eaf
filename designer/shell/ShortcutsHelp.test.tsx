// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { EDITOR_ACTIONS } from '../actions/index.ts'
import { useShortcuts } from './use-shortcuts.ts'
import { ShortcutsHelp } from './ShortcutsHelp.tsx'

afterEach(cleanup)

function TopBar() {
  useShortcuts({ enabled: true, onDeleteRequest: () => undefined })
  return <ShortcutsHelp />
}

describe('the 快捷键 list', () => {
  it('lists every action with its keys, from its button or from ?', () => {
    render(<TopBar />)
    const button = screen.getByRole('button', { name: '快捷键' })
    fireEvent.click(button)
    const list = screen.getByRole('region', { name: '快捷键' })
    for (const action of EDITOR_ACTIONS) expect(within(list).getByText(action.label)).toBeTruthy()
    expect(within(list).getByText('Shift+F6')).toBeTruthy()
    fireEvent.click(button)
    expect(screen.queryByRole('region', { name: '快捷键' })).toBeNull()

    act(() => {
      fireEvent.keyDown(window, { key: '?', shiftKey: true })
    })
    const opened = screen.getByRole('region', { name: '快捷键' })
    expect(document.activeElement).toBe(opened)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('region', { name: '快捷键' })).toBeNull()
    expect(document.activeElement).toBe(button)
  })
})
