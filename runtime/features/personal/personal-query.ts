import type { PersonalQuery } from '../../api/personal.ts'

const ITEM_PAGE = /^\/items\/(\d{1,10})$/
const SHOP_PAGES = new Set(['/shops/info', '/shopInfo'])
const ID = /^\d{1,10}$/

/** What the personal call asks about the page at this address: its goods' or shop's collected mark. */
export function personalQuery(pathname: string, search: string): PersonalQuery {
  const item = ITEM_PAGE.exec(pathname)?.[1]
  if (item && Number(item) > 0) return { item_id: Number(item) }
  const shop = SHOP_PAGES.has(pathname) ? new URLSearchParams(search).get('distributor_id') : null
  return shop && ID.test(shop) ? { distributor_id: Number(shop) } : {}
}
