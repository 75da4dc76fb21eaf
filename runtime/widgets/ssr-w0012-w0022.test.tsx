import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import './every-widget.ts'
import { widgetComponent } from './registry.ts'
import { samples } from './samples-w0012-w0022.ts'
import type { WidgetMode } from './types.ts'

// Runs in the node environment: any touch of window, document or navigator while rendering throws.

describe('server rendering of W0012-W0022', () => {
  it('runs without a browser', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
  })

  it.each(samples.flatMap((sample) => (['render', 'design'] as WidgetMode[]).map((mode) => [sample.type, mode, sample] as const)))(
    '%s renders in %s mode',
    (_type, mode, { type, settings, data, expects, linked = [] }) => {
      const Widget = widgetComponent(type)
      expect(Widget).toBeDefined()
      const html = renderToString(
        <StaticRouter location="/items?cat_id=1">
          {Widget && <Widget settings={settings} data={data} mode={mode} />}
        </StaticRouter>,
      )
      for (const text of expects) expect(html).toContain(text)
      for (const text of linked) expect(html.includes(text)).toBe(mode === 'render')
    },
  )
})
