// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, render } from '@testing-library/react'
import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { w0006Defaults } from '../../schemas/widgets/W0006.ts'
import { w0011Defaults } from '../../schemas/widgets/W0011.ts'
import {
  isRegisteredType,
  loadWidget,
  loadWidgets,
  registeredTypes,
  widgetComponent,
  widgetModule,
} from './registry.ts'
import type { WidgetDescriptor } from './widget-slot.tsx'
import { createWidgetUsage, WidgetUsageProvider } from './widget-usage.ts'
import { WidgetRenderer } from './WidgetRenderer.tsx'

// This file loads widgets itself: nothing imports every-widget.ts, so each test sees what it loaded.

afterEach(cleanup)

const text = (uuid: string): WidgetDescriptor => ({ ...w0011Defaults, uuid, text: `文字${uuid}`, data: [] })
const panel = (children: WidgetDescriptor[]): WidgetDescriptor => ({
  ...w0006Defaults,
  uuid: 'panel',
  childWidgets: children,
  data: [],
})

describe('the widget registry', () => {
  it('knows every widget type of the spec', () => {
    expect(registeredTypes).toHaveLength(21)
    expect(isRegisteredType('W0001')).toBe(true)
    expect(isRegisteredType('W0009')).toBe(false)
    expect(isRegisteredType('toString')).toBe(false)
    expect(widgetModule('W0012')).toBe('runtime/widgets/W0012/index.ts')
  })

  it('has a component only once its module has loaded, loading each module once', async () => {
    expect(widgetComponent('W0002')).toBeUndefined()
    const first = loadWidget('W0002')
    expect(loadWidget('W0002')).toBe(first)
    const component = await first
    expect(widgetComponent('W0002')).toBe(component)
    expect(widgetComponent('W0003')).toBeUndefined()
  })

  it('loads the given types and skips unknown ones, which have no component', async () => {
    await loadWidgets(['W0004', 'W0005', 'W9999'])
    expect(widgetComponent('W0004')).toBeTypeOf('function')
    expect(widgetComponent('W0005')).toBeTypeOf('function')
    expect(widgetComponent('W9999')).toBeUndefined()
    await expect(loadWidget('W9999')).rejects.toThrow('unknown widget type W9999')
  })
})

describe('a rendered page', () => {
  it('records the widget types it shows, the free panel’s children included', async () => {
    await loadWidgets(['W0006', 'W0011'])
    const shown = createWidgetUsage()
    const html = renderToString(
      <WidgetUsageProvider value={shown}>
        <WidgetRenderer mode="render" widgets={[panel([text('a')]), { ...text('b'), type: 'W9999' }]} />
      </WidgetUsageProvider>,
    )
    expect(html).toContain('文字a')
    expect([...shown.now].sort()).toEqual(['W0006', 'W0011'])
    expect([...shown.later]).toEqual([])
  })

  it('waits for a widget whose module has not loaded yet, then shows it', async () => {
    expect(widgetComponent('W0010')).toBeUndefined()
    const cart = { ...text('cart'), type: 'W0010' }
    let view: ReturnType<typeof render> | undefined
    await act(async () => {
      view = render(
        <Suspense fallback={<p>加载中</p>}>
          <WidgetRenderer mode="render" widgets={[cart]} />
        </Suspense>,
      )
    })
    await act(() => loadWidget('W0010'))
    expect(view!.container.querySelector('[data-uuid="cart"][data-widget-type="W0010"]')).not.toBeNull()
    expect(view!.container.textContent).not.toContain('加载中')
  })
})
