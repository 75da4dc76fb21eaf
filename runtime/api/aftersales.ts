import { CARRIERS, type CarrierCode } from '../../schemas/carriers.ts'
/**
 * The member's after-sales (spec 7.2 "Member area"): the reasons to pick from, applying for one
 * order line, the list, one application, and what the member may do to it (modify, withdraw, send
 * the goods back). Amounts are integer cents computed by the server.
 */
import type {
  AftersalesApplied,
  AftersalesReasons,
  AftersalesType,
  AftersalesView,
} from '../../schemas/api/aftersales.ts'
import type { CallOptions, Http, Page } from './http.ts'
import { call, callPaged } from './call.ts'

export type {
  AftersalesReasons,
  AftersalesStatus,
  AftersalesType,
  AftersalesView,
} from '../../schemas/api/aftersales.ts'

/** What the apply form collects for one order line; sent under the body's own names. */
export interface AftersalesApplyInput {
  orderId: string
  /** The order line's own id. */
  orderItemId: number
  num: number
  type: AftersalesType
  reason: string
  description: string
  /** Up to 3 uploaded photo URLs (see uploads.ts). */
  photos?: string[]
}

/** What the modify form collects; sent under the body's own names. */
export interface AftersalesModifyInput {
  bn: string
  num: number
  type: AftersalesType
  reason: string
  description: string
  /** The application's photos after the change; left out keeps them as they are. */
  photos?: string[]
}

/** The carriers the server takes for a return parcel (code → name). */
export const RETURN_CARRIERS = (Object.entries(CARRIERS) as [CarrierCode, string][]).map(([code, name]) => ({
  code,
  name,
}))

export type ReturnCarrierCode = CarrierCode

/**
 * The fields applying and modifying both send. Photos go as JSON text, so an emptied list is sent
 * too (a form cannot carry an empty list).
 */
function draftFields(input: AftersalesModifyInput | AftersalesApplyInput) {
  return {
    num: input.num,
    aftersales_type: input.type,
    reason: input.reason,
    description: input.description,
    ...(input.photos === undefined ? {} : { evidence_pic: JSON.stringify(input.photos) }),
  }
}

export function getAftersalesReasons(http: Http, options?: CallOptions): Promise<AftersalesReasons> {
  return call(http, 'GET /aftersales/reason/list', undefined, options)
}

/** Applies for units of one order line; the answer names the new application. */
export function applyAftersales(
  http: Http,
  input: AftersalesApplyInput,
  options?: CallOptions,
): Promise<AftersalesApplied> {
  return call(
    http,
    'POST /aftersales',
    {
      order_id: input.orderId,
      order_item_id: input.orderItemId,
      ...draftFields(input),
    },
    options,
  )
}

/** One page of the member's applications, newest first. */
export function listAftersales(
  http: Http,
  query: { page: number; pageSize: number },
  options?: CallOptions,
): Promise<Page<AftersalesView>> {
  return callPaged(http, 'GET /aftersales', { page_no: query.page, page_size: query.pageSize }, options)
}

/** One of the member's applications; another member's or an unknown one is a 404. */
export function getAftersalesInfo(http: Http, bn: string, options?: CallOptions): Promise<AftersalesView> {
  return call(http, 'GET /aftersales/info', { aftersales_bn: bn }, options)
}

/** Changes an application the shop has not reviewed yet. */
export function modifyAftersales(
  http: Http,
  input: AftersalesModifyInput,
  options?: CallOptions,
): Promise<AftersalesView> {
  return call(
    http,
    'POST /aftersales/modify',
    {
      aftersales_bn: input.bn,
      ...draftFields(input),
    },
    options,
  )
}

/** Withdraws an application (before the goods are on their way back). */
export function closeAftersales(http: Http, bn: string, options?: CallOptions): Promise<AftersalesView> {
  return call(http, 'POST /aftersales/close', { aftersales_bn: bn }, options)
}

/** Records the return parcel of an approved return. */
export function sendbackAftersales(
  http: Http,
  input: { bn: string; corpCode: ReturnCarrierCode; logiNo: string },
  options?: CallOptions,
): Promise<AftersalesView> {
  return call(
    http,
    'POST /aftersales/sendback',
    { aftersales_bn: input.bn, corp_code: input.corpCode, logi_no: input.logiNo },
    options,
  )
}
