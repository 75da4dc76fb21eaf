// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { CombinedModule } from '../../../schemas/api/combined-modules.ts'
import { toastStore } from '../../../runtime/components/toast/toast.ts'
import { WIDGET_DRAG_MIME, paletteDrag } from '../../canvas/drag-data.ts'
import { editorStore } from '../../store/editor-store.ts'
import { childrenOf, findWidget } from '../../store/tree.ts'
import { ok, stubFetch } from '../test-fetch.ts'
import { ModuleGroup } from './ModuleGroup.tsx'
import { loadPanelPage } from './test-panel.ts'

const MODULES = '/api/designer/combined-modules'
/** The search waits for a pause in typing; a busy machine needs more than the default second. */
const SLOW = { timeout: 5000 }
const toasts = () => toastStore.getState().toasts.map((t) => t.message)

let saved: CombinedModule[]

function modules(): CombinedModule[] {
  const { panel } = loadPanelPage()
  const at = 1_700_000_000
  return [
    { id: 2, name: '春节 促销条', image: '/uploads/designer/b.png', params: panel, created_at: at, updated_at: at },
    { id: 1, name: '双11头图', image: '/uploads/designer/a.png', params: panel, created_at: at, updated_at: at },
  ] as CombinedModule[]
}

function serve() {
  return stubFetch({
    [`GET ${MODULES}`]: ({ url }) => {
      const keyword = url.searchParams.get('keyword') ?? ''
      const list = saved.filter((module) => module.name.includes(keyword))
      return ok({ list, total_count: list.length })
    },
    [`DELETE ${MODULES}/2`]: () => {
      saved = saved.filter((module) => module.id !== 2)
      return { status: 204, body: null }
    },
    [`PATCH ${MODULES}/1`]: ({ body }) => {
      saved = saved.map((module) => (module.id === 1 ? { ...module, name: (body as { name: string }).name } : module))
      return ok(saved.find((module) => module.id === 1))
    },
  })
}

beforeEach(() => {
  window.localStorage.clear()
  toastStore.setState({ toasts: [] })
  saved = modules()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const group = () => screen.getByRole('group', { name: '组合模块' })
const entry = (name: string) => screen.getByRole('button', { name })

describe('palette group 组合模块', () => {
  it('lists the modules with picture and name, and searches by name on the server', async () => {
    const { calls } = serve()
    render(<ModuleGroup />)
    await screen.findByRole('button', { name: '双11头图' }, SLOW)
    const items = within(group()).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('.dz-modules__name')?.textContent)).toEqual([
      '春节 促销条',
      '双11头图',
    ])
    expect(items[1]!.querySelector('img')?.getAttribute('src')).toBe('/uploads/designer/a.png')

    fireEvent.change(screen.getByRole('searchbox', { name: '搜索组合模块' }), { target: { value: '双11' } })
    await waitFor(() => expect(within(group()).getAllByRole('listitem')).toHaveLength(1), SLOW)
    expect(calls.at(-1)).toMatchObject({ method: 'GET', path: MODULES })
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索组合模块' }), { target: { value: '国庆' } })
    expect(await screen.findByText('没有匹配的组合模块', {}, SLOW)).toBeTruthy()
  })

  it('inserts a copy of the panel with new uuids for the panel and each child, and selects it', async () => {
    serve()
    render(<ModuleGroup />)
    editorStore.getState().select('other')
    fireEvent.click(await screen.findByRole('button', { name: '双11头图' }, SLOW))
    const { doc, selectedId } = editorStore.getState()
    expect(doc.widgets).toHaveLength(3)
    const inserted = doc.widgets[2]!
    expect(inserted.type).toBe('W0006')
    expect(selectedId).toBe(inserted.uuid)
    expect(inserted.uuid).not.toBe('panel')
    const [child] = childrenOf(inserted)
    expect(child).toMatchObject({ type: 'W0011', x: 10, y: 10 })
    expect(child!.uuid).not.toBe('kid')
    expect(findWidget(doc, 'kid')?.parentId).toBe('panel')

    // A second insert is another copy: no uuid is shared.
    fireEvent.click(entry('双11头图'))
    const uuids = editorStore
      .getState()
      .doc.widgets.flatMap((widget) => [widget.uuid, ...childrenOf(widget).map((kid) => kid.uuid)])
    expect(new Set(uuids).size).toBe(uuids.length)
  })

  it('drags a module like any palette entry', async () => {
    serve()
    render(<ModuleGroup />)
    const data = new Map<string, string>()
    const dataTransfer = { setData: (type: string, value: string) => data.set(type, value), effectAllowed: 'all' }
    fireEvent.dragStart(await screen.findByRole('button', { name: '双11头图' }, SLOW), { dataTransfer })
    expect(data.get(WIDGET_DRAG_MIME)).toBe('module:1')
    const dragged = paletteDrag()
    expect(dragged?.source).toMatchObject({ kind: 'module', id: 1, name: '双11头图' })
    expect(dragged?.info).toMatchObject({ name: '双11头图', panel: true })
  })

  it('deletes after 提示 确定删除该组合模块？ and says 删除成功！', async () => {
    const { calls } = serve()
    render(<ModuleGroup />)
    fireEvent.click(await screen.findByRole('button', { name: '删除 春节 促销条' }, SLOW))
    const confirm = screen.getByRole('dialog', { name: '提示' })
    expect(confirm.textContent).toContain('确定删除该组合模块？')
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: '春节 促销条' })).toBeNull(), SLOW)
    expect(calls.some((call) => call.method === 'DELETE' && call.path === `${MODULES}/2`)).toBe(true)
    expect(toasts()).toEqual(['删除成功！'])
  })

  it('renames, refusing a blank name with 请输入组合模块名称', async () => {
    const { calls } = serve()
    render(<ModuleGroup />)
    fireEvent.click(await screen.findByRole('button', { name: '重命名 双11头图' }, SLOW))
    const dialog = screen.getByRole('dialog', { name: '重命名组合模块' })
    const name = within(dialog).getByRole('textbox', { name: '名称' })
    fireEvent.change(name, { target: { value: '  ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('请输入组合模块名称')
    fireEvent.change(name, { target: { value: '双12头图' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }))
    expect(await screen.findByRole('button', { name: '双12头图' }, SLOW)).toBeTruthy()
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: '双12头图' })
  })

  it('保存为组合模块 answers 请选中要保存的自由面板 unless a free panel is selected', async () => {
    serve()
    render(<ModuleGroup />)
    const save = within(group()).getByRole('button', { name: '保存为组合模块' })
    editorStore.getState().select('other')
    fireEvent.click(save)
    editorStore.getState().select('kid')
    fireEvent.click(save)
    expect(toasts()).toEqual(['请选中要保存的自由面板', '请选中要保存的自由面板'])
    expect(screen.queryByRole('dialog')).toBeNull()

    editorStore.getState().select('panel')
    fireEvent.click(save)
    expect(screen.getByRole('dialog', { name: '保存为组合模块' })).toBeTruthy()
  })
})
