// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render } from '@testing-library/react'
import { w0006Defaults } from '../../../schemas/widgets/W0006.ts'
import { w0011Defaults } from '../../../schemas/widgets/W0011.ts'
import '../every-widget.ts'
import type { WidgetDescriptor } from '../widget-slot.tsx'
import { WidgetRenderer } from '../WidgetRenderer.tsx'

afterEach(cleanup)

const child = (uuid: string, x: number, y: number): WidgetDescriptor => ({
  ...w0011Defaults,
  uuid,
  x,
  y,
  leaf: true,
  text: uuid,
  data: [],
})

function panel(fields: Partial<WidgetDescriptor> = {}): WidgetDescriptor {
  return {
    ...w0006Defaults,
    uuid: 'panel',
    x: 100,
    y: 50,
    width: 600,
    height: 300,
    childWidgets: [child('c1', 10, 20), child('c2', 300, 120)],
    ...fields,
  }
}

describe('W0006 free panel', () => {
  it('renders its children through the registry at their own position inside it', () => {
    const { container } = render(<WidgetRenderer mode="render" widgets={[panel()]} />)
    const root = container.querySelector('[data-uuid="panel"]')!
    const c2 = root.querySelector<HTMLElement>('[data-uuid="c2"]')!
    expect(c2.getAttribute('data-widget-type')).toBe('W0011')
    expect([c2.style.left, c2.style.top]).toEqual(['300px', '120px'])
    expect(c2.textContent).toBe('c2')
    expect(root.querySelector('[data-uuid="c1"]')).not.toBeNull()
  })

  it('renders a panel inside a panel', () => {
    const inner = panel({ uuid: 'inner', x: 0, y: 0, childWidgets: [child('deep', 5, 5)] })
    const { container } = render(<WidgetRenderer mode="render" widgets={[panel({ childWidgets: [inner] })]} />)
    expect(container.querySelector('[data-uuid="panel"] [data-uuid="inner"] [data-uuid="deep"]')!.textContent).toBe(
      'deep',
    )
  })

  it('marks its page section and draws the grid only in design mode', () => {
    const grid = (c: HTMLElement) => c.querySelector<HTMLElement>('.mf-w0006')!
    const design = render(
      <WidgetRenderer mode="design" widgets={[panel({ comptyle: 'header', grid: 20 })]} />,
    ).container
    expect(grid(design).classList.contains('mf-w0006--header')).toBe(true)
    expect(grid(design).style.backgroundSize).toBe('20px 20px')
    cleanup()
    const rendered = render(<WidgetRenderer mode="render" widgets={[panel({ grid: 20 })]} />).container
    expect(grid(rendered).classList.contains('mf-w0006--grid')).toBe(false)
  })
})
