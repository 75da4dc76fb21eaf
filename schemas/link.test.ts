import { describe, expect, it } from 'vitest'
import { isSafeUrl, linkHref, type LinkData } from './link.ts'

describe('isSafeUrl', () => {
  it.each([
    'https://shop.example.com/a?b=1',
    'http://example.com',
    'HTTPS://EXAMPLE.COM/x',
    '/items/12',
    '/custompage?pageid=3',
    '/',
  ])('accepts %j', (url) => expect(isSafeUrl(url)).toBe(true))

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'jav&#x61;script:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.com',
    '/\\evil.com',
    ' https://example.com',
    'https://exa mple.com',
    'items/1',
    '',
  ])('rejects %j', (url) => expect(isSafeUrl(url)).toBe(false))

  it('rejects non-strings and overlong addresses', () => {
    expect(isSafeUrl(undefined)).toBe(false)
    expect(isSafeUrl(42)).toBe(false)
    expect(isSafeUrl(`/${'a'.repeat(2048)}`)).toBe(false)
  })
})

describe('linkHref', () => {
  const cases: [string, Partial<LinkData>, string | null][] = [
    ['goods by itemId', { linkPage: 'goods', itemId: 12, goods_id: 3 }, '/items/12'],
    ['goods by goods_id when itemId is missing', { linkPage: 'goods', goods_id: '7' }, '/items/7'],
    ['goods without an id', { linkPage: 'goods' }, null],
    ['category', { linkPage: 'category', category_id: 5 }, '/items?cat_id=5'],
    ['maincategory', { linkPage: 'maincategory', category_id: '9' }, '/items?main_category=9'],
    ['page by template id', { linkPage: 'page', theme_pc_template_id: 4 }, '/custompage?pageid=4'],
    ['page by stored address', { linkPage: 'page', url: '/custompage?pageid=8' }, '/custompage?pageid=8'],
    ['customer url', { linkPage: 'customer', url: 'https://example.com/a' }, 'https://example.com/a'],
    ['href url', { linkPage: 'href', url: '/member/coupon' }, '/member/coupon'],
    ['href falls back to href field', { linkPage: 'href', href: 'https://example.com' }, 'https://example.com'],
    ['href with javascript:', { linkPage: 'href', url: 'javascript:alert(1)' }, null],
    ['customer with protocol-relative url', { linkPage: 'customer', url: '//evil.com' }, null],
    ['no kind', { linkPage: '' }, null],
    ['category with a non-numeric id', { linkPage: 'category', category_id: '5&x=1' as unknown as number }, null],
  ]
  it.each(cases)('%s', (_label, link, expected) => expect(linkHref(link)).toBe(expected))

  it('ignores non-objects', () => {
    expect(linkHref(null)).toBeNull()
    expect(linkHref(undefined)).toBeNull()
  })
})
