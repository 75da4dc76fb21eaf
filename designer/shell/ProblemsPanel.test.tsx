// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { draftProblems } from '../../schemas/draft-problems.ts'
import { pageDefaults } from '../../schemas/page.ts'
import { createWidget } from '../../schemas/widgets/index.ts'
import { editorStore, useEditor } from '../store/editor-store.ts'
import type { Doc, DraftWidget } from '../store/types.ts'
import { clippedStore } from '../canvas/clipped.ts'
import { ProblemsPanel } from './ProblemsPanel.tsx'
import { useProblems } from './use-problems.ts'

const widget = (type: 'W0001' | 'W0011', fields: Partial<DraftWidget>) => ({
  ...(createWidget(type) as unknown as DraftWidget),
  ...fields,
})

/** A text that is fine, a carousel without slides, a text with a negative width and an alias, stacked apart. */
const invalidDoc = (): Doc => ({
  page: pageDefaults(),
  widgets: [
    widget('W0011', { uuid: 'ok' }),
    widget('W0001', { uuid: 'slides', y: 40, data: [] }),
    widget('W0011', { uuid: 'title', y: 400, alias: '大标题', width: -5 }),
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
    expect(screen.getByRole('button', { name: /问题/ }).textContent).toContain('错误 2 · 警告 0')
    expect(screen.getByRole('heading', { name: '错误 2' })).toBeTruthy()
    expect(screen.queryByRole('heading', { level: 3, name: /警告/ })).toBeNull()
  })

  it('says 正在检查页面内容… until the first check is done, not that all is well', async () => {
    render(<LivePanel />)
    expect(screen.getByRole('status').textContent).toBe('正在检查页面内容…')
    expect(screen.queryByText('页面内容都符合要求。')).toBeNull()
    expect(screen.getByRole('button', { name: /问题/ }).textContent).not.toContain('错误 0')
    expect(await screen.findAllByRole('listitem')).toHaveLength(2)
    expect(screen.queryByRole('status')).toBeNull()
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
    act(() =>
      editorStore
        .getState()
        .setField('slides', '/data', [{ imgUrl: '/uploads/slide.png', pathData: { linkPage: '' } }]),
    )
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

  it('lists warnings apart from errors and offers 适应内容高度 for clipped content, as one undoable resize', async () => {
    act(() =>
      editorStore.getState().load(
        1,
        {
          page: pageDefaults(),
          widgets: [widget('W0011', { uuid: 'a', height: 20 }), widget('W0011', { uuid: 'b', y: 10, alias: '副标题' })],
        },
        1,
      ),
    )
    act(() => clippedStore.setState({ a: { kind: 'height', fitHeight: 36 } }, true))
    render(<LivePanel />)
    expect(await screen.findByRole('heading', { name: '警告 2' })).toBeTruthy()
    expect(screen.queryByRole('heading', { level: 3, name: /错误/ })).toBeNull()
    expect(screen.getByRole('button', { name: /问题/ }).textContent).toContain('错误 0 · 警告 2可以发布，请留意警告')
    expect(screen.getByText(/两个挂件重叠：文本 与 文本（副标题）/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /^适应内容高度/ }))
    expect(editorStore.getState().doc.widgets[0]!.height).toBe(36)
    expect(editorStore.getState().past.at(-1)?.label).toBe('适应内容高度')
    act(() => clippedStore.setState({}, true))
  })
})
