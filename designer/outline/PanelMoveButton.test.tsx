// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadWidgets, newDraft } from '../inspector/test-doc.ts'
import { editorStore } from '../store/editor-store.ts'
import { findWidget } from '../store/tree.ts'
import { PanelMoveButton } from './PanelMoveButton.tsx'

afterEach(cleanup)

function load() {
  const text = newDraft('W0011', { uuid: 'text', y: 0, height: 40 })
  const showcase = newDraft('W0012', { uuid: 'showcase', y: 40 })
  const panel = newDraft('W0006', { uuid: 'panel', alias: '侧边栏', y: 600, height: 200 })
  panel.childWidgets = [newDraft('W0011', { uuid: 'inner', x: 10, y: 10, leaf: true } as never)]
  loadWidgets([text, showcase, panel])
}

const state = () => editorStore.getState()

describe('移入自由面板… / 移出自由面板 in the edit toolbar', () => {
  it('moves a widget into a panel picked from the menu, one step', () => {
    load()
    render(<PanelMoveButton uuid="text" parentId={null} />)
    fireEvent.click(screen.getByRole('button', { name: '移入自由面板…' }))
    fireEvent.click(screen.getByRole('menuitem', { name: '自由面板 · 侧边栏' }))
    expect(findWidget(state().doc, 'text')?.parentId).toBe('panel')
    expect(state().past.at(-1)?.label).toBe('文本移入自由面板')
  })

  it('moves a panel’s child out to the page', () => {
    load()
    render(<PanelMoveButton uuid="inner" parentId="panel" />)
    fireEvent.click(screen.getByRole('button', { name: '移出自由面板' }))
    expect(findWidget(state().doc, 'inner')?.parentId).toBeNull()
  })

  it('is not offered for a type no panel takes', () => {
    load()
    render(<PanelMoveButton uuid="showcase" parentId={null} />)
    expect(screen.queryByRole('button', { name: '移入自由面板…' })).toBeNull()
  })
})
