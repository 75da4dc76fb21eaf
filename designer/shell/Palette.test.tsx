// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { pageDefaults } from '../../schemas/page.ts'
import { createWidget, widgetTypes } from '../../schemas/widgets/index.ts'
import { Toaster } from '../../runtime/components/toast/Toaster.tsx'
import { paletteDrag, WIDGET_DRAG_MIME } from '../canvas/drag-data.ts'
import { editorStore } from '../store/editor-store.ts'
import type { DraftWidget } from '../store/types.ts'
import { Palette } from './Palette.tsx'

beforeEach(() => {
  window.localStorage.clear()
  const text = { ...(createWidget('W0011') as unknown as DraftWidget), uuid: 'first', y: 40, height: 60 }
  editorStore.getState().load(1, { page: pageDefaults(), widgets: [text] }, 1)
})
afterEach(cleanup)

describe('palette', () => {
  it('offers all 21 widget types once, in the five groups', () => {
    render(<Palette />)
    const groups = screen.getAllByRole('region')
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['基础', '商品', '营销', '导航', '门店'])
    const types = [...document.querySelectorAll<HTMLElement>('[data-widget-type]')].map(
      (item) => item.dataset.widgetType,
    )
    expect(types.sort()).toEqual([...widgetTypes].sort())
    expect(within(groups[0]!).getByRole('button', { name: /文本/ }).querySelector('svg')).not.toBeNull()
  })

  it('filters by name', () => {
    render(<Palette />)
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索组件' }), { target: { value: '橱窗' } })
    const names = [...document.querySelectorAll('.dz-palette__name')].map((name) => name.textContent)
    expect(names.length).toBeGreaterThan(0)
    expect(names.every((name) => name?.includes('橱窗'))).toBe(true)
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索组件' }), { target: { value: '不存在的组件' } })
    expect(screen.getByText('没有匹配的组件')).toBeTruthy()
  })

  it('inserts the pressed widget where the page starts when nothing is selected, selects it and says so', () => {
    render(
      <>
        <Palette />
        <Toaster />
      </>,
    )
    fireEvent.click(screen.getByRole('button', { name: /轮播图/ }))
    const { doc, selectedId } = editorStore.getState()
    const added = doc.widgets[0]!
    expect(added.type).toBe('W0001')
    expect(added.y).toBe(40)
    expect(selectedId).toBe(added.uuid)
    expect(editorStore.getState().past).toHaveLength(1)
    expect(screen.getByText('已添加轮播图（页面顶部）').closest('[aria-live="polite"]')).not.toBeNull()
  })

  it('inserts below the selected widget', () => {
    editorStore.getState().select('first')
    render(<Palette />)
    fireEvent.click(screen.getByRole('button', { name: /轮播图/ }))
    const { doc } = editorStore.getState()
    expect(doc.widgets.map((widget) => widget.type)).toEqual(['W0011', 'W0001'])
    expect(doc.widgets[1]!.y).toBe(100)
  })

  it('keeps the dragged widget type from dragstart on, and shows its name as the drag image', () => {
    render(<Palette />)
    const data = new Map<string, string>()
    const images: HTMLElement[] = []
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      setDragImage: (image: HTMLElement) => images.push(image),
      effectAllowed: 'all',
    }
    fireEvent.dragStart(screen.getByRole('button', { name: /热区图片/ }), { dataTransfer })
    expect(paletteDrag()?.source).toEqual({ kind: 'widget', type: 'W0003' })
    expect(paletteDrag()?.info.name).toBe('热区图片')
    expect(data.get(WIDGET_DRAG_MIME)).toBe('W0003')
    expect(dataTransfer.effectAllowed).toBe('copy')
    expect(images[0]?.textContent).toBe('热区图片')
    expect(images[0]?.className).toBe('dz-drag-ghost')
    fireEvent.dragEnd(screen.getByRole('button', { name: /热区图片/ }))
    expect(paletteDrag()).toBeNull()
  })
})
