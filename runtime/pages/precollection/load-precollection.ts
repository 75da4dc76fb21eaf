import { getGoodsList } from '../../api/catalogue.ts'
import type { Http } from '../../api/http.ts'
import type { ItemCard } from '../../../schemas/api/goods.ts'

/** The goods tag that marks a new arrival (the seeded catalogue's 新品). */
export const NEW_TAG = '新品'
/** One lookbook: a lead piece and a grid of four per row. */
export const PRECOLLECTION_SIZE = 9

export interface PrecollectionData {
  goods: ItemCard[]
}

/** The newest goods tagged 新品; when none are tagged, the newest goods of the catalogue. */
export async function loadPrecollection(http: Http): Promise<PrecollectionData> {
  const tagged = await getGoodsList(http, { tag: NEW_TAG, sort: 'newest', pageSize: PRECOLLECTION_SIZE })
  if (tagged.list.length > 0) return { goods: tagged.list }
  return { goods: (await getGoodsList(http, { sort: 'newest', pageSize: PRECOLLECTION_SIZE })).list }
}
