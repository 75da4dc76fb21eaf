import type { ItemRateList } from '../../../../schemas/api/order-rate.ts'
import { call } from '../../../api/call.ts'
import type { CallOptions, Http } from '../../../api/http.ts'

export type { ItemRate, ItemRateList } from '../../../../schemas/api/order-rate.ts'

/** Ratings shown per page under the goods. */
export const RATES_PAGE_SIZE = 10

/** One page of a goods' ratings (GET order/rate/list), newest first, who rated masked by the server. */
export function getItemRates(http: Http, itemId: number, page: number, options?: CallOptions): Promise<ItemRateList> {
  return call(http, 'GET /order/rate/list', { item_id: itemId, page_no: page, page_size: RATES_PAGE_SIZE }, options)
}
