import { LINK_KINDS, isSafeUrl, linkHref, type LinkData, type LinkKind } from '../../schemas/link.ts'
import type { CategoryNode, DesignerTemplate, PickerGoods } from '../../schemas/api/designer.ts'

/** Tab names of the link dialog, in the order of spec 2.9 "Link kinds". */
export const LINK_KIND_LABELS: Record<LinkKind, string> = {
  goods: '商品',
  category: '分类',
  maincategory: '主类目',
  page: '自定义页面',
  customer: '自定义链接',
  href: '站内链接',
}

export const LINK_TAB_ORDER: readonly LinkKind[] = ['goods', 'category', 'maincategory', 'page', 'customer', 'href']

export const NO_LINK = '未设置链接'
export const FULL_URL_MESSAGE = '请输入完整的链接地址'
export const SITE_PATH_MESSAGE = '请输入以 / 开头的站内地址'

export function isLinkKind(value: unknown): value is LinkKind {
  return typeof value === 'string' && (LINK_KINDS as readonly string[]).includes(value)
}

/** What a link points to, as the operator named it when picking. */
export function linkTarget(link: Partial<LinkData> | null | undefined): string {
  if (!link) return ''
  switch (link.linkPage) {
    case 'goods':
      return link.title || link.linkPageLabel || String(link.itemId ?? link.goods_id ?? '')
    case 'category':
    case 'maincategory':
      return link.category_name || link.linkPageLabel || String(link.category_id ?? '')
    case 'page':
      return link.template_title || link.linkPageLabel || String(link.theme_pc_template_id ?? '')
    case 'customer':
    case 'href':
      return link.url || link.href || ''
    default:
      return ''
  }
}

/** 商品：女士羊毛大衣, or 未设置链接. */
export function linkSummary(link: Partial<LinkData> | null | undefined): string {
  if (!link || !isLinkKind(link.linkPage)) return NO_LINK
  return `${LINK_KIND_LABELS[link.linkPage]}：${linkTarget(link)}`
}

export function goodsLink(goods: Pick<PickerGoods, 'itemId' | 'goods_id' | 'goods_name'>): LinkData {
  return {
    linkPage: 'goods',
    itemId: goods.itemId,
    goods_id: goods.goods_id,
    title: goods.goods_name,
    linkPageLabel: goods.goods_name,
  }
}

export function categoryLink(
  kind: 'category' | 'maincategory',
  node: Pick<CategoryNode, 'category_id' | 'category_name'>,
): LinkData {
  return {
    linkPage: kind,
    category_id: node.category_id,
    category_name: node.category_name,
    linkPageLabel: node.category_name,
  }
}

export function pageLink(page: Pick<DesignerTemplate, 'theme_pc_template_id' | 'template_title'>): LinkData {
  return {
    linkPage: 'page',
    theme_pc_template_id: page.theme_pc_template_id,
    template_title: page.template_title,
    linkPageLabel: page.template_title,
  }
}

/**
 * A typed address: 自定义链接 must be a full http(s) URL, 站内链接 a site path. Both go through the
 * schema's whitelist (isSafeUrl), so javascript:, data: and protocol-less text are refused.
 */
export function typedLink(kind: 'customer' | 'href', text: string): { link: LinkData } | { error: string } {
  const url = text.trim()
  if (kind === 'customer') {
    if (!/^https?:\/\//i.test(url) || !isSafeUrl(url)) return { error: FULL_URL_MESSAGE }
    return { link: { linkPage: 'customer', url, linkPageLabel: url } }
  }
  if (!url.startsWith('/') || !isSafeUrl(url)) return { error: SITE_PATH_MESSAGE }
  return { link: { linkPage: 'href', url, href: url, linkPageLabel: url } }
}

/** The storefront address shown under a picked link (or '' when it does not resolve). */
export function linkAddress(link: Partial<LinkData> | null | undefined): string {
  return linkHref(link) ?? ''
}
