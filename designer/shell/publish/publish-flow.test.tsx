// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { pageDefaults } from '../../../schemas/page.ts'
import { createWidget } from '../../../schemas/widgets/index.ts'
import { Toaster } from '../../../runtime/components/toast/Toaster.tsx'
import { editorStore } from '../../store/editor-store.ts'
import type { Doc, DraftWidget } from '../../store/types.ts'
import { Editor } from '../Editor.tsx'
import { fail, ok, operator, stubFetch, template } from '../test-fetch.ts'

// The canvas and inspector have their own tests; here they only take up their places.
vi.mock('../../canvas/Canvas.tsx', () => ({ Canvas: () => <div data-testid="canvas" /> }))
vi.mock('../../inspector/Inspector.tsx', () => ({ Inspector: () => <div data-testid="inspector" /> }))

const text = (uuid: string, fields: Partial<DraftWidget> = {}): DraftWidget => ({
  ...(createWidget('W0011') as unknown as DraftWidget),
  uuid,
  ...fields,
})
const doc = (...widgets: DraftWidget[]): Doc => ({ page: pageDefaults(), widgets })
const publishedDoc = () => doc(text('a', { alias: '甲' }))
/** The published text and a new one overlapping it. */
const draftDoc = () => doc(text('a', { alias: '甲' }), text('b', { alias: '乙', y: 10 }))

async function openEditor(draft: Doc, published: Doc | null) {
  const stub = stubFetch({
    'GET /api/designer/templates/1/draft': ok({
      template: template({ id: 1, revision: 3, published: published !== null }),
      config: draft,
      revision: 3,
      history: { past: [], future: [] },
    }),
    'GET /api/designer/templates/1/published': published
      ? ok({ config: published, version: 1, published_at: 1_700_000_000 })
      : fail(404, '页面尚未发布', { code: 'TEMPLATE_NOT_PUBLISHED' }),
    'POST /api/designer/templates/1/publish': ok({
      version: 2,
      published_at: 1_700_000_100,
      url: '/custompage?pageid=101',
    }),
  })
  render(
    <>
      <Editor templateId={1} operator={operator} />
      <Toaster />
    </>,
  )
  await screen.findByRole('heading', { name: '双十一会场' })
  await act(async () => {})
  return stub
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement

beforeEach(() => {
  window.localStorage.clear()
  window.history.replaceState(null, '', '/designer/?id=1')
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('publish confirmation', () => {
  it('lists the warnings and what changed; Escape closes it without publishing, 确认发布 publishes', async () => {
    const { calls } = await openEditor(draftDoc(), publishedDoc())
    fireEvent.click(button('发布'))
    const dialog = screen.getByRole('dialog', { name: '发布页面' })
    expect(await within(dialog).findByText('新增')).toBeTruthy()
    expect(dialog.querySelector('.dz-publish-dialog__changes')?.textContent).toBe('新增文本（乙）')
    expect(within(dialog).getByText(/两个挂件重叠：文本（甲） 与 文本（乙）/)).toBeTruthy()

    fireEvent.keyDown(dialog, { key: 'Escape' })
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: '发布页面' })).toBeNull())
    expect(calls.some((call) => call.path.endsWith('/publish'))).toBe(false)

    fireEvent.click(button('发布'))
    fireEvent.click(within(screen.getByRole('dialog', { name: '发布页面' })).getByRole('button', { name: '确认发布' }))
    expect(await screen.findByText('发布成功')).toBeTruthy()
    expect(calls.find((call) => call.path.endsWith('/publish'))?.body).toEqual({ revision: 3 })
  })

  it('says 首次发布 for a page never published', async () => {
    await openEditor(draftDoc(), null)
    fireEvent.click(button('发布'))
    expect(await within(screen.getByRole('dialog', { name: '发布页面' })).findByText(/首次发布/)).toBeTruthy()
  })
})

describe('放弃草稿', () => {
  it('is disabled before the first publish and while the draft equals the published version', async () => {
    await openEditor(publishedDoc(), null)
    expect(button('放弃草稿').disabled).toBe(true)
    cleanup()
    await openEditor(publishedDoc(), publishedDoc())
    await act(async () => {})
    expect(button('放弃草稿').disabled).toBe(true)
  })

  it('asks, then makes the published version the document as one undoable step', async () => {
    await openEditor(draftDoc(), publishedDoc())
    await vi.waitFor(() => expect(button('放弃草稿').disabled).toBe(false))
    fireEvent.click(button('放弃草稿'))
    const dialog = screen.getByRole('dialog', { name: '提示' })
    expect(within(dialog).getByText('确定放弃草稿，恢复为已发布的版本？')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    const state = editorStore.getState()
    expect(state.doc.widgets.map((widget) => widget.uuid)).toEqual(['a'])
    expect(state.past.at(-1)?.label).toBe('放弃草稿')
    expect(state.saveState).not.toBe('saved')
    act(() => editorStore.getState().undo())
    expect(editorStore.getState().doc.widgets.map((widget) => widget.uuid)).toEqual(['a', 'b'])
  })
})
