import { isReturnVisit } from '../../../lib/scroll-memory.ts'
import { TRADE_LIST_PATH } from '../orders/trade-tabs.ts'

/**
 * 我的订单 is "kept alive" (spec 2.1, 3 "trade-list paging state"): tab and page live in its
 * address, the scroll position in the goods list's scroll memory (useScrollMemory). The list
 * records its address here, so an order's detail can link back to the very tab and page, and the
 * list knows that such a visit is a return rather than a fresh one.
 */
export const TRADE_LIST_KEY = 'mf:trade-list'
const RETURN_KEY = 'mf:trade-return'

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

function write(key: string, value: string): void {
  try {
    session()?.setItem(key, value)
  } catch {
    // A full or blocked storage only costs the way back to the same place.
  }
}

export function rememberTradeList(url: string): void {
  write(TRADE_LIST_KEY, url)
}

/** The list address last shown in this tab of the browser, or the plain list. */
export function lastTradeList(): string {
  const url = session()?.getItem(TRADE_LIST_KEY) ?? ''
  return url === TRADE_LIST_PATH || url.startsWith(`${TRADE_LIST_PATH}?`) ? url : TRADE_LIST_PATH
}

/** Called as the member follows 返回订单列表 from an order's detail. */
export function markTradeReturn(url: string): void {
  write(RETURN_KEY, url)
}

/**
 * Whether this showing of the list at `url` is a return: history back/forward or a reload, or the
 * detail's 返回订单列表 link (a one-time mark, used up here).
 */
export function isTradeReturn(url: string, returnVisit: () => boolean = isReturnVisit): boolean {
  const storage = session()
  const marked = storage?.getItem(RETURN_KEY)
  if (marked !== null && marked !== undefined) storage?.removeItem(RETURN_KEY)
  return marked === url || returnVisit()
}
