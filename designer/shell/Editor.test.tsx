// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { pageDefaults } from '../../schemas/page.ts'
import { createWidget } from '../../schemas/widgets/index.ts'
import { Toaster } from '../../runtime/components/toast/Toaster.tsx'
import { editorStore } from '../store/editor-store.ts'
import type { Doc, DraftWidget } from '../store/types.ts'
import { Editor } from './Editor.tsx'
import { fail, ok, operator, stubFetch, template } from './test-fetch.ts'

// The canvas and inspector have their own tests; here they only take up their places.
vi.mock('../canvas/Canvas.tsx', () => ({ Canvas: () => <div data-testid="canvas" /> }))
vi.mock('../inspector/Inspector.tsx', () => ({ Inspector: () => <div data-testid="inspector" /> }))

const text = (uuid: string, fields: Partial<DraftWidget> = {}): DraftWidget => ({
  ...(createWidget('W0011') as unknown as DraftWidget),
  uuid,
  ...fields,
})
const validDoc = (): Doc => ({ page: pageDefaults(), widgets: [text('a'), text('b', { y: 80 })] })
const invalidDoc = (): Doc => ({
  page: pageDefaults(),
  widgets: [text('a', { width: -1 }), { ...(createWidget('W0001') as unknown as DraftWidget), uuid: 'c', data: [] }],
})

const draftAnswer = (config: Doc, revision = 3) =>
  ok({ template: template({ id: 1, revision }), config, revision, history: { past: [], future: [] } })

async function openEditor(config: Doc, routes: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch({ 'GET /api/designer/templates/1/draft': draftAnswer(config), ...routes })
  render(
    <>
      <Editor templateId={1} operator={operator} />
      <Toaster />
    </>,
  )
  await screen.findByRole('heading', { name: '双十一会场' })
  // The heading shows at commit; the workspace's effects (leave guard, shortcuts) run after it.
  await act(async () => {})
  return stub
}

const publishButton = () => screen.getByRole('button', { name: /^发布/ })

beforeEach(() => {
  window.localStorage.clear()
  window.history.replaceState(null, '', '/designer/?id=1')
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('editor', () => {
  it('lays out top bar, palette, canvas, inspector and problems for the loaded draft', async () => {
    await openEditor(validDoc())
    expect(screen.getByText('自定义页')).toBeTruthy()
    expect(screen.getByRole('radio', { name: '设计' }).getAttribute('aria-checked')).toBe('true')
    expect(screen.getByRole('button', { name: '撤销 (Ctrl+Z)' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '重做 (Ctrl+Shift+Z)' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('已保存')
    expect(screen.getByRole('complementary', { name: '组件库' })).toBeTruthy()
    expect(screen.getByTestId('canvas')).toBeTruthy()
    expect(screen.getByTestId('inspector')).toBeTruthy()
    expect(editorStore.getState().doc.widgets.map((widget) => widget.uuid)).toEqual(['a', 'b'])
  })

  it('disables 发布 while the draft has problems and says why', async () => {
    await openEditor(invalidDoc())
    const badge = await screen.findByRole('button', { name: /^问题 \d+（错误 2 · 警告 \d+）/ })
    expect(badge.getAttribute('aria-label')).toContain('页面有 2 个错误，修复后才能发布')
    expect((publishButton() as HTMLButtonElement).disabled).toBe(true)
  })

  it('publishes a valid draft with its revision', async () => {
    const { calls } = await openEditor(validDoc(), {
      'POST /api/designer/templates/1/publish': ok({
        version: 2,
        published_at: 1_700_000_100,
        url: '/custompage?pageid=101',
      }),
    })
    expect(screen.queryByRole('button', { name: /^问题 \d+/ })).toBeNull()
    fireEvent.click(publishButton())
    const dialog = screen.getByRole('dialog', { name: '发布页面' })
    fireEvent.click(within(dialog).getByRole('button', { name: '确认发布' }))
    expect(await screen.findByText('发布成功')).toBeTruthy()
    expect(calls.find((call) => call.path.endsWith('/publish'))?.body).toEqual({ revision: 3 })
    expect(screen.getByRole('link', { name: /查看页面/ }).getAttribute('href')).toBe('/custompage?pageid=101')
  })

  it("lists the server's problems when a publish is refused (422)", async () => {
    const problems = [{ uuid: 'b', widget: 'W0011', path: '/text', message: '服务器认为文本无效' }]
    await openEditor(validDoc(), {
      'POST /api/designer/templates/1/publish': fail(422, '页面有问题，无法发布', { code: 'DRAFT_INVALID', problems }),
    })
    fireEvent.click(publishButton())
    fireEvent.click(within(screen.getByRole('dialog', { name: '发布页面' })).getByRole('button', { name: '确认发布' }))
    expect(await screen.findByText(/服务器认为文本无效/)).toBeTruthy()
    expect((publishButton() as HTMLButtonElement).disabled).toBe(true)
  })

  it('asks before deleting the selected widget with the Delete key', async () => {
    await openEditor(validDoc())
    act(() => editorStore.getState().select('a'))
    fireEvent.keyDown(window, { key: 'Delete' })
    const dialog = screen.getByRole('dialog', { name: '提示' })
    expect(within(dialog).getByText('确定删除该挂件？')).toBeTruthy()
    expect(editorStore.getState().doc.widgets).toHaveLength(2)
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(editorStore.getState().doc.widgets.map((widget) => widget.uuid)).toEqual(['b'])
  })
})

describe('leaving the editor', () => {
  it('asks before leaving unsaved changes for the page list, and stays on 取消', async () => {
    await openEditor(validDoc())
    act(() => editorStore.setState({ saveState: 'dirty' }))
    fireEvent.click(screen.getByRole('button', { name: '返回页面列表' }))
    const dialog = screen.getByRole('dialog', { name: '提示' })
    expect(within(dialog).getByText('有未保存的修改，确定离开吗？')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    expect(window.location.search).toBe('?id=1')

    fireEvent.click(screen.getByRole('button', { name: '返回页面列表' }))
    fireEvent.click(within(screen.getByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }))
    expect(window.location.pathname + window.location.search).toBe('/designer/')
  })

  it('leaves at once when everything is saved', async () => {
    await openEditor(validDoc())
    fireEvent.click(screen.getByRole('button', { name: '返回页面列表' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(window.location.pathname + window.location.search).toBe('/designer/')
  })

  it('has the browser ask before closing or reloading with unsaved changes', async () => {
    await openEditor(validDoc())
    const saved = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(saved)
    expect(saved.defaultPrevented).toBe(false)
    act(() => editorStore.setState({ saveState: 'error' }))
    const unsaved = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(unsaved)
    expect(unsaved.defaultPrevented).toBe(true)
  })
})

describe('save state', () => {
  it('offers a retry after a failed save, and both choices after a conflicting one', async () => {
    const server = { ...validDoc(), widgets: [text('server')] }
    let saves = 0
    await openEditor(validDoc(), {
      'PATCH /api/designer/templates/1/draft': () =>
        ++saves === 1 ? fail(500, '保存失败') : fail(409, '页面已被修改', { code: 'DRAFT_STALE', revision: 7 }),
    })
    act(() => editorStore.getState().setField('a', '/text', '本地修改'))
    const retry = await screen.findByRole('button', { name: '保存失败，点击重试' }, { timeout: 4000 })
    fireEvent.click(retry)
    const dialog = await screen.findByRole('dialog', { name: '页面已被其他人修改' })
    expect(within(dialog).getByText(/撤销/)).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: '覆盖保存' })).toBeTruthy()

    stubFetch({ 'GET /api/designer/templates/1/draft': draftAnswer(server, 7) })
    fireEvent.click(within(dialog).getByRole('button', { name: '重新加载' }))
    await vi.waitFor(() => expect(editorStore.getState().doc.widgets.map((widget) => widget.uuid)).toEqual(['server']))
    expect(editorStore.getState().saveState).toBe('saved')
    act(() => editorStore.getState().undo())
    expect(editorStore.getState().doc.widgets[0]?.text).toBe('本地修改')
  })
})
