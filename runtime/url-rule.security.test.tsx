import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { isSafeMarkupUrl, isSafeUrl, isSitePath } from '../schemas/link.ts'
import { DataLink } from './components/header/DataLink.tsx'
import { couponUseHref } from './pages/member/coupon/held-coupon.ts'
import { safeHref } from './widgets/shared/link-href.ts'
import { sanitizeHtml } from './lib/sanitize-html.ts'

const PAGE = 'https://shop.example/member/coupon'
const SITE = new URL(PAGE).origin

/** Addresses that look like paths of the site but that a browser or the router takes to another host. */
const DISGUISED = [
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/.//evil.example',
  '/./\\/evil.example',
  '/a/..//evil.example',
  '/..//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\u0085/evil.example',
  '/\u00a0/evil.example',
  '/\u3000/evil.example',
]

/** The href of the only anchor in some markup, as the browser will resolve it, or null. */
function anchorTarget(html: string): URL | null {
  const href = /<a [^>]*href="([^"]*)"/.exec(html)?.[1]
  return href === undefined ? null : new URL(href.replace(/&amp;/g, '&'), PAGE)
}

describe('one URL rule for every address the storefront renders', () => {
  it.each(DISGUISED.map((address) => [JSON.stringify(address), address]))(
    '%s is refused by the rule in all its forms',
    (_label, address) => {
      expect(isSafeUrl(address)).toBe(false)
      expect(isSitePath(address)).toBe(false)
      expect(isSafeMarkupUrl(address)).toBe(false)
    },
  )

  it.each(DISGUISED.map((address) => [JSON.stringify(address), address]))(
    '%s never becomes a link off the site',
    (_label, address) => {
      const rendered = [
        renderToString(
          <MemoryRouter>
            <DataLink href={address}>导航</DataLink>
          </MemoryRouter>,
        ),
        `<a href="${couponUseHref({ custom_url: address })}">去使用</a>`,
        sanitizeHtml(`<a href="${address}">文章链接</a>`),
      ]
      for (const html of rendered) expect(anchorTarget(html)?.origin ?? SITE, `${html}`).toBe(SITE)
      expect(safeHref(address)).toBeUndefined()
    },
  )

  it('keeps the addresses the rule accepts', () => {
    expect(
      renderToString(
        <MemoryRouter>
          <DataLink href="/items?cat_id=3">导航</DataLink>
        </MemoryRouter>,
      ),
    ).toContain('href="/items?cat_id=3"')
    expect(
      renderToString(
        <MemoryRouter>
          <DataLink href="https://help.example/">帮助</DataLink>
        </MemoryRouter>,
      ),
    ).toContain('href="https://help.example/"')
    expect(couponUseHref({ custom_url: '/items?cat_id=3' })).toBe('/items?cat_id=3')
    expect(sanitizeHtml('<a href="/article/detail/2">链接</a>')).toBe('<a href="/article/detail/2">链接</a>')
  })
})
