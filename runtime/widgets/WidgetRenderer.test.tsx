// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render } from '@testing-library/react'
import { w0006Defaults } from '../../schemas/widgets/W0006.ts'
import { w0011Defaults } from '../../schemas/widgets/W0011.ts'
import './every-widget.ts'
import { RenderedWidget } from './RenderedWidget.tsx'
import { stageHeight } from './stage.ts'
import type { WidgetDescriptor } from './widget-slot.tsx'
import { WidgetRenderer } from './WidgetRenderer.tsx'

const text = (uuid: string, fields: Partial<WidgetDescriptor> & { text?: string } = {}): WidgetDescriptor => ({
  ...w0011Defaults,
  uuid,
  text: uuid,
  data: [],
  ...fields,
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const stage = (container: HTMLElement) => container.querySelector<HTMLElement>('.mf-widgets__stage')!
const root = (container: HTMLElement, uuid: string) => container.querySelector<HTMLElement>(`[data-uuid="${uuid}"]`)

describe('WidgetRenderer', () => {
  it('positions each widget absolutely at its x, y, size and z-index', () => {
    const { container } = render(
      <WidgetRenderer mode="render" widgets={[text('a', { x: 20, y: 30, width: 200, height: 40, zindex: 7 })]} />,
    )
    const style = root(container, 'a')!.style
    expect([style.position, style.left, style.top, style.width, style.height, style.zIndex]).toEqual([
      'absolute',
      '20px',
      '30px',
      '200px',
      '40px',
      '7',
    ])
  })

  it('leaves the default z-index and zero margins and paddings to the stylesheet', () => {
    const box = { top: 0, right: 0, bottom: 0, left: 0 }
    const { container } = render(
      <WidgetRenderer mode="render" widgets={[text('a', { zindex: 1, margins: box, paddings: box })]} />,
    )
    const style = root(container, 'a')!.style
    expect([style.zIndex, style.margin, style.padding]).toEqual(['', '', ''])
  })

  it('marks each widget root with its type and uuid', () => {
    const { container } = render(<WidgetRenderer mode="render" widgets={[text('a')]} />)
    expect(root(container, 'a')!.getAttribute('data-widget-type')).toBe('W0011')
  })

  it('centres a stage of the page width as tall as the lowest widget bottom', () => {
    const widgets = [
      text('a', { y: 0, height: 100 }),
      text('b', { y: 300, height: 50 }),
      text('c', { y: 120, height: 20 }),
    ]
    const { container } = render(<WidgetRenderer mode="render" widgets={widgets} />)
    expect(stage(container).style.width).toBe('1190px')
    expect(stage(container).style.height).toBe('350px')
    expect(stageHeight([])).toBe(0)
  })

  it('takes another page width', () => {
    const { container } = render(<WidgetRenderer mode="render" widgets={[]} pageWidth={1000} />)
    expect(stage(container).style.width).toBe('1000px')
  })

  it('applies the common style fields on the widget root', () => {
    const widget = text('a', {
      margins: { top: 1, right: 2, bottom: 3, left: 4 },
      paddings: { top: 5, right: 6, bottom: 7, left: 8 },
      borders: { width: 2, style: 'dashed', color: '#ff0000', radius: 6 },
      colours: { backgroundColor: '#00ff00', color: '#0000ff' },
    })
    const style = root(render(<WidgetRenderer mode="render" widgets={[widget]} />).container, 'a')!.style
    expect(style.margin).toBe('1px 2px 3px 4px')
    expect(style.padding).toBe('5px 6px 7px 8px')
    expect(style.border).toBe('2px dashed rgb(255, 0, 0)')
    expect(style.borderRadius).toBe('6px')
    expect(style.backgroundColor).toBe('rgb(0, 255, 0)')
    expect(style.color).toBe('rgb(0, 0, 255)')
  })

  it('puts a full-viewport band of the background colour behind a widthFull widget only', () => {
    const widgets = [
      text('full', { y: 40, height: 80, widthFull: true, colours: { backgroundColor: '#123456', color: '' } }),
      text('plain', { y: 200 }),
    ]
    const bands = render(<WidgetRenderer mode="render" widgets={widgets} />).container.querySelectorAll<HTMLElement>(
      '.mf-widgets__band',
    )
    expect(bands).toHaveLength(1)
    expect([bands[0]!.style.top, bands[0]!.style.height, bands[0]!.style.backgroundColor]).toEqual([
      '40px',
      '80px',
      'rgb(18, 52, 86)',
    ])
  })

  it('renders nothing for an unknown type, and warns once per type', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const unknown = { ...text('x'), type: 'W0999' }
    const { container } = render(
      <WidgetRenderer mode="render" widgets={[unknown, { ...unknown, uuid: 'y' }, text('a')]} />,
    )
    expect(root(container, 'x')).toBeNull()
    expect(root(container, 'a')).not.toBeNull()
    expect(warn.mock.calls.filter(([message]) => String(message).includes('W0999'))).toHaveLength(1)
  })

  it('keeps the rest of the page when one widget throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // A free panel whose childWidgets is not a list throws while rendering.
    const throwing = { ...w0006Defaults, uuid: 'broken', childWidgets: 'not a list' } as unknown as WidgetDescriptor
    const { container } = render(<WidgetRenderer mode="render" widgets={[throwing, text('ok')]} />)
    expect(root(container, 'broken')).toBeNull()
    expect(root(container, 'ok')!.textContent).toBe('ok')
  })

  it('leaves the placing to a host that renders one widget unpositioned', () => {
    const { container } = render(
      <RenderedWidget widget={text('a', { x: 20, y: 30 })} mode="design" positioned={false} />,
    )
    const style = root(container, 'a')!.style
    expect([style.position, style.left, style.top]).toEqual(['', '', ''])
  })

  it('renders the same widgets in design and preview mode', () => {
    for (const mode of ['design', 'preview'] as const) {
      const { container } = render(<WidgetRenderer mode={mode} widgets={[text('a')]} />)
      expect(root(container, 'a')!.textContent).toBe('a')
      cleanup()
    }
  })
})
