import type { ResolvedCategory, ResolvedCoupon, ResolvedGoods, ResolvedShop } from '../../../../schemas/resolved.ts'
import { isRecord, type Entry } from '../../../pages/resolvers/types.ts'
import type { ProjectionContext } from './context.ts'
import { categoryEntry, couponEntry, goodsEntry, shopEntry } from './entries.ts'
import { projectLink } from './links.ts'
import { absoluteImage, IMAGE_KEYS } from './urls.ts'

/**
 * One walk over a resolved widget that every type shares: entries are recognised by their fields
 * as the resolver builds them (goods by goods_id + goods_name, coupons by card_id, shops by
 * shop_id), the category tree under `categoryData`, every link by its `linkPage`, and every image
 * by its key. The types' own renames and nesting come after (widgets.ts).
 */
export function projectValue(node: unknown, ctx: ProjectionContext): unknown {
  if (Array.isArray(node)) return node.map((child) => projectValue(child, ctx))
  if (!isRecord(node)) return node
  return projectFields(asEntry(node), ctx)
}

function asEntry(node: Entry): Entry {
  if (typeof node.goods_id === 'number' && typeof node.goods_name === 'string')
    return goodsEntry(node as unknown as ResolvedGoods)
  if (typeof node.card_id === 'number' && typeof node.card_type === 'string')
    return couponEntry(node as unknown as ResolvedCoupon)
  if (typeof node.shop_id === 'number' && Array.isArray(node.goods_list))
    return shopEntry(node as unknown as ResolvedShop)
  return node
}

function projectFields(node: Entry, ctx: ProjectionContext): Entry {
  const out: Entry = {}
  for (const [key, value] of Object.entries(node)) {
    if (IMAGE_KEYS.has(key) && typeof value === 'string') out[key] = absoluteImage(value, ctx)
    else if (key === 'categoryData' && Array.isArray(value))
      out[key] = projectValue((value as ResolvedCategory[]).map(categoryEntry), ctx)
    else out[key] = projectValue(value, ctx)
  }
  return typeof out.linkPage === 'string' ? projectLink(out, ctx) : out
}
