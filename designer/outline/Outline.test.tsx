// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { toastStore } from '../../runtime/components/toast/toast.ts'
import { Inspector } from '../inspector/Inspector.tsx'
import { current, loadWidgets, newDraft } from '../inspector/test-doc.ts'
import { editorStore } from '../store/editor-store.ts'
import { findWidget } from '../store/tree.ts'
import { GroupPanel } from './GroupPanel.tsx'
import { Outline } from './Outline.tsx'
import { useOutlineView } from './outline-view.ts'

afterEach(() => {
  cleanup()
  useOutlineView.setState({ query: '', showHidden: true })
  toastStore.setState({ toasts: [] })
})

function loadPage(view: 'inspector' | 'outline' = 'inspector') {
  const first = newDraft('W0011', { uuid: 'first', alias: '新品上市', y: 0, height: 40 })
  const second = newDraft('W0011', { uuid: 'second', alias: '限时特惠', x: 200, y: 40, height: 40 })
  const third = newDraft('W0011', { uuid: 'third', alias: '品牌故事', x: 400, y: 80, height: 40 })
  const panel = newDraft('W0006', { uuid: 'panel', alias: '侧边栏', y: 120, height: 300 })
  panel.childWidgets = [newDraft('W0011', { uuid: 'inner', alias: '面板标题', x: 10, y: 10, leaf: true } as never)]
  loadWidgets([first, second, third, panel])
  // In the left panel the outline stays in view while widgets are selected from it.
  render(
    view === 'inspector' ? (
      <Inspector />
    ) : (
      <>
        <Outline />
        <GroupPanel />
      </>
    ),
  )
}

/** A drag event at a height over a row (jsdom's DragEvent carries no pointer position). */
function dragAt(type: 'dragover' | 'drop', target: HTMLElement, clientY: number, dataTransfer: object) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientY })
  Object.defineProperty(event, 'dataTransfer', { value: dataTransfer })
  fireEvent(target, event)
}

const outline = () => screen.getByRole('list', { name: '页面挂件' })
const state = () => editorStore.getState()

describe('the outline', () => {
  it('names each row by type and alias or title and nests a free panel’s children', () => {
    loadPage()
    const names = [...outline().querySelectorAll('.dzo-row__label')].map((label) => label.textContent)
    expect(names).toEqual([
      '文本 · 新品上市',
      '文本 · 限时特惠',
      '文本 · 品牌故事',
      '自由面板 · 侧边栏',
      '文本 · 面板标题',
    ])
    const nested = screen.getByRole('list', { name: '自由面板 · 侧边栏中的挂件' })
    expect(within(nested).getByRole('button', { name: /^文本 · 面板标题/ })).toBeTruthy()
  })

  it('searches by name or type', () => {
    loadPage()
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索挂件' }), { target: { value: '面板标题' } })
    const names = [...outline().querySelectorAll('.dzo-row__label')].map((label) => label.textContent)
    expect(names).toEqual(['自由面板 · 侧边栏', '文本 · 面板标题'])
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索挂件' }), { target: { value: '没有这个' } })
    expect(screen.getByText(/没有名称或类型含/)).toBeTruthy()
  })

  it('hides and locks a widget, one labelled step each', () => {
    loadPage()
    const hide = screen.getByRole('button', { name: '隐藏文本 · 限时特惠' })
    fireEvent.click(hide)
    expect(current('second').hidden).toBe(true)
    expect(hide.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: '锁定文本 · 限时特惠' }))
    expect(current('second').locked).toBe(true)
    expect(state().past.map((entry) => entry.label)).toEqual(['隐藏文本', '锁定文本'])
  })

  it('refuses to delete a locked widget with 已锁定', () => {
    loadPage()
    fireEvent.click(screen.getByRole('button', { name: '锁定文本 · 新品上市' }))
    fireEvent.click(screen.getByRole('button', { name: '删除文本 · 新品上市' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(
      toastStore
        .getState()
        .toasts.map((toast) => toast.message)
        .join(),
    ).toContain('已锁定')
  })

  it('shows a locked widget’s settings read-only until 解锁', () => {
    loadPage()
    fireEvent.click(screen.getByRole('button', { name: '锁定文本 · 新品上市' }))
    act(() => state().select('first'))
    const fieldset = document.querySelector('fieldset.dzi-lockable') as HTMLFieldSetElement
    expect(fieldset.disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: '解锁' }))
    expect(current('first').locked).toBeUndefined()
    expect((document.querySelector('fieldset.dzi-lockable') as HTMLFieldSetElement).disabled).toBe(false)
  })

  it('Shift/Ctrl+click selects several; the group panel aligns them in one step', () => {
    loadPage('outline')
    fireEvent.click(screen.getByRole('button', { name: /^文本 · 新品上市/ }))
    fireEvent.click(screen.getByRole('button', { name: /^文本 · 限时特惠/ }), { shiftKey: true })
    fireEvent.click(screen.getByRole('button', { name: /^文本 · 品牌故事/ }), { ctrlKey: true })
    expect(state().selectedIds).toEqual(['first', 'second', 'third'])
    const group = screen.getByRole('region', { name: '多选操作' })
    expect(within(group).getByText('已选中 3 个挂件')).toBeTruthy()
    expect(within(group).getByRole('button', { name: '顶对齐' })).toHaveProperty('disabled', true)
    fireEvent.click(within(group).getByRole('button', { name: '左对齐' }))
    expect(['first', 'second', 'third'].map((uuid) => current(uuid).x)).toEqual([0, 0, 0])
    expect(state().past.at(-1)?.label).toBe('左对齐 3 个挂件')
    act(() => state().undo())
    expect(['first', 'second', 'third'].map((uuid) => current(uuid).x)).toEqual([0, 200, 400])
  })

  it('moves a widget into a free panel by dropping it on the panel’s row, and out again', () => {
    loadPage()
    const data = new Map<string, string>()
    const dataTransfer = {
      setData: (kind: string, value: string) => data.set(kind, value),
      getData: (kind: string) => data.get(kind) ?? '',
      effectAllowed: '',
      dropEffect: '',
    }
    const row = (uuid: string) => outline().querySelector<HTMLElement>(`.dzo-row[data-uuid="${uuid}"]`) as HTMLElement
    // jsdom rows have no height: the panel's middle is faked by a box of 28 px and a pointer at 14.
    const panelRow = row('panel')
    panelRow.getBoundingClientRect = () => ({
      top: 0,
      height: 28,
      bottom: 28,
      left: 0,
      right: 0,
      width: 0,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    })
    fireEvent.dragStart(row('third'), { dataTransfer })
    dragAt('dragover', panelRow, 14, dataTransfer)
    expect(panelRow.className).toContain('is-drop-inside')
    dragAt('drop', panelRow, 14, dataTransfer)
    expect(findWidget(state().doc, 'third')?.parentId).toBe('panel')
    expect(state().past.at(-1)?.label).toBe('文本移入自由面板')

    fireEvent.dragStart(row('inner'), { dataTransfer })
    fireEvent.drop(row('first'), { dataTransfer })
    expect(findWidget(state().doc, 'inner')?.parentId).toBeNull()
    expect(state().past.at(-1)?.label).toBe('文本移出自由面板')
  })
})
