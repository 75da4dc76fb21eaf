// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { WidgetLink } from './WidgetLink.tsx'

afterEach(cleanup)

describe('WidgetLink', () => {
  it('is a real link in render mode', () => {
    render(
      <WidgetLink mode="render" link={{ linkPage: 'goods', itemId: 5, href: '/items/5' }}>
        商品
      </WidgetLink>,
    )
    expect(screen.getByRole('link', { name: '商品' }).getAttribute('href')).toBe('/items/5')
  })

  it.each(['design', 'preview'] as const)('is inert but focusable in %s mode', (mode) => {
    render(
      <WidgetLink mode={mode} link={{ linkPage: 'goods', itemId: 5, href: '/items/5' }}>
        商品
      </WidgetLink>,
    )
    const anchor = screen.getByText('商品')
    expect(anchor.hasAttribute('href')).toBe(false)
    expect(anchor.getAttribute('aria-disabled')).toBe('true')
    expect(anchor.tabIndex).toBe(0)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    fireEvent(anchor, click)
    expect(click.defaultPrevented).toBe(true)
  })

  it('uses the href computed onto the entry, else onto its pathData, else the link kind', () => {
    const { rerender } = render(
      <WidgetLink mode="render" link={{ pathData: { linkPage: 'category', category_id: 3, href: '/items?cat_id=3' } }}>
        a
      </WidgetLink>,
    )
    expect(screen.getByText('a').getAttribute('href')).toBe('/items?cat_id=3')
    rerender(
      <WidgetLink mode="render" link={{ pathData: { linkPage: 'maincategory', category_id: 9 } }}>
        a
      </WidgetLink>,
    )
    expect(screen.getByText('a').getAttribute('href')).toBe('/items?main_category=9')
    rerender(
      <WidgetLink mode="render" link={{ linkPage: 'page', theme_pc_template_id: 12 }}>
        a
      </WidgetLink>,
    )
    expect(screen.getByText('a').getAttribute('href')).toBe('/custompage?pageid=12')
  })

  it('never renders an unsafe address', () => {
    const { rerender } = render(
      // biome-ignore lint/security/noScriptUrl: the test passes a javascript: address on purpose to check it is never rendered.
      <WidgetLink mode="render" href="javascript:alert(1)">
        x
      </WidgetLink>,
    )
    expect(screen.getByText('x').hasAttribute('href')).toBe(false)
    rerender(
      <WidgetLink mode="render" link={{ linkPage: 'href', href: '//evil.example/', url: 'data:text/html,x' }}>
        x
      </WidgetLink>,
    )
    expect(screen.getByText('x').hasAttribute('href')).toBe(false)
  })
})
