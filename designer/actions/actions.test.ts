import { describe, expect, it } from 'vitest'
import { actionForKey, EDITOR_ACTIONS } from './index.ts'
import { NOWHERE, type KeyPlace } from './key-place.ts'
import { ALT, MOD } from './platform.ts'
import type { ActionScope } from './types.ts'

type Modifiers = Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>>

const press = (key: string, modifiers: Modifiers = {}, place: KeyPlace = NOWHERE) =>
  actionForKey({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...modifiers }, place)?.name

const FRAME: KeyPlace = { ...NOWHERE, frame: true }
const INSPECTOR: KeyPlace = { ...NOWHERE, canvas: false, inspector: true }
const INSPECTOR_FIELD: KeyPlace = { ...INSPECTOR, field: true }
const PALETTE: KeyPlace = { ...NOWHERE, canvas: false }

/** Scopes whose places overlap: a key may be bound once across them. */
const overlaps = (a: ActionScope, b: ActionScope) =>
  a === 'editor' || b === 'editor' || a === b || (a !== 'inspector' && b !== 'inspector')

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
      ['调整高度（↑ ↓）和宽度（← →）1 像素', `${ALT}+方向键`],
      ['调整高度和宽度 10 像素', `${ALT}+Shift+方向键`],
      ['编辑选中挂件的设置', 'Enter'],
      ['从属性设置返回画布中的挂件', 'Esc'],
      ['取消选中', 'Esc'],
      ['切换到下一区域（顶栏、组件库、画布、属性设置）', 'F6'],
      ['切换到上一区域', 'Shift+F6'],
      ['画布缩放到 100%', `${MOD}+0`],
      ['画布适应宽度', `${MOD}+1`],
      ['显示快捷键', '?'],
    ])
  })

  it('have unique names and never share a key where their scopes meet', () => {
    expect(new Set(EDITOR_ACTIONS.map((action) => action.name)).size).toBe(EDITOR_ACTIONS.length)
    const bound = EDITOR_ACTIONS.flatMap((action) =>
      action.keys.flatMap((binding) =>
        (binding.shift === undefined ? [false, true] : [binding.shift]).map((shift) => ({
          name: action.name,
          scope: action.scope ?? 'editor',
          key: `${binding.mod ? 'mod+' : ''}${binding.alt ? 'alt+' : ''}${shift ? 'shift+' : ''}${binding.key}`,
        })),
      ),
    )
    const clashes = bound.filter((a, i) => bound.some((b, j) => j > i && a.key === b.key && overlaps(a.scope, b.scope)))
    expect(clashes).toEqual([])
  })

  it('find the action of a key press: Ctrl or ⌘, Shift where it matters, Alt only where bound', () => {
    expect(press('z', { ctrlKey: true })).toBe('undo')
    expect(press('Z', { metaKey: true, shiftKey: true })).toBe('redo')
    expect(press('y', { ctrlKey: true, shiftKey: true })).toBe('redo')
    expect(press('c', { metaKey: true })).toBe('copy')
    expect(press('Backspace', { shiftKey: true })).toBe('delete')
    expect(press('ArrowLeft')).toBe('nudge')
    expect(press('ArrowLeft', { shiftKey: true })).toBe('nudge-far')
    expect(press('ArrowDown', { altKey: true })).toBe('resize')
    expect(press('ArrowRight', { altKey: true, shiftKey: true })).toBe('resize-far')
    expect(press('Escape')).toBe('deselect')
    expect(press('?', { shiftKey: true })).toBe('help')
    expect(press('F6')).toBe('next-region')
    expect(press('F6', { shiftKey: true })).toBe('previous-region')
    expect(press('z')).toBeUndefined()
    expect(press('z', { ctrlKey: true, altKey: true })).toBeUndefined()
    expect(press('ArrowUp', { ctrlKey: true })).toBeUndefined()
    expect(press('ArrowUp', { ctrlKey: true, altKey: true })).toBeUndefined()
    expect(press('Delete', { metaKey: true })).toBeUndefined()
  })

  it('answer by where the key was pressed', () => {
    // Enter edits only on a widget's frame itself (not on its toolbar's buttons, not elsewhere).
    expect(press('Enter', {}, FRAME)).toBe('edit')
    expect(press('Enter')).toBeUndefined()
    // Escape deselects on the canvas and goes back to the canvas from the inspector, fields included.
    expect(press('Escape', {}, FRAME)).toBe('deselect')
    expect(press('Escape', {}, INSPECTOR)).toBe('back-to-canvas')
    expect(press('Escape', {}, INSPECTOR_FIELD)).toBe('back-to-canvas')
    // Widget keys belong to the canvas: the palette's and the inspector's arrows are their own.
    expect(press('ArrowDown', {}, PALETTE)).toBeUndefined()
    expect(press('Delete', {}, INSPECTOR)).toBeUndefined()
    expect(press('ArrowDown', { altKey: true }, INSPECTOR)).toBeUndefined()
    // A field keeps its keys, except Escape and F6.
    expect(press('z', { ctrlKey: true }, INSPECTOR_FIELD)).toBeUndefined()
    expect(press('?', { shiftKey: true }, INSPECTOR_FIELD)).toBeUndefined()
    expect(press('F6', {}, INSPECTOR_FIELD)).toBe('next-region')
    // Anywhere else in the editor, the editor-wide keys.
    expect(press('z', { ctrlKey: true }, PALETTE)).toBe('undo')
    expect(press('?', {}, PALETTE)).toBe('help')
  })
})
