import type { Seo } from '../../../schemas/layout.ts'
import { filledPageSeo, tdkWithPageSeo } from '../../../schemas/seo-pages.ts'
import type { CategoryChain, GoodsItemDetail, ItemDetail, TdkData } from '../../../schemas/api/goods.ts'

/**
 * What the ECShopX desktop frontend reads besides our own fields: SEO words spelt "mate_", the
 * category path as nested levels, a boolean `nospec`, `intro`.
 */

const joined = (separator: string, ...parts: string[]) => parts.filter(Boolean).join(separator)

/** SEO of the goods list: the search words before the site's own. */
export function listTdk(site: Seo, keywords: string | undefined): TdkData {
  const words = keywords?.trim() ?? ''
  const tdk = {
    title: joined('-', words, '商品列表', site.title),
    mate_keywords: joined(',', words, site.keywords),
    mate_description: site.description,
  }
  return tdkWithPageSeo(tdk, filledPageSeo(site.pages?.items, words || '商品列表'))
}

/** SEO of a goods page: its name, brand and subtitle before the site's own. */
export function itemTdk(site: Seo, item: Pick<ItemDetail, 'item_name' | 'brand' | 'sub_title'>): TdkData {
  const tdk = {
    title: joined('-', item.item_name, site.title),
    mate_keywords: joined(',', item.item_name, item.brand),
    mate_description: item.sub_title || site.description,
  }
  return tdkWithPageSeo(tdk, filledPageSeo(site.pages?.item, item.item_name))
}

interface ChainNode {
  category_id: number
  category_name: string
  children: ChainNode[]
}

/** [top, group, leaf] as one nested chain: each level's `children` holds the next. */
export function categoryChain(path: ItemDetail['category_path']): CategoryChain[] {
  const chain = path
    .slice(0, 3)
    .reduceRight<ChainNode[]>(
      (children, level) => [{ category_id: level.category_id, category_name: level.category_name, children }],
      [],
    )
  // Three levels at most (sliced above), which is what the schema's type spells out level by level.
  return chain as CategoryChain[]
}

export function goodsItemDetail(item: ItemDetail, companyId: number, site: Seo): GoodsItemDetail {
  return {
    ...item,
    nospec: item.nospec === 1,
    intro: item.description,
    item_category_info: categoryChain(item.category_path),
    company_id: companyId,
    tdk_data: itemTdk(site, item),
  }
}
