/**
 * Merchant calls (spec 7.2 "Shops and merchants"): 商家注册 and sign-in, and the settlement
 * application (商家入驻) with its reference lists. Paths with /merchant/ carry the shop token
 * (spec 6): it rides in the shop_token cookie the server sets at sign-in.
 */
import type { TokenAnswer } from '../../schemas/api/auth.ts'
import type {
  ApplicationDetail,
  AuditStatusAnswer,
  Bank,
  BaseSettingAnswer,
  MerchantType,
  SaveStepAnswer,
  SettlementBody,
} from '../../schemas/api/merchant.ts'
import { rememberSession } from '../lib/auth-storage.ts'
import { createHttp, type CallOptions, type Http } from './http.ts'
import { call, callPaged } from './call.ts'

export type {
  ApplicationDetail,
  AuditStatusAnswer,
  Bank,
  BaseSettingAnswer,
  MerchantType,
  SaveStepAnswer,
} from '../../schemas/api/merchant.ts'

/** The fields one settlement step sends (company_id is added by the client). */
export type SettlementFields = Omit<SettlementBody, 'company_id'>

let browserClient: Http | undefined

/**
 * The browser's client for the merchant area: a 401 there means the shop session ended, so it
 * forgets the shop session (not the member's) and the page shows the merchant sign-in instead of
 * sending anyone to the member login.
 */
export function merchantHttp(): Http {
  browserClient ??= createHttp({
    forgetMember: () => rememberSession('shop', false),
    onUnauthorized: () => undefined,
  })
  return browserClient
}

/**
 * POST merchant/login, by account (username or mobile) and password, or by mobile and SMS code
 * (type merchant_login).
 */
export function merchantLogin(
  http: Http,
  input: { username: string; password: string } | { mobile: string; vcode: string },
  options?: CallOptions,
): Promise<TokenAnswer> {
  return call(http, 'POST /merchant/login', { ...input }, options)
}

/** POST merchant/register: the new account is signed in at once. */
export function registerMerchant(
  http: Http,
  input: { mobile: string; vcode: string; password: string; password_confirm: string },
  options?: CallOptions,
): Promise<TokenAnswer> {
  return call(http, 'POST /merchant/register', { ...input }, options)
}

export function getSettlementSetting(http: Http, options?: CallOptions): Promise<BaseSettingAnswer> {
  return call(http, 'GET /merchant/basesetting', {}, options)
}

export async function getMerchantTypes(http: Http, options?: CallOptions): Promise<MerchantType[]> {
  return (await callPaged(http, 'GET /merchant/type/list', { page: 1, page_size: 50 }, options)).list
}

export async function getBanks(http: Http, options?: CallOptions): Promise<Bank[]> {
  return (await call(http, 'GET /adapay/bank/list', {}, options)).list
}

/** The signed-in merchant's application, or null before step 1 was saved. */
export function getSettlementDetail(http: Http, options?: CallOptions): Promise<ApplicationDetail | null> {
  return call(http, 'GET /merchant/settlementapply/detail', {}, options)
}

export function getAuditStatus(http: Http, options?: CallOptions): Promise<AuditStatusAnswer> {
  return call(http, 'GET /merchant/settlementapply/auditstatus', {}, options)
}

/** Saves one step (1 入驻信息, 2 主体信息, 3 结算账户); step 3 submits the application for audit. */
export function saveSettlementStep(
  http: Http,
  step: 1 | 2 | 3,
  fields: SettlementFields,
  options?: CallOptions,
): Promise<SaveStepAnswer> {
  return call(http, 'POST /merchant/settlementapply/:step', { step }, { ...fields }, options)
}
