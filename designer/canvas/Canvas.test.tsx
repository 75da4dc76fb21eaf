// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { layoutFixture } from '../../runtime/components/header/test-frame.tsx'
import { Toaster } from '../../runtime/components/toast/Toaster.tsx'
import { toastStore } from '../../runtime/components/toast/toast.ts'
import { goodsList } from '../../runtime/widgets/test-goods.ts'
import { sampleWidgets } from '../../runtime/widgets/test-samples.ts'
import { pageDefaults } from '../../schemas/page.ts'
import { w0006Defaults } from '../../schemas/widgets/W0006.ts'
import { w0011Defaults } from '../../schemas/widgets/W0011.ts'
import { w0002Defaults } from '../../schemas/widgets/W0002.ts'
import { w0007Defaults } from '../../schemas/widgets/W0007.ts'
import { widgetSchemas, widgetTypes, type WidgetType } from '../../schemas/widgets/index.ts'
import { editorStore } from '../store/editor-store.ts'
import { findWidget } from '../store/tree.ts'
import type { Doc, DraftWidget } from '../store/types.ts'
import { Canvas } from './Canvas.tsx'
import type { DragEvent } from 'react'
import { beginPaletteDrag, finishPaletteDrag, paletteDrag, type PaletteSource } from './drag-data.ts'
import { actionForKey } from '../actions/index.ts'
import type { ActionContext } from '../actions/types.ts'
import { zoomStore } from './zoom.ts'
import { clearResolved } from './resolved-data.ts'
import { RESOLVE_DELAY_MS } from './use-resolved-draft.ts'

const TEMPLATE_ID = 7

/** Every widget type with real data: W0001-W0011 (a free panel with a text inside) then W0012-W0022 below. */
function everyWidget(): DraftWidget[] {
  return sampleWidgets() as unknown as DraftWidget[]
}

const text = (uuid: string, fields: Partial<DraftWidget> = {}): DraftWidget => ({
  ...(w0011Defaults as unknown as DraftWidget),
  uuid,
  text: uuid,
  data: [],
  ...fields,
})

const panel = (uuid: string, fields: Partial<DraftWidget> = {}): DraftWidget => ({
  ...(w0006Defaults as unknown as DraftWidget),
  uuid,
  x: 100,
  y: 300,
  width: 600,
  height: 300,
  childWidgets: [],
  ...fields,
})

let resolveAnswer: (doc: Doc) => Array<Record<string, unknown>> = (doc) => doc.widgets
const resolveCalls: Doc[] = []

function respond(body: unknown): Response {
  return new Response(JSON.stringify({ data: body }), { status: 200, headers: { 'content-type': 'application/json' } })
}

beforeEach(() => {
  localStorage.clear()
  toastStore.setState({ toasts: [] })
  clearResolved()
  resolveCalls.length = 0
  resolveAnswer = (doc) => doc.widgets
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/pages/layout')) return respond(layoutFixture())
      if (url === `/api/designer/templates/${TEMPLATE_ID}/resolve`) {
        // GET resolves the draft the server holds: the one the test loaded.
        const config = init?.body
          ? (JSON.parse(String(init.body)) as { config: Doc }).config
          : editorStore.getState().doc
        resolveCalls.push(config)
        return respond({ page: config.page, widgets: resolveAnswer(config) })
      }
      throw new Error(`unexpected request ${url}`)
    }),
  )
})

afterEach(() => {
  cleanup()
  zoomStore.setState({ scale: 1, fit: true })
  finishPaletteDrag()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function open(widgets: DraftWidget[]) {
  editorStore.getState().load(TEMPLATE_ID, { page: pageDefaults(), widgets }, 1)
  const view = render(
    <>
      <Canvas />
      <Toaster />
    </>,
  )
  const region = screen.getByRole('region', { name: '画布' })
  return { ...view, region }
}

const frameOf = (container: HTMLElement, uuid: string) =>
  container.querySelector<HTMLElement>(`.dz-frame[data-uuid="${uuid}"]`)!

/** Starts a palette drag as the palette's dragstart does; the canvas reads the source from then on. */
function startDrag(source: PaletteSource) {
  const dataTransfer = { setData: () => undefined, effectAllowed: 'all' }
  beginPaletteDrag({ dataTransfer } as unknown as DragEvent, source)
}

/** A drag event at (x, y); jsdom lays nothing out: the stage's box is at (0, 0), so client coordinates are stage coordinates. */
function dragEvent(name: 'dragover' | 'drop', x: number, y: number) {
  const event = new MouseEvent(name, { bubbles: true, cancelable: true, clientX: x, clientY: y })
  // Chromium has emptied the data by the time anything but dragstart looks at it.
  Object.defineProperty(event, 'dataTransfer', { value: { types: [], getData: () => '', dropEffect: 'copy' } })
  return event
}

function dropOn(element: HTMLElement, type: WidgetType | PaletteSource, x: number, y: number) {
  startDrag(typeof type === 'string' ? { kind: 'widget', type } : type)
  fireEvent(element, dragEvent('drop', x, y))
}

const doc = () => editorStore.getState().doc
const selected = () => editorStore.getState().selectedId

describe('the canvas', () => {
  it('renders every widget of the document with the runtime components in design mode', async () => {
    const widgets = everyWidget()
    const { container } = open(widgets)
    expect(new Set(widgets.map((widget) => widget.type))).toEqual(new Set(widgetTypes))
    for (const widget of widgets) {
      const frame = frameOf(container, widget.uuid)
      expect(frame, widget.type).not.toBeNull()
      expect(frame.getAttribute('role')).toBe('group')
      expect(frame.getAttribute('aria-label')?.startsWith(widgetSchemas[widget.type as WidgetType].name)).toBe(true)
      expect(frame.tabIndex).toBe(0)
      // The frame is the widget's one tab stop: its content is inert (a free panel's holds frames).
      const content = frame.querySelector(':scope > .dz-frame__body > .dz-frame__content')!
      expect(content.hasAttribute('inert'), widget.type).toBe(widget.type !== 'W0006')
      expect(frame.hasAttribute('aria-current')).toBe(false)
      expect(frame.querySelector(`.mf-widget[data-uuid="${widget.uuid}"]`), widget.type).not.toBeNull()
    }
    // The free panel's child is drawn inside the panel, in a frame of its own.
    expect(frameOf(container, 's-w0006').contains(frameOf(container, 's-w0006-text'))).toBe(true)
    expect(within(frameOf(container, 's-w0006-text')).getByText('面板文字')).toBeTruthy()
    // Design mode: no widget link has an address; search and coupons are inert.
    const stage = container.querySelector('.dz-stage')!
    expect(stage.querySelectorAll('a[href]')).toHaveLength(0)
    expect(stage.querySelectorAll('a[aria-disabled="true"]').length).toBeGreaterThan(10)
    // The site frame around the page: the storefront's own header and footer, faded and inert.
    await waitFor(() => expect(container.querySelector('.dz-site--header .mf-header')).not.toBeNull())
    const header = container.querySelector<HTMLElement>('.dz-site--header')!
    expect(header.getAttribute('aria-hidden')).toBe('true')
    expect(header.hasAttribute('inert')).toBe(true)
    expect(container.querySelector('.dz-site--footer .mf-footer')).not.toBeNull()
  })

  it('draws the stage at the page width, its colours, and room under the lowest widget', () => {
    editorStore.getState().load(
      TEMPLATE_ID,
      {
        page: { ...pageDefaults(), backgroundColor: '#ffeedd', themeColor: '#ff6600' },
        widgets: [text('a', { y: 400, height: 100 })],
      },
      1,
    )
    const { container } = render(<Canvas />)
    const wrap = container.querySelector<HTMLElement>('.dz-stage-wrap')!
    expect([wrap.style.width, wrap.style.height]).toEqual(['1190px', '700px'])
    const page = container.querySelector<HTMLElement>('.dz-canvas__page')!
    expect(page.style.getPropertyValue('--mf-theme')).toBe('#ff6600')
    expect(page.style.backgroundColor).toBe('rgb(255, 238, 221)')
  })

  it('selects a widget on click, with handles, name tag and toolbar; the empty stage selects nothing', () => {
    const { container } = open([text('a', { x: 10, y: 10 }), text('b', { x: 10, y: 100 })])
    fireEvent.click(within(frameOf(container, 'a')).getByText('a'))
    expect(selected()).toBe('a')
    const frame = frameOf(container, 'a')
    expect(frame.classList.contains('is-selected')).toBe(true)
    expect(frame.getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('group', { name: /^文本/, current: true })).toBe(frame)
    expect(frame.querySelectorAll('.dz-handle')).toHaveLength(8)
    expect(frame.querySelector('.dz-handle--bottom-right')).not.toBeNull()
    expect(frame.querySelector('.dz-frame__name')!.textContent).toMatch(/^文本/)
    const toolbar = within(frame).getByRole('toolbar', { name: '挂件操作' })
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['编辑', '上方添加', '下方添加', '上移', '下移', '删除'])
    expect(frameOf(container, 'b').classList.contains('is-selected')).toBe(false)

    fireEvent.click(container.querySelector('.dz-stage')!)
    expect(selected()).toBeNull()
    expect(frameOf(container, 'a').classList.contains('is-selected')).toBe(false)
  })

  it('selects the widget whose frame takes the focus, and keeps the focus on it', () => {
    const { container } = open([text('a'), text('b', { y: 100 })])
    frameOf(container, 'a').focus()
    expect(selected()).toBe('a')
    // The draggable frame that replaced the plain one has the focus.
    expect(document.activeElement).toBe(frameOf(container, 'a'))
    frameOf(container, 'b').focus()
    expect(selected()).toBe('b')
    expect(document.activeElement).toBe(frameOf(container, 'b'))
  })

  it('moves the focus to a widget selected while the keyboard is on the canvas, and to the canvas on deselect', () => {
    const { container, region } = open([text('a'), text('b', { y: 100 })])
    frameOf(container, 'a').focus()
    act(() => editorStore.getState().select('b'))
    expect(document.activeElement).toBe(frameOf(container, 'b'))
    act(() => editorStore.getState().select(null))
    expect(document.activeElement).toBe(region)
    expect(selected()).toBeNull()
  })

  it('leaves the focus where it is when a widget is selected from outside the canvas', () => {
    const { container } = open([text('a')])
    const outside = document.createElement('button')
    document.body.append(outside)
    outside.focus()
    act(() => editorStore.getState().select('a'))
    expect(frameOf(container, 'a').classList.contains('is-selected')).toBe(true)
    expect(document.activeElement).toBe(outside)
    outside.remove()
  })

  it('keeps the widget mounted when it is selected', () => {
    const { container } = open([text('a')])
    const widget = container.querySelector('.mf-widget[data-uuid="a"]')
    fireEvent.click(frameOf(container, 'a'))
    expect(container.querySelector('.mf-widget[data-uuid="a"]')).toBe(widget)
  })

  it('deletes the selected widget after the confirm of the toolbar’s 删除', async () => {
    const { container } = open([text('a'), text('b', { y: 100 })])
    fireEvent.click(frameOf(container, 'a'))
    fireEvent.click(within(frameOf(container, 'a')).getByRole('button', { name: '删除' }))
    const dialog = await screen.findByRole('dialog', { name: '提示' })
    expect(within(dialog).getByText('确定删除该挂件？')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(doc().widgets.map((widget) => widget.uuid)).toEqual(['b'])
    expect(frameOf(container, 'a')).toBeNull()
  })

  it('keeps the widget when the confirm is cancelled', async () => {
    const { container } = open([text('a')])
    fireEvent.click(frameOf(container, 'a'))
    fireEvent.click(within(frameOf(container, 'a')).getByRole('button', { name: '删除' }))
    fireEvent.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '取消' }))
    expect(doc().widgets).toHaveLength(1)
  })

  it('selects the free panel after deleting one of its children', async () => {
    const { container } = open([panel('p', { childWidgets: [text('kid', { x: 10, y: 10, leaf: true })] })])
    fireEvent.click(within(frameOf(container, 'kid')).getByText('kid'))
    expect(selected()).toBe('kid')
    fireEvent.click(within(frameOf(container, 'kid')).getByRole('button', { name: '删除' }))
    fireEvent.click(within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }))
    expect(findWidget(doc(), 'kid')).toBeNull()
    expect(selected()).toBe('p')
  })
})

describe('moving and resizing', () => {
  /** jsdom lays nothing out; react-rnd keeps frames inside the stage's measured size. */
  function sizeStage(container: HTMLElement) {
    const stage = container.querySelector<HTMLElement>('.dz-stage')!
    Object.defineProperty(stage, 'offsetWidth', { configurable: true, value: 1190 })
    Object.defineProperty(stage, 'offsetHeight', { configurable: true, value: 1000 })
  }

  it('commits one move per drag, snapped to the page centre', () => {
    const { container } = open([text('a', { x: 100, y: 100, width: 200, height: 40 })])
    sizeStage(container)
    fireEvent.click(frameOf(container, 'a'))
    const frame = frameOf(container, 'a')
    fireEvent.mouseDown(frame, { clientX: 10, clientY: 10, button: 0 })
    fireEvent.mouseMove(document, { clientX: 200, clientY: 50 })
    // Centre at 100 + 393 + 100 = 593: 2 px from the page centre (595).
    fireEvent.mouseMove(document, { clientX: 403, clientY: 70 })
    expect(doc().widgets[0]).toMatchObject({ x: 100, y: 100 })
    fireEvent.mouseUp(document, { clientX: 403, clientY: 70 })
    expect(doc().widgets[0]).toMatchObject({ x: 495, y: 160 })
    expect(editorStore.getState().past.map((entry) => entry.command.kind)).toEqual(['move'])
    expect(frameOf(container, 'a').style.translate).toBe('')
  })

  it('moves a widget 200 px for a 100 px drag at 50 %', () => {
    zoomStore.setState({ scale: 0.5, fit: false })
    const { container } = open([text('a', { x: 100, y: 100, width: 200, height: 40 })])
    sizeStage(container)
    fireEvent.click(frameOf(container, 'a'))
    fireEvent.mouseDown(frameOf(container, 'a'), { clientX: 60, clientY: 60, button: 0 })
    fireEvent.mouseMove(document, { clientX: 100, clientY: 60 })
    fireEvent.mouseMove(document, { clientX: 160, clientY: 60 })
    fireEvent.mouseUp(document, { clientX: 160, clientY: 60 })
    expect(doc().widgets[0]).toMatchObject({ x: 300, y: 100 })
  })

  it('resizes by page pixels at 50 %', () => {
    zoomStore.setState({ scale: 0.5, fit: false })
    const { container } = open([text('a', { x: 100, y: 100, width: 200, height: 40 })])
    sizeStage(container)
    fireEvent.click(frameOf(container, 'a'))
    const handle = frameOf(container, 'a').querySelector<HTMLElement>('.dz-handle--right')!
    fireEvent.mouseDown(handle, { clientX: 150, clientY: 60, button: 0 })
    fireEvent.mouseMove(window, { clientX: 170, clientY: 60 })
    fireEvent.mouseMove(window, { clientX: 181, clientY: 60 })
    fireEvent.mouseUp(window, { clientX: 181, clientY: 60 })
    expect(doc().widgets[0]).toMatchObject({ x: 100, width: 262 })
  })

  it('commits nothing for a click without movement', () => {
    const { container } = open([text('a', { x: 100, y: 100 })])
    fireEvent.click(frameOf(container, 'a'))
    fireEvent.mouseDown(frameOf(container, 'a'), { clientX: 10, clientY: 10, button: 0 })
    fireEvent.mouseUp(document, { clientX: 10, clientY: 10 })
    expect(editorStore.getState().past).toHaveLength(0)
  })

  it('commits one resize per gesture from a handle', () => {
    const { container } = open([text('a', { x: 100, y: 100, width: 200, height: 40 })])
    sizeStage(container)
    fireEvent.click(frameOf(container, 'a'))
    const handle = frameOf(container, 'a').querySelector<HTMLElement>('.dz-handle--right')!
    fireEvent.mouseDown(handle, { clientX: 300, clientY: 120, button: 0 })
    fireEvent.mouseMove(window, { clientX: 330, clientY: 120 })
    fireEvent.mouseMove(window, { clientX: 361, clientY: 120 })
    fireEvent.mouseUp(window, { clientX: 361, clientY: 120 })
    expect(doc().widgets[0]).toMatchObject({ x: 100, y: 100, width: 261, height: 40 })
    expect(editorStore.getState().past.map((entry) => entry.command.kind)).toEqual(['resize'])
    // The click that ends the gesture outside the frame does not deselect it.
    fireEvent.click(container.querySelector('.dz-stage')!)
    expect(selected()).toBe('a')
  })
})

describe('dropping palette entries', () => {
  it('adds a page widget at the drop point and selects it', () => {
    const { region } = open([text('a', { y: 0 }), text('b', { y: 900 })])
    dropOn(region, 'W0011', 300, 500)
    const added = doc().widgets[1]
    expect(added).toMatchObject({ type: 'W0011', x: 300, y: 500 })
    expect(doc().widgets.map((widget) => widget.uuid)).toEqual(['a', added.uuid, 'b'])
    expect(selected()).toBe(added.uuid)
    expect(editorStore.getState().past).toHaveLength(1)
  })

  it('refuses a widget a free panel does not take, with 不可放入自由面板', async () => {
    const { region } = open([panel('p')])
    dropOn(region, 'W0017', 150, 350)
    expect(await screen.findByText('不可放入自由面板')).toBeTruthy()
    expect(doc().widgets).toHaveLength(1)
    expect(doc().widgets[0].childWidgets).toEqual([])
    expect(editorStore.getState().past).toHaveLength(0)
  })

  it('puts an allowed widget into the free panel, relative to it and on its 10 px grid', () => {
    const { container, region } = open([panel('p')])
    dropOn(region, 'W0011', 137, 344)
    const children = doc().widgets[0].childWidgets as DraftWidget[]
    expect(children).toHaveLength(1)
    expect(children[0]).toMatchObject({ type: 'W0011', x: 40, y: 40, leaf: true })
    expect(selected()).toBe(children[0].uuid)
    expect(frameOf(container, 'p').contains(frameOf(container, children[0].uuid))).toBe(true)
  })
})

describe('dragging palette entries over the canvas', () => {
  const overlayText = (container: HTMLElement) => container.querySelector('.dz-overlay')?.textContent ?? ''

  it('shows where the widget goes, by name, with an insertion line between two widgets', async () => {
    const { container, region } = open([text('a', { y: 0, height: 100 }), text('b', { y: 100, height: 100 })])
    startDrag({ kind: 'widget', type: 'W0001' })
    const event = dragEvent('dragover', 300, 160)
    fireEvent(region, event)
    expect(event.defaultPrevented).toBe(true)
    expect((event as unknown as { dataTransfer: DataTransfer }).dataTransfer.dropEffect).toBe('copy')
    await waitFor(() => expect(overlayText(container)).toContain('轮播图'))
    const line = container.querySelector<HTMLElement>('.dz-drop-line')!
    expect([line.style.top, line.style.width]).toEqual(['200px', '1190px'])
    expect(container.querySelector<HTMLElement>('.dz-drop-ghost')!.style.top).toBe('200px')
  })

  it('shows 不可放入自由面板 with a not-allowed cursor over a free panel before the drop, and says it at the end', async () => {
    const { container, region } = open([panel('p')])
    startDrag({ kind: 'widget', type: 'W0017' })
    const event = dragEvent('dragover', 150, 350)
    fireEvent(region, event)
    expect((event as unknown as { dataTransfer: DataTransfer }).dataTransfer.dropEffect).toBe('none')
    await waitFor(() => expect(container.querySelector('.dz-drop-refusal')?.textContent).toBe('不可放入自由面板'))
    expect(container.querySelector('.dz-drop-panel.is-refused')).not.toBeNull()
    // The browser does not drop where the effect is 'none'; the drag ends on the palette entry.
    document.dispatchEvent(new Event('dragend'))
    expect(await screen.findByText('不可放入自由面板', { selector: '.mf-toast__text' })).toBeTruthy()
    expect(paletteDrag()).toBeNull()
    expect(doc().widgets[0].childWidgets).toEqual([])
  })

  it('reads nothing from the event: another page’s drag shows nothing', () => {
    const { region } = open([])
    const event = dragEvent('dragover', 10, 10)
    fireEvent(region, event)
    expect(event.defaultPrevented).toBe(false)
  })

  it('takes the drop point through the zoom', () => {
    zoomStore.setState({ scale: 0.5, fit: false })
    const { region } = open([])
    dropOn(region, 'W0011', 150, 250)
    expect(doc().widgets[0]).toMatchObject({ type: 'W0011', x: 300, y: 500 })
  })

  it('drops over a widget above it (upper half) or below it (lower half)', () => {
    const { region } = open([text('a', { y: 0, height: 100 }), text('b', { y: 100, height: 100 })])
    dropOn(region, 'W0011', 300, 120)
    expect(doc().widgets.map((widget) => widget.uuid)[1]).not.toBe('b')
    expect(doc().widgets[1]).toMatchObject({ type: 'W0011', y: 100, x: 300 })
  })

  it('drops a combined module as a page widget, and refuses it over a free panel', async () => {
    const make = () => panel(crypto.randomUUID(), { x: 0, y: 0, width: 400, height: 100 })
    const { region } = open([panel('p')])
    dropOn(region, { kind: 'module', id: 3, name: '头图模块', make }, 150, 350)
    expect(await screen.findByText('不可放入自由面板')).toBeTruthy()
    expect(doc().widgets).toHaveLength(1)
    dropOn(region, { kind: 'module', id: 3, name: '头图模块', make }, 20, 700)
    expect(doc().widgets[1]).toMatchObject({ type: 'W0006', x: 20, y: 700, width: 400 })
    expect(selected()).toBe(doc().widgets[1].uuid)
  })
})

describe('room to work', () => {
  it('zooms with 缩小 / 放大, shows the percentage, and gives Ctrl+0 / Ctrl+1 their effect', () => {
    const { container } = open([text('a')])
    const group = screen.getByRole('group', { name: '缩放' })
    expect(within(group).getByRole('button', { name: '适应宽度' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(within(group).getByRole('button', { name: '缩小' }))
    expect(zoomStore.getState()).toEqual({ scale: 0.9, fit: false })
    expect(within(group).getByRole('button', { name: /90%/ })).toBeTruthy()
    const page = container.querySelector<HTMLElement>('.dz-canvas__page')!
    expect(page.style.transform).toBe('scale(0.9)')
    expect(container.querySelector<HTMLElement>('.dz-canvas')!.style.getPropertyValue('--dz-zoom')).toBe('0.9')
    fireEvent.click(within(group).getByRole('button', { name: '放大' }))
    expect(zoomStore.getState().scale).toBe(1)
    expect(within(group).getByRole('button', { name: '放大' })).toHaveProperty('disabled', true)
    zoomStore.setState({ scale: 0.6, fit: false })
    // Ctrl+0 / Ctrl+1 are the registry's actions; the canvas supplies what they do.
    const zoomKey = (key: string) =>
      actionForKey({ key, ctrlKey: true, metaKey: false, shiftKey: false, altKey: false })
    zoomKey('0')?.perform({} as ActionContext)
    expect(zoomStore.getState()).toEqual({ scale: 1, fit: false })
    zoomKey('1')?.perform({} as ActionContext)
    expect(zoomStore.getState().fit).toBe(true)
  })

  it('zooms with Ctrl+wheel and leaves a plain wheel to scrolling', () => {
    const { region } = open([text('a')])
    zoomStore.setState({ scale: 0.8, fit: false })
    const plain = new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true })
    region.dispatchEvent(plain)
    expect(plain.defaultPrevented).toBe(false)
    expect(zoomStore.getState().scale).toBe(0.8)
    const zoom = new WheelEvent('wheel', { deltaY: 100, ctrlKey: true, bubbles: true, cancelable: true })
    region.dispatchEvent(zoom)
    expect(zoom.defaultPrevented).toBe(true)
    expect(zoomStore.getState().scale).toBeLessThan(0.8)
  })

  it('scrolls a widget selected from elsewhere into view, but not one pressed on the canvas', async () => {
    const { region } = open([text('a', { y: 0 }), text('b', { y: 2000 })])
    const boxes: Record<string, [number, number]> = { b: [100, 2000], a: [100, 900] }
    const rect = (left: number, top: number, width: number, height: number) =>
      ({ left, top, right: left + width, bottom: top + height, width, height, x: left, y: top }) as DOMRect
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      if (this === region) return rect(0, 0, 800, 600)
      const spot = boxes[(this as HTMLElement).dataset?.uuid ?? '']
      return spot ? rect(spot[0], spot[1], 52, 20) : rect(0, 0, 0, 0)
    })
    Object.defineProperty(region, 'clientWidth', { configurable: true, value: 800 })
    Object.defineProperty(region, 'clientHeight', { configurable: true, value: 600 })
    act(() => editorStore.getState().select('b'))
    await waitFor(() => expect(region.scrollTop).toBe(2000 + 20 - 600 + 24))

    region.scrollTop = 0
    fireEvent.pointerDown(region.querySelector('.dz-frame[data-uuid="a"]')!)
    act(() => editorStore.getState().select('a'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(region.scrollTop).toBe(0)
    vi.restoreAllMocks()
  })
})

describe('the edit toolbar', () => {
  it('adds a widget of the chosen type above the selected one, moving it down', () => {
    const { container } = open([text('a', { y: 0, height: 20 }), text('b', { y: 40, height: 20 })])
    fireEvent.click(frameOf(container, 'b'))
    fireEvent.click(within(frameOf(container, 'b')).getByRole('button', { name: '上方添加' }))
    const menu = screen.getByRole('menu', { name: '上方添加' })
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(widgetTypes.length)
    fireEvent.click(within(menu).getByRole('menuitem', { name: '文本' }))
    const [, added, b] = doc().widgets
    expect(added).toMatchObject({ type: 'W0011', y: 40 })
    expect(b).toMatchObject({ uuid: 'b', y: 40 + added.height })
    expect(selected()).toBe(added.uuid)
    expect(editorStore.getState().past).toHaveLength(1)
  })

  it('moves the selected widget up in page order, swapping places with its neighbour', () => {
    const { container } = open([text('a', { y: 0, height: 30 }), text('b', { y: 40, height: 20 })])
    fireEvent.click(frameOf(container, 'b'))
    expect(within(frameOf(container, 'b')).getByRole('button', { name: '下移' })).toHaveProperty('disabled', true)
    fireEvent.click(within(frameOf(container, 'b')).getByRole('button', { name: '上移' }))
    expect(doc().widgets.map((widget) => `${widget.uuid}@${widget.y}`)).toEqual(['b@0', 'a@30'])
  })

  it('asks the inspector to focus the widget’s settings on 编辑', () => {
    const { container } = open([text('a')])
    fireEvent.click(frameOf(container, 'a'))
    fireEvent.click(within(frameOf(container, 'a')).getByRole('button', { name: '编辑' }))
    expect(editorStore.getState().focusRequest).toEqual({ uuid: 'a', path: '' })
  })
})

describe('live data', () => {
  it('shows the data the server resolved for the draft, resolved again once edits pause', async () => {
    const goods = { ...(w0002Defaults as unknown as DraftWidget), uuid: 'g', width: 1190, data: [] }
    resolveAnswer = (config) => config.widgets.map((widget) => ({ ...widget, data: goodsList(2, String(widget.text)) }))
    const { container } = open([{ ...goods, text: '实时' }])
    const frame = () => frameOf(container, 'g')
    expect(await within(frame()).findByText('实时2')).toBeTruthy()
    // The stored settings stay as they were: live data is the canvas's own.
    expect(doc().widgets[0].data).toEqual([])

    vi.useFakeTimers()
    act(() => editorStore.getState().setField('g', '/text', '新'))
    act(() => editorStore.getState().setField('g', '/text', '新品'))
    await act(() => vi.advanceTimersByTimeAsync(RESOLVE_DELAY_MS - 50))
    expect(resolveCalls).toHaveLength(1)
    // Until then the edited settings show with the last live data.
    expect(within(frame()).getByText('实时2')).toBeTruthy()
    expect(within(frame()).getByText('新品')).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(100))
    vi.useRealTimers()
    expect(await within(frame()).findByText('新品2')).toBeTruthy()
    expect(resolveCalls).toHaveLength(2)
  })

  it('draws an unedited widget exactly as resolved, live fields beyond its data included', async () => {
    const menu = {
      ...(w0007Defaults as unknown as DraftWidget),
      uuid: 'm',
      width: 1190,
      alwaysOpen: true,
      categoryData: [],
    }
    resolveAnswer = (config) =>
      config.widgets.map((widget) => ({
        ...widget,
        categoryData: [{ category_id: 1, category_name: '手机数码', children: [] }],
      }))
    const { container } = open([menu])
    expect(await within(frameOf(container, 'm')).findByText('手机数码')).toBeTruthy()
  })
})
