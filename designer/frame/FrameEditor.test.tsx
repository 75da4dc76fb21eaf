// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { pageDefaults } from '../../schemas/page.ts'
import { layoutFixture } from '../../runtime/components/header/test-frame.tsx'
import { Toaster } from '../../runtime/components/toast/Toaster.tsx'
import { refreshSiteLayout } from '../canvas/site-layout.ts'
import { Editor } from '../shell/Editor.tsx'
import { ok, operator, stubFetch, template, type Route } from '../shell/test-fetch.ts'
import { editorStore } from '../store/editor-store.ts'
import { frameLayout, problemsCheck } from './frame-doc.ts'

/**
 * The header template in the editor: its config is the document's frame, the inspector's form
 * edits it through the store (undo, autosave), the canvas draws the storefront's header from it,
 * and a publish makes every canvas read the site frame again.
 */

const site = layoutFixture()
const headerConfig = () => structuredClone(site.header)
const headerDraft = (frame = headerConfig(), revision = 3) =>
  ok({
    template: template({ id: 2, page_name: 'header', template_title: '全站页头', revision, url: null }),
    config: { page: pageDefaults(), widgets: [], frame },
    revision,
    history: { past: [], future: [] },
  })

async function openHeader(routes: Record<string, Route> = {}) {
  const stub = stubFetch({
    'GET /api/designer/templates/2/draft': headerDraft(),
    'GET /api/pages/layout': ok(site),
    ...routes,
  })
  render(
    <>
      <Editor templateId={2} operator={operator} />
      <Toaster />
    </>,
  )
  await screen.findByRole('heading', { name: '全站页头' })
  await act(async () => {})
  return stub
}

const canvas = () => screen.getByRole('region', { name: '画布' })
const keywordFields = () => screen.getAllByRole('textbox', { name: /^搜索词/ }) as HTMLInputElement[]

beforeEach(() => {
  window.localStorage.clear()
  window.history.replaceState(null, '', '/designer/?id=2')
  refreshSiteLayout()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the header template in the editor', () => {
  it('opens its config as the frame: no palette, the header form, the storefront header on the canvas', async () => {
    await openHeader()
    expect(editorStore.getState().doc.frame).toEqual(headerConfig())
    expect(editorStore.getState().doc.widgets).toEqual([])
    expect(screen.queryByRole('complementary', { name: '组件库' })).toBeNull()
    const inspector = screen.getByRole('complementary', { name: '属性设置' })
    expect(within(inspector).getByRole('tab', { name: '全站页头设置' })).toBeTruthy()
    for (const label of ['店铺标志', '热门搜索词', '导航链接'])
      expect(within(inspector).getAllByText(label).length).toBe(1)
    expect(keywordFields().map((field) => field.value)).toEqual(site.header.hotKeywords)
    await vi.waitFor(() => expect(canvas().textContent).toContain('笔记本'))
    expect(canvas().querySelector('.dz-site--live')).toBeTruthy()
  })

  it('focuses the field a problem names when it is chosen in the problems panel', async () => {
    await openHeader()
    act(() => editorStore.getState().focusField(null, '/hotKeywords/1'))
    expect(document.activeElement).toBe(keywordFields()[1])
    expect(editorStore.getState().focusRequest).toBeNull()
  })

  it('edits a hot keyword as one undoable step that the canvas follows and autosave sends as frame', async () => {
    const { calls } = await openHeader({ 'PATCH /api/designer/templates/2/draft': ok({ revision: 4, updated_at: 1 }) })
    await vi.waitFor(() => expect(canvas().textContent).toContain('手机'))
    const first = keywordFields()[0]
    fireEvent.change(first, { target: { value: '双11' } })
    fireEvent.blur(first)
    expect((editorStore.getState().doc.frame?.hotKeywords as string[])[0]).toBe('双11')
    await vi.waitFor(() => expect(canvas().textContent).toContain('双11'))
    await vi.waitFor(
      () => {
        const save = calls.find((call) => call.method === 'PATCH')
        expect((save?.body as { patch: unknown[] }).patch).toEqual([
          { op: 'replace', path: '/frame/hotKeywords/0', value: '双11' },
        ])
      },
      { timeout: 4000 },
    )
    act(() => editorStore.getState().undo())
    expect((editorStore.getState().doc.frame?.hotKeywords as string[])[0]).toBe('手机')
    act(() => editorStore.getState().redo())
    expect((editorStore.getState().doc.frame?.hotKeywords as string[])[0]).toBe('双11')
  })

  it('holds 发布 back while the header breaks its schema', async () => {
    await openHeader({
      'GET /api/designer/templates/2/draft': headerDraft({
        ...headerConfig(),
        hotKeywords: ['一', '二', '三', '四', '五', '六'],
      }),
    })
    const badge = await screen.findByRole('button', { name: /^问题 1/ })
    expect(badge).toBeTruthy()
    expect((screen.getByRole('button', { name: /^发布/ }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('reads the site frame again after a publish, so every canvas shows the new header', async () => {
    let layoutReads = 0
    await openHeader({
      'GET /api/pages/layout': () => {
        layoutReads++
        return ok(site)
      },
      'GET /api/designer/templates/2/published': ok({
        config: { page: pageDefaults(), widgets: [], frame: headerConfig() },
        version: 1,
        published_at: 1_700_000_000,
      }),
      'POST /api/designer/templates/2/publish': ok({ version: 2, published_at: 1_700_000_100, url: null }),
    })
    await vi.waitFor(() => expect(layoutReads).toBe(1))
    fireEvent.click(screen.getByRole('button', { name: /^发布/ }))
    fireEvent.click(await screen.findByRole('button', { name: '确认发布' }))
    expect(await screen.findByText('发布成功')).toBeTruthy()
    await vi.waitFor(() => expect(layoutReads).toBe(2))
  })
})

describe('frame documents', () => {
  it('draw a draft that breaks the schema as the schema allows, and check it with the frame rules', () => {
    const unsafe = { ...headerConfig(), navs: [{ title: '坏', href: 'javascript:alert(1)' }] }
    expect(JSON.stringify(frameLayout(site, 'header', unsafe).header)).not.toContain('javascript')
    expect(frameLayout(site, 'header', headerConfig()).header).toEqual(site.header)
    expect(frameLayout(site, 'footer', { params: { copyright: '© 新' } }).footer.params.copyright).toBe('© 新')
    const doc = { page: pageDefaults(), widgets: [], frame: unsafe }
    expect(problemsCheck('header')(doc)).toEqual([
      { uuid: '', widget: '全站页头', path: '/navs/0/href', message: expect.any(String), severity: 'error' },
    ])
    expect(problemsCheck('footer')({ ...doc, frame: site.footer })).toEqual([])
  })
})
