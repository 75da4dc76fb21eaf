// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { layoutFixture } from '../../runtime/components/header/test-frame.tsx'
import { toastStore } from '../../runtime/components/toast/toast.ts'
import { pageDefaults } from '../../schemas/page.ts'
import { w0011Defaults } from '../../schemas/widgets/W0011.ts'
import { nudgeAction } from '../actions/selection.ts'
import { editorStore } from '../store/editor-store.ts'
import { findWidget } from '../store/tree.ts'
import type { Doc, DraftWidget } from '../store/types.ts'
import { Canvas } from './Canvas.tsx'
import { groupDrag } from './group-drag.ts'
import { boxBetween, widgetsInBox } from './marquee.ts'
import { clearResolved, resolvedStore } from './resolved-data.ts'

/** Shift/Ctrl+click, the marquee, a group drag, and hidden and locked widgets on the canvas. */

const TEMPLATE_ID = 8

const text = (uuid: string, fields: Partial<DraftWidget> = {}): DraftWidget => ({
  ...(w0011Defaults as unknown as DraftWidget),
  uuid,
  text: uuid,
  data: [],
  ...fields,
})

const respond = (body: unknown) =>
  new Response(JSON.stringify({ data: body }), { status: 200, headers: { 'content-type': 'application/json' } })

beforeEach(() => {
  localStorage.clear()
  toastStore.setState({ toasts: [] })
  clearResolved()
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/pages/layout')) return respond(layoutFixture())
      // GET resolves the draft the server holds: the one the test loaded.
      const config = init?.body ? (JSON.parse(String(init.body)) as { config: Doc }).config : state().doc
      // As the server resolves: hidden widgets left out, the designer's flags taken off.
      const served = config.widgets
        .filter((widget) => widget.hidden !== true)
        .map(({ hidden: _hidden, locked: _locked, ...widget }) => widget)
      return respond({ page: config.page, widgets: served })
    }),
  )
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const widgets = () => [
  text('a', { x: 0, y: 0, width: 200, height: 40 }),
  text('b', { x: 300, y: 50, width: 200, height: 40 }),
  text('c', { x: 600, y: 100, width: 200, height: 40, hidden: true }),
  text('d', { x: 0, y: 500, width: 200, height: 40, locked: true }),
]

function open() {
  editorStore.getState().load(TEMPLATE_ID, { page: pageDefaults(), widgets: widgets() }, 1)
  const view = render(<Canvas />)
  return { ...view, region: screen.getByRole('region', { name: '画布' }) }
}

const frameOf = (container: HTMLElement, uuid: string) =>
  container.querySelector<HTMLElement>(`.dz-frame[data-uuid="${uuid}"]`) as HTMLElement
const state = () => editorStore.getState()

describe('group selection on the canvas', () => {
  it('Shift+click adds a widget, Ctrl+click takes it out; the others of a group are outlined', () => {
    const { container } = open()
    fireEvent.click(frameOf(container, 'a'))
    fireEvent.click(frameOf(container, 'b'), { shiftKey: true })
    expect(state().selectedIds).toEqual(['a', 'b'])
    expect(state().selectedId).toBe('b')
    expect(frameOf(container, 'a').className).toContain('is-grouped')
    fireEvent.click(frameOf(container, 'a'), { ctrlKey: true })
    expect(state().selectedIds).toEqual(['b'])
  })

  it('selects the widgets a marquee on empty canvas touches', () => {
    const { region } = open()
    // jsdom lays nothing out: the page's box is at (0, 0), so client coordinates are page coordinates.
    const pointer = (type: string, target: EventTarget, x: number, y: number) =>
      act(() => {
        target.dispatchEvent(
          new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, clientX: x, clientY: y }),
        )
      })
    pointer('pointerdown', region, 250, 10)
    pointer('pointermove', window, 350, 60)
    expect(region.querySelector('.dz-marquee')).not.toBeNull()
    pointer('pointerup', window, 700, 120)
    expect(region.querySelector('.dz-marquee')).toBeNull()
    expect(state().selectedIds).toEqual(['b', 'c'])
    // The click that ends the marquee keeps the selection.
    fireEvent.click(region)
    expect(state().selectedIds).toEqual(['b', 'c'])
  })

  it('draws hidden widgets dimmed and locked ones with their lock, and refuses to nudge a locked one', async () => {
    const { container } = open()
    // Drawn from the server's resolution, which carries neither flag, the widgets keep them.
    await waitFor(() => expect(resolvedStore.getState().entries.has('d')).toBe(true))
    expect(frameOf(container, 'c').className).toContain('is-hidden')
    expect(frameOf(container, 'd').className).toContain('is-locked')
    act(() => state().select('d'))
    act(() => nudgeAction.perform({ editor: state(), requestDelete: () => undefined, key: 'ArrowRight' }))
    expect(findWidget(state().doc, 'd')?.widget.x).toBe(0)
    expect(
      toastStore
        .getState()
        .toasts.map((toast) => toast.message)
        .join(),
    ).toContain('已锁定')
  })
})

describe('marquee and group drag geometry', () => {
  it('touching is enough for the marquee', () => {
    expect(widgetsInBox(widgets(), boxBetween({ x: 199, y: 39 }, { x: 100, y: 0 }))).toEqual(['a'])
    expect(widgetsInBox(widgets(), boxBetween({ x: 200, y: 0 }, { x: 290, y: 45 }))).toEqual([])
  })

  it('a group drag moves the others by the dragged widget’s offset, as one step', () => {
    const doc: Doc = { page: pageDefaults(), widgets: widgets() }
    const command = groupDrag(doc, 'a', ['b'], { x: 20, y: 10 })
    expect(command?.label).toBe('移动 2 个挂件')
    expect(command?.commands).toEqual([
      expect.objectContaining({ uuid: 'a', to: { x: 20, y: 10 } }),
      expect.objectContaining({ uuid: 'b', to: { x: 320, y: 60 } }),
    ])
  })
})
