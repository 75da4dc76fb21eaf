import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import './every-widget.ts'
import { widgetComponent } from './registry.ts'
import { samples } from './test-samples.ts'
import type { WidgetMode } from './types.ts'

// Runs in the node environment: any touch of window, document or navigator while rendering throws.

describe('server rendering of every widget', () => {
  it('runs without a browser', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
  })

  it.each(
    samples.flatMap((sample) =>
      (['render', 'design'] as WidgetMode[]).map((mode) => [sample.type, mode, sample] as const),
    ),
  )('%s renders in %s mode', (_type, mode, { type, settings, data, expects, linked = [] }) => {
    const Widget = widgetComponent(type)
    expect(Widget).toBeDefined()
    const html = renderToString(
      <StaticRouter location="/items?cat_id=1">
        {Widget && <Widget settings={settings} data={data} mode={mode} />}
      </StaticRouter>,
    )
    for (const text of expects) expect(html).toContain(text)
    for (const text of linked) expect(html.includes(text)).toBe(mode === 'render')
  })

  it("keeps the carousels' other slides out of the HTML (they fill in once hydrated)", () => {
    const render = (type: string) => {
      const { settings, data } = samples.find((sample) => sample.type === type)!
      const Widget = widgetComponent(type)!
      return renderToString(<Widget settings={settings} data={data} mode="render" />)
    }
    // W0018's sample: goods 1 in the first group, goods 2 (¥20.00) in the second.
    expect(render('W0018')).toContain('¥10.00')
    expect(render('W0018')).not.toContain('¥20.00')
    const coupons = samples.find((sample) => sample.type === 'W0021')!
    const fourCoupons = [...(coupons.data as object[]), ...(coupons.data as object[])].map((coupon, i) => ({
      ...coupon,
      card_id: i + 1,
      title: `券${i + 1}`,
    }))
    const W0021 = widgetComponent('W0021')!
    const html = renderToString(<W0021 settings={coupons.settings} data={fourCoupons} mode="render" />)
    expect(html).toContain('券3')
    expect(html).not.toContain('券4')
  })
})
