import type { FastifyInstance } from 'fastify'
import type { ItemDetailQuery, ItemListQuery } from '../../../schemas/api/goods.ts'
import { now } from '../../../schemas/time.ts'
import { pageLayoutStore } from '../../pages/layout.ts'
import { itemDetail, parseGoodsId } from './detail.ts'
import { goodsItemDetail, listTdk } from './ecshopx.ts'
import { listItems } from './service.ts'
import type { PriceViewer } from './viewer.ts'

/**
 * What GET goods/items and GET goods/items/:item_id answer, for a viewer already known: the
 * routes (routes.ts) and a page render's direct reads (server/ssr/direct-reads.ts) both answer
 * with these.
 */
export function goodsAnswers(app: Pick<FastifyInstance, 'db' | 'log'>) {
  const layouts = pageLayoutStore(app)
  const siteSeo = async (companyId: number | undefined) => (await layouts.get(companyId ?? 1)).layout.seo

  return {
    async list(query: ItemListQuery, viewer: PriceViewer | null) {
      const [page, site] = await Promise.all([
        listItems(app.db, query, viewer, now(), { brands: true }),
        siteSeo(query.company_id),
      ])
      // Asked with `brands: true`, the page always carries the brand_list its type leaves optional.
      return { data: { ...(page as Required<typeof page>), tdk_data: listTdk(site, query.keywords) } }
    },

    async detail(rawItemId: string, query: ItemDetailQuery, viewer: PriceViewer | null) {
      const goodsId = parseGoodsId(rawItemId)
      const [item, site] = await Promise.all([itemDetail(app.db, goodsId, viewer, now()), siteSeo(query.company_id)])
      return { data: goodsItemDetail(item, query.company_id ?? 1, site) }
    },
  }
}
