import type { Http } from '../../../api/http.ts'
import { getShopInfo } from '../../../api/shops.ts'

/** The mall's own goods (distributor 0) are sold by 商城自营. */
export const PLATFORM_SHOP_NAME = '商城自营'
/** Shown when a shop's name cannot be read. */
export const UNKNOWN_SHOP_NAME = '店铺'

/** Names of the shops the orders come from, by distributor id; a shop that cannot be read is left out. */
export async function shopNamesOf(http: Http, distributorIds: readonly number[]): Promise<Record<number, string>> {
  const ids = [...new Set(distributorIds.filter((id) => id > 0))]
  const names = await Promise.all(
    ids.map((id) =>
      getShopInfo(http, id).then(
        (shop) => shop.name,
        () => '',
      ),
    ),
  )
  return Object.fromEntries(ids.map((id, i) => [id, names[i]!] as const).filter(([, name]) => name !== ''))
}

export function shopNameOf(distributorId: number, names: Readonly<Record<number, string>>): string {
  if (distributorId === 0) return PLATFORM_SHOP_NAME
  return names[distributorId] ?? UNKNOWN_SHOP_NAME
}
