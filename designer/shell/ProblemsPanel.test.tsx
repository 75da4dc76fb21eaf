// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { draftProblems } from '../../schemas/draft-problems.ts'
import { pageDefaults } from '../../schemas/page.ts'
import { createWidget } from '../../schemas/widgets/index.ts'
import { editorStore, useEditor } from '../store/editor-store.ts'
import type { Doc, DraftWidget } from '../store/types.ts'
import { ProblemsPanel } from './ProblemsPanel.tsx'
import { useProblems } from './use-problems.ts'

const widget = (type: 'W0001' | 'W0011', fields: Partial<DraftWidget>) => ({
  ...(createWidget(type) as unknown as DraftWidget),
  ...fields,
})

/** A text that is fine, a carousel without slides, a text with a negative width and an alias. */
const invalidDoc = (): Doc => ({
  page: pageDefaults(),
  widgets: [
    widget('W0011', { uuid: 'ok' }),
    widget('W0001', { uuid: 'slides', data: [] }),
    widget('W0011', { uuid: 'title', alias: '大标题', width: -5 }),
  ],
})

function LivePanel() {
  const doc = useEditor((state) => state.doc)
  const problems = useProblems(doc)
  return <ProblemsPanel doc={doc} problems={problems} refused={false} open onToggle={() => undefined} />
}

beforeEach(() => {
  window.localStorage.clear()
  editorStore.getState().load(1, invalidDoc(), 1)
})
afterEach(cleanup)

describe('problems panel', () => {
  it("lists every problem of the draft as 'widget (alias) · field · message'", async () => {
    render(<LivePanel />)
    const rows = await screen.findAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      '轮播图 · 轮播图 · 请至少添加1张轮播图',
      '文本（大标题） · 宽度 · 不能小于0',
    ])
    expect(screen.getByRole('button', { name: /问题/ }).textContent).toContain('2')
  })

  it('selects the widget and asks the inspector to focus the field when a problem is clicked', async () => {
    render(<LivePanel />)
    fireEvent.click(await screen.findByRole('button', { name: /大标题/ }))
    const state = editorStore.getState()
    expect(state.selectedId).toBe('title')
    expect(state.focusRequest).toEqual({ uuid: 'title', path: '/width' })
  })

  it('follows the draft as it is edited', async () => {
    render(<LivePanel />)
    await screen.findAllByRole('listitem')
    act(() => editorStore.getState().setField('title', '/width', 300))
    await screen.findByText(
      (_, element) =>
        element?.tagName === 'LI' &&
        element.textContent === '轮播图 · 轮播图 · 请至少添加1张轮播图' &&
        element.parentElement?.children.length === 1,
    )
    act(() => editorStore.getState().setField('slides', '/data', createWidget('W0001').data))
    expect(await screen.findByText('页面内容都符合要求。')).toBeTruthy()
  })

  it('names page-setting problems 页面设置 and opens the page settings for them', () => {
    const doc: Doc = { page: { ...pageDefaults(), themeColor: 'blue' }, widgets: [] }
    const problems = draftProblems(doc)
    expect(problems.length).toBeGreaterThan(0)
    render(<ProblemsPanel doc={doc} problems={problems} refused={false} open onToggle={() => undefined} />)
    const row = screen.getAllByRole('listitem')[0]!
    expect(row.textContent).toMatch(/^页面设置 · 主题颜色 · /)
    fireEvent.click(within(row).getByRole('button'))
    expect(editorStore.getState().focusRequest).toEqual({ uuid: null, path: problems[0]!.path })
  })
})
