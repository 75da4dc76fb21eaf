import { describe, expect, it } from 'vitest'
import { actionForKey, EDITOR_ACTIONS } from './index.ts'
import { MOD } from './platform.ts'

const press = (key: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) =>
  actionForKey({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...modifiers })?.name

describe('the editor actions', () => {
  it('list their labels and keys for the 快捷键 popover, in order', () => {
    expect(EDITOR_ACTIONS.map(({ label, shortcuts }) => [label, ...shortcuts])).toEqual([
      ['撤销', `${MOD}+Z`],
      ['重做', `${MOD}+Shift+Z`, `${MOD}+Y`],
      ['复制选中的挂件', `${MOD}+C`],
      ['粘贴挂件', `${MOD}+V`],
      ['创建副本', `${MOD}+D`],
      ['删除选中的挂件', 'Delete', 'Backspace'],
      ['移动 1 像素', '↑ ↓ ← →'],
      ['移动 10 像素', 'Shift+方向键'],
      ['取消选中', 'Esc'],
    ])
  })

  it('have unique names and never share a key', () => {
    expect(new Set(EDITOR_ACTIONS.map((action) => action.name)).size).toBe(EDITOR_ACTIONS.length)
    const keys = EDITOR_ACTIONS.flatMap((action) =>
      action.keys.flatMap((binding) =>
        (binding.shift === undefined ? [false, true] : [binding.shift]).map(
          (shift) => `${binding.mod ? 'mod+' : ''}${shift ? 'shift+' : ''}${binding.key}`,
        ),
      ),
    )
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('find the action of a key press: Ctrl or ⌘, Shift where it matters, never with Alt', () => {
    expect(press('z', { ctrlKey: true })).toBe('undo')
    expect(press('Z', { metaKey: true, shiftKey: true })).toBe('redo')
    expect(press('y', { ctrlKey: true, shiftKey: true })).toBe('redo')
    expect(press('c', { metaKey: true })).toBe('copy')
    expect(press('Backspace', { shiftKey: true })).toBe('delete')
    expect(press('ArrowLeft')).toBe('nudge')
    expect(press('ArrowLeft', { shiftKey: true })).toBe('nudge-far')
    expect(press('Escape')).toBe('deselect')
    expect(press('z')).toBeUndefined()
    expect(press('z', { ctrlKey: true, altKey: true })).toBeUndefined()
    expect(press('ArrowUp', { ctrlKey: true })).toBeUndefined()
    expect(press('Delete', { metaKey: true })).toBeUndefined()
  })
})
