import { describe, expect, it } from 'vitest'
import {
  FULL_URL_MESSAGE,
  SITE_PATH_MESSAGE,
  categoryLink,
  goodsLink,
  linkAddress,
  linkSummary,
  pageLink,
  typedLink,
} from './link-kinds.ts'

describe('link kinds', () => {
  it('summarises a link by kind and name, or says there is none', () => {
    expect(linkSummary(goodsLink({ itemId: 101, goods_id: 11, goods_name: '女士羊毛大衣' }))).toBe('商品：女士羊毛大衣')
    expect(linkSummary(categoryLink('maincategory', { category_id: 5, category_name: '冬装' }))).toBe('主类目：冬装')
    expect(linkSummary(pageLink({ theme_pc_template_id: 1003, template_title: '双十一会场' }))).toBe(
      '自定义页面：双十一会场',
    )
    expect(linkSummary({ linkPage: '' })).toBe('未设置链接')
    expect(linkSummary(null)).toBe('未设置链接')
  })

  it('resolves the storefront address of each picked kind', () => {
    expect(linkAddress(goodsLink({ itemId: 101, goods_id: 11, goods_name: 'x' }))).toBe('/items/101')
    expect(linkAddress(categoryLink('category', { category_id: 11, category_name: '外套' }))).toBe('/items?cat_id=11')
    expect(linkAddress(categoryLink('maincategory', { category_id: 50, category_name: '服饰' }))).toBe(
      '/items?main_category=50',
    )
    expect(linkAddress(pageLink({ theme_pc_template_id: 1003, template_title: 'x' }))).toBe('/custompage?pageid=1003')
  })

  it('accepts only a full http(s) address as a custom link', () => {
    expect(typedLink('customer', ' https://shop.example.com/sale ')).toEqual({
      link: {
        linkPage: 'customer',
        url: 'https://shop.example.com/sale',
        linkPageLabel: 'https://shop.example.com/sale',
      },
    })
    for (const bad of [
      'javascript:alert(1)',
      'www.example.com',
      '/items',
      'data:text/html,x',
      'https://exa mple.com',
    ]) {
      expect(typedLink('customer', bad)).toEqual({ error: FULL_URL_MESSAGE })
    }
  })

  it('accepts only a site path as a 站内链接', () => {
    expect(typedLink('href', '/pointitems')).toEqual({
      link: { linkPage: 'href', url: '/pointitems', href: '/pointitems', linkPageLabel: '/pointitems' },
    })
    for (const bad of ['javascript:alert(1)', 'items', '//evil.example.com', 'https://example.com']) {
      expect(typedLink('href', bad)).toEqual({ error: SITE_PATH_MESSAGE })
    }
  })
})
