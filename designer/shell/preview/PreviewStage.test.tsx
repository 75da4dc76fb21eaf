// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { layoutFixture } from '../../../runtime/components/header/test-frame.tsx'
import { pageDefaults } from '../../../schemas/page.ts'
import { createWidget } from '../../../schemas/widgets/index.ts'
import type { Doc, DraftWidget } from '../../store/types.ts'
import { ok, stubFetch, template } from '../test-fetch.ts'
import { PreviewStage } from './PreviewStage.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const text = { ...(createWidget('W0011') as unknown as DraftWidget), uuid: 'hello', text: '限时特惠' }
const doc: Doc = { page: { ...pageDefaults(), backgroundColor: '#FFEEDD' }, widgets: [text] }

describe('preview', () => {
  it('shows the resolved draft in the storefront layout, with nothing navigating', async () => {
    const { calls } = stubFetch({
      'GET /api/pages/layout': ok(layoutFixture()),
      'POST /api/designer/templates/1/resolve': ({ body }) =>
        ok({ page: (body as { config: Doc }).config.page, widgets: [{ ...text, data: [] }] }),
    })
    const { container } = render(<PreviewStage template={template({ id: 1, theme_pc_template_id: 101 })} doc={doc} />)

    const widget = await vi.waitFor(() => {
      const found = container.querySelector<HTMLElement>('[data-uuid="hello"]')
      if (!found) throw new Error('not rendered yet')
      return found
    })
    expect(widget.textContent).toContain('限时特惠')
    expect(container.querySelector('.mf-widgets--preview')).not.toBeNull()
    expect(container.querySelector<HTMLElement>('.mf-descriptor-page')!.style.backgroundColor).toBe(
      'rgb(255, 238, 221)',
    )
    // The storefront's own frame around it: top bar, header with search, footer.
    expect(screen.getByRole('search')).toBeTruthy()
    expect(screen.getByText('© mallfront')).toBeTruthy()
    expect(screen.getByText('/custompage?pageid=101')).toBeTruthy()
    expect(calls.find((call) => call.path.endsWith('/resolve'))?.body).toEqual({ config: doc })

    // Off the home page the header offers 全部商品分类; following 首页 would take it away.
    expect(screen.getByRole('link', { name: '全部商品分类' })).toBeTruthy()
    fireEvent.click(screen.getAllByRole('link', { name: '首页' })[0]!)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByRole('link', { name: '全部商品分类' })).toBeTruthy()
  })
})
