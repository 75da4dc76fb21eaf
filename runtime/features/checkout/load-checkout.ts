import { redirect } from 'react-router-dom'
import { listAddresses, type Address } from '../../api/address.ts'
import { ApiError, type ApiErrorCode } from '../../api/api-error.ts'
import { getCartList } from '../../api/cart.ts'
import {
  getHeldCoupons,
  previewCheckout,
  type CheckoutChoice,
  type CheckoutPreview,
  type CheckoutSource,
  type HeldCoupon,
} from '../../api/checkout.ts'
import type { Http } from '../../api/http.ts'
import { getShopInfo } from '../../api/shops.ts'
import { loginUrl } from '../../lib/login-url.ts'
import { requestIsLoggedIn } from '../../lib/request-session.ts'
import { checkoutSource, chosenAddressId } from './checkout-query.ts'
import { cameFromCashier, ORDER_LIST_PATH } from './from-cashier.ts'

/** A shop whose ticked cart lines can be settled on their own. */
export interface ShopToSettle {
  distributor_id: number
  shop_name: string
  pieces: number
}

/** Why the page has nothing to settle, in the server's words. */
export interface CheckoutProblem {
  code: ApiErrorCode
  message: string
  /** MIXED_SHOPS: the shops to settle one at a time. */
  shops: ShopToSettle[]
}

export interface CheckoutPageData {
  source: CheckoutSource
  /** The first preview: the default address, the best coupon, no points, no invoice. */
  preview: CheckoutPreview | null
  problem: CheckoutProblem | null
  addresses: Address[]
  heldCoupons: HeldCoupon[]
  /** Names of the shops the lines come from; the mall's own goods are 商城自营. */
  shopNames: Record<number, string>
}

export const FIRST_CHOICE: CheckoutChoice = { coupon: '', point_use: 0, invoice: null }

async function shopsToSettle(http: Http): Promise<ShopToSettle[]> {
  const { cartInfo } = await getCartList(http, { silent: true })
  return cartInfo.resultCartData
    .map((group) => ({
      distributor_id: group.distributor_id ?? group.shop_id,
      shop_name: group.shop_name || '店铺',
      pieces: group.cartitemlist
        .filter((line) => line.valid && line.is_checked && !line.is_gift)
        .reduce((sum, line) => sum + line.quantity, 0),
    }))
    .filter((shop) => shop.pieces > 0)
}

/** A shop whose name cannot be read is still listed, under a plain 店铺. */
async function namesOfShops(http: Http, preview: CheckoutPreview | null): Promise<Record<number, string>> {
  const ids = [...new Set((preview?.items ?? []).map((item) => item.distributor_id).filter((id) => id > 0))]
  const names = await Promise.all(
    ids.map((id) =>
      getShopInfo(http, id).then(
        (shop) => shop.name,
        () => '',
      ),
    ),
  )
  return Object.fromEntries(ids.map((id, i) => [id, names[i]!]).filter(([, name]) => name !== ''))
}

/**
 * /cart/checkout: members only (guests go to the login page, which brings them back); straight
 * from the cashier it is the order list (spec 2.5). The first preview runs here so the page
 * arrives with its lines and totals; a refusal (nothing ticked, stock, mixed shops …) becomes a
 * problem the page explains instead of an error page.
 */
export async function loadCheckout(http: Http, request: Request): Promise<CheckoutPageData> {
  const url = new URL(request.url)
  if (!requestIsLoggedIn(request)) throw redirect(loginUrl(url.pathname + url.search))
  if (cameFromCashier(request)) throw redirect(ORDER_LIST_PATH)
  const source = checkoutSource(url)
  // An address chosen on /cart/address (or just added) is priced first, if it is still the member's.
  const chosenId = chosenAddressId(url)
  const listed = chosenId === undefined ? undefined : await listAddresses(http, { silent: true }).catch(() => [])
  const firstChoice = listed?.some((a) => a.address_id === chosenId)
    ? { ...FIRST_CHOICE, address_id: chosenId }
    : FIRST_CHOICE

  const [previewResult, addresses, heldCoupons] = await Promise.all([
    previewCheckout(http, source, firstChoice, { silent: true }).then(
      (preview) => ({ preview, problem: null }),
      (error: unknown) => {
        if (!(error instanceof ApiError) || error.status === 401) throw error
        return { preview: null, problem: { code: error.code, message: error.message, shops: [] as ShopToSettle[] } }
      },
    ),
    listed ?? listAddresses(http, { silent: true }).catch(() => []),
    getHeldCoupons(http, { silent: true }).catch(() => []),
  ])
  const { preview, problem } = previewResult
  if (problem?.code === 'MIXED_SHOPS') problem.shops = await shopsToSettle(http).catch(() => [])
  const shopNames = await namesOfShops(http, preview)
  return { source, preview, problem, addresses, heldCoupons, shopNames }
}
