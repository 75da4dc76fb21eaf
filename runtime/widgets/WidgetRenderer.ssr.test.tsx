import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import './every-widget.ts'
import { sampleWidgets, SAMPLE_TYPES } from './test-samples.ts'
import { WidgetRenderer } from './WidgetRenderer.tsx'

describe('server rendering of a page of every widget', () => {
  it('runs without a window', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
  })

  it.each(['render', 'preview', 'design'] as const)('renders every widget with sample data in %s mode', (mode) => {
    const html = renderToString(<WidgetRenderer mode={mode} widgets={sampleWidgets()} />)
    for (const type of SAMPLE_TYPES) expect(html).toContain(`data-widget-type="${type}"`)
  })

  it('puts the first carousel slide, the goods and the category links in the server HTML', () => {
    const html = renderToString(<WidgetRenderer mode="render" widgets={sampleWidgets()} />)
    expect(html).toContain('src="/uploads/banner-1.png"')
    // The other slides fill in once the page is hydrated.
    expect(html.match(/class="mf-w0001__link"/g)).toHaveLength(1)
    expect(html).toContain('href="/items/1"')
    expect(html).toContain('¥129.00')
    expect(html).toContain('href="/items?main_category=1"')
    expect(html).toContain('面板文字')
  })
})
