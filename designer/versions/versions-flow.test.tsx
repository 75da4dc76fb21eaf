// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { pageDefaults } from '../../schemas/page.ts'
import { createWidget } from '../../schemas/widgets/index.ts'
import { Toaster } from '../../runtime/components/toast/Toaster.tsx'
import { editorStore } from '../store/editor-store.ts'
import type { Doc, DraftWidget } from '../store/types.ts'
import { Editor } from '../shell/Editor.tsx'
import { ok, operator, stubFetch, template } from '../shell/test-fetch.ts'
import { setVersionsOpen, useVersions } from './versions-store.ts'

// The canvas and inspector have their own tests; here they only take up their places.
vi.mock('../canvas/Canvas.tsx', () => ({ Canvas: () => <div data-testid="canvas" /> }))
vi.mock('../inspector/Inspector.tsx', () => ({ Inspector: () => <div data-testid="inspector" /> }))

const text = (uuid: string, fields: Partial<DraftWidget> = {}): DraftWidget => ({
  ...(createWidget('W0011') as unknown as DraftWidget),
  uuid,
  width: 300,
  height: 40,
  ...fields,
})
const doc = (...widgets: DraftWidget[]): Doc => ({ page: pageDefaults(), widgets })
/** Version 2: a title and a notice that the draft has since deleted; the draft added a banner text and reworded the title. */
const versionDoc = () => doc(text('title', { text: '旧标题', y: 0 }), text('notice', { alias: '公告', y: 40 }))
const draftDoc = () => doc(text('title', { text: '新标题', y: 0 }), text('fresh', { alias: '新横幅', y: 40 }))

const VERSIONS = [
  { version: 3, operator_id: 1, operator_name: '页面运营', note: '双11 上线', published_at: 1_700_000_300 },
  { version: 2, operator_id: null, operator_name: '', note: '', published_at: 1_700_000_200 },
]

async function openEditor() {
  const stub = stubFetch({
    'GET /api/designer/templates/1/draft': ok({
      template: template({ id: 1, revision: 3, published: true, version: 3 }),
      config: draftDoc(),
      revision: 3,
      history: { past: [], future: [] },
    }),
    'GET /api/designer/templates/1/published': ok({ config: draftDoc(), version: 3, published_at: 1_700_000_300 }),
    'GET /api/designer/templates/1/versions': ok({ list: VERSIONS, total_count: 2 }),
    'GET /api/designer/templates/1/versions/2': ok({ ...VERSIONS[1], config: versionDoc() }),
    'POST /api/designer/templates/1/publish': ok({
      version: 4,
      published_at: 1_700_000_400,
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

beforeEach(() => {
  window.localStorage.clear()
  window.history.replaceState(null, '', '/designer/?id=1')
})
afterEach(() => {
  cleanup()
  setVersionsOpen(false)
  vi.unstubAllGlobals()
})

describe('历史版本', () => {
  it('lists versions, shows a version’s diff with its canvas marks, selects a row’s widget, and restores as one undoable step', async () => {
    await openEditor()
    fireEvent.click(screen.getByRole('button', { name: '历史版本' }))
    const panel = await screen.findByRole('region', { name: '历史版本' })
    const rows = await within(panel).findAllByRole('button', { name: /^版本 \d/ })
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/版本 3线上.*页面运营双11 上线/),
      expect.stringMatching(/版本 2.*发布人未记录无备注/),
    ])

    fireEvent.click(rows[1] as HTMLElement)
    const diff = await within(panel).findByRole('list', { name: '差异' })
    const items = within(diff)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === diff)
    expect(items.map((li) => li.querySelector('.dz-version-diff__head')?.textContent)).toEqual([
      '修改文本（新标题）',
      '新增文本（新横幅）',
      '删除文本（公告）',
    ])
    expect(items[0]?.textContent).toContain('“旧标题”')
    expect(items[0]?.textContent).toContain('“新标题”')
    // The canvas marks follow the diff in an effect, which a loaded machine may run a moment later.
    await waitFor(() => expect(useVersions.getState().marks).toEqual({ title: 'changed', fresh: 'added' }))

    fireEvent.click(within(diff).getByRole('button', { name: '新增文本（新横幅）' }))
    expect(editorStore.getState().selectedId).toBe('fresh')

    fireEvent.click(within(panel).getByRole('button', { name: '恢复此版本' }))
    const confirm = screen.getByRole('dialog', { name: '提示' })
    expect(confirm.textContent).toContain('确定将草稿恢复为版本 2')
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }))
    const editor = editorStore.getState()
    expect(editor.doc.widgets.map((w) => w.uuid)).toEqual(['title', 'notice'])
    expect(editor.past.at(-1)?.label).toBe('恢复版本 2')
    expect(await within(panel).findByText('当前草稿与该版本相同。')).toBeTruthy()
    expect((within(panel).getByRole('button', { name: '恢复此版本' }) as HTMLButtonElement).disabled).toBe(true)
    expect(useVersions.getState().marks).toEqual({})

    act(() => editorStore.getState().undo())
    expect(editorStore.getState().doc.widgets.map((w) => w.uuid)).toEqual(['title', 'fresh'])
  })

  it('sends the publish dialog’s 备注 with the publish', async () => {
    const { calls } = await openEditor()
    fireEvent.click(screen.getByRole('button', { name: '发布' }))
    const dialog = screen.getByRole('dialog', { name: '发布页面' })
    const note = within(dialog).getByRole('textbox', { name: '备注（选填）' }) as HTMLInputElement
    expect(note.maxLength).toBe(100)
    fireEvent.change(note, { target: { value: '  换了标题  ' } })
    expect(within(dialog).getByText('8/100')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: '确认发布' }))
    expect(await screen.findByText('发布成功')).toBeTruthy()
    expect(calls.find((call) => call.path.endsWith('/publish'))?.body).toMatchObject({ note: '换了标题' })
  })
})
