// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render } from '@testing-library/react'
import axe from 'axe-core'
import { MemoryRouter } from 'react-router-dom'
import './every-widget.ts'
import { widgetComponent } from './registry.ts'
import { samples } from './test-samples.ts'
import type { WidgetMode } from './types.ts'

afterEach(cleanup)

/** jsdom lays nothing out, so colour contrast cannot be measured here. */
const options: axe.RunOptions = { rules: { 'color-contrast': { enabled: false } } }

describe('accessibility of every widget', () => {
  it.each(
    samples.flatMap((sample) =>
      (['render', 'design'] as WidgetMode[]).map((mode) => [sample.type, mode, sample] as const),
    ),
  )('%s in %s mode has no axe violations', async (_type, mode, { type, settings, data }) => {
    const Widget = widgetComponent(type)!
    const { container } = render(
      <MemoryRouter>
        <main>
          <Widget settings={settings} data={data} mode={mode} />
        </main>
      </MemoryRouter>,
    )
    const { violations } = await axe.run(container, options)
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
})
