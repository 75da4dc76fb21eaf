import type { Kysely, Transaction } from 'kysely'
import type { AftersalesStatus, AftersalesType, Database, Order, OrderItem } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { toPage } from '../../lib/pagination.ts'
import { lockMember } from '../member/repo.ts'
import { CARRIERS, isCarrierCode, WAYBILL_PATTERN } from '../../../schemas/carriers.ts'
import { isImageUrl } from '../order/images.ts'
import { lineNamed } from '../order/lines.ts'
import { findMemberOrder } from '../order/repo/orders.ts'
import { requireOrderId } from '../order/service.ts'
import { withFreshNumber } from '../../lib/number-taken.ts'
import { newOrderNumber } from '../vip/order-number.ts'
import { lineRefund, pointRefund } from './amounts.ts'
import { AFTERSALES_REASONS, isReasonFor } from './reasons.ts'
import * as repo from './repo.ts'
import type {
  ApplyBody,
  BnBody,
  DetailLine,
  ListQuery,
  ModifyBody,
  SendbackBody,
} from '../../../schemas/api/aftersales.ts'
import { isAftersalesStatus, MEMBER_CLOSABLE, OPEN_AFTERSALES, orderTakesAftersales } from './status.ts'
import { parsePics as parsePicList, toAftersalesView } from './view.ts'
import { assertOwnedUploads } from '../uploads/ownership.ts'
import { memberOrderSettings } from '../order-settings/settings.ts'

/** Limits of an application (besides the quantity, which is what was bought and not yet applied for). */
export const APPLY_RULES = { maxDescription: 200, maxEvidencePics: 3 } as const

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
export const aftersalesNotFound = () => fail('AFTERSALES_NOT_FOUND')

export function reasonList() {
  const { ONLY_REFUND, REFUND_GOODS } = AFTERSALES_REASONS
  return {
    ONLY_REFUND: [...ONLY_REFUND],
    REFUND_GOODS: [...REFUND_GOODS],
    list: [...new Set([...ONLY_REFUND, ...REFUND_GOODS])],
  }
}

export function requireBn(value: string | undefined): string {
  const bn = value?.trim()
  if (!bn) throw fail('AFTERSALES_BN_REQUIRED')
  if (!/^\d{1,32}$/.test(bn)) throw aftersalesNotFound()
  return bn
}

function requireType(value: string | undefined): AftersalesType {
  if (value === 'ONLY_REFUND' || value === 'REFUND_GOODS') return value
  throw fail('AFTERSALES_TYPE_REQUIRED')
}

function checkReason(type: AftersalesType, value: string | undefined): string {
  const reason = value?.trim() ?? ''
  if (!reason) throw fail('AFTERSALES_REASON_REQUIRED')
  if (!isReasonFor(type, reason)) throw fail('AFTERSALES_REASON_INVALID')
  return reason
}

function checkDescription(value: string | undefined): string {
  const text = value?.trim() ?? ''
  if ([...text].length > APPLY_RULES.maxDescription)
    throw fail('AFTERSALES_DESCRIPTION_TOO_LONG', { max: APPLY_RULES.maxDescription })
  if (CONTROL.test(text)) throw fail('AFTERSALES_DESCRIPTION_INVALID')
  return text
}

function checkPics(pics: string[] | undefined): string[] {
  const list = pics ?? []
  if (list.length > APPLY_RULES.maxEvidencePics)
    throw fail('AFTERSALES_PICS_TOO_MANY', { max: APPLY_RULES.maxEvidencePics })
  if (!list.every(isImageUrl)) throw fail('AFTERSALES_PIC_INVALID')
  return list
}

/** REFUND_GOODS needs goods to return: not for an order that has not shipped. */
function checkTypeFits(type: AftersalesType, order: Pick<Order, 'status'>): void {
  if (type === 'REFUND_GOODS' && order.status === 'PAYED') throw fail('GOODS_NOT_SHIPPED')
}

function lineOf(entry: DetailLine, lines: OrderItem[]): OrderItem {
  return lineNamed(entry.id ?? entry.order_item_id, entry, lines, {
    unknown: 'AFTERSALES_LINE_UNKNOWN',
    ambiguous: 'AFTERSALES_LINE_AMBIGUOUS',
  })
}

function detailOf(body: ApplyBody): DetailLine[] {
  if (body.detail && body.detail.length > 0) return body.detail
  if (body.order_item_id !== undefined || body.item_id !== undefined) {
    return [{ order_item_id: body.order_item_id, item_id: body.item_id, sku_id: body.sku_id, num: body.num ?? 1 }]
  }
  throw fail('AFTERSALES_LINE_REQUIRED')
}

const exceeded = (remaining: number) =>
  remaining > 0 ? fail('AFTERSALES_NUM_EXCEEDED', { remaining }) : fail('AFTERSALES_ALL_APPLIED')

async function memberOrderForAftersales(
  trx: Transaction<Database>,
  memberId: number,
  orderId: string,
  now: number,
): Promise<Order> {
  const order = await findMemberOrder(trx, memberId, orderId)
  if (!order) throw fail('ORDER_NOT_FOUND')
  const { aftersales_days } = await memberOrderSettings(trx, memberId)
  if (!orderTakesAftersales(order, now, aftersales_days)) {
    if (order.status === 'DONE' && order.order_type !== 'vip')
      throw fail('AFTERSALES_EXPIRED', { days: aftersales_days })
    throw fail('ORDER_NOT_AFTERSALES')
  }
  return order
}

interface Amounts {
  refund_fee: number
  refund_point: number
}

/**
 * Cash and points for `num` units of `line`, given the order's lines as they stand (their
 * aftersales_num already counting this application) and what other live applications claim.
 * `takesRest`: this application is the order's last, so it takes the points left over.
 */
function amountsFor(
  order: Order,
  line: OrderItem,
  num: number,
  lines: OrderItem[],
  claims: { order_item_id: number; refund_fee: number; refund_point: number }[],
  takesRest: boolean,
): Amounts {
  const current = lines.find((l) => l.id === line.id)!
  const refundFee = lineRefund({
    lineTotal: line.total_fee,
    quantity: line.quantity,
    num,
    unitsAfter: current.aftersales_num,
    claimed: claims.filter((c) => c.order_item_id === line.id).reduce((sum, c) => sum + c.refund_fee, 0),
  })
  const refundPoint = pointRefund({
    orderType: order.order_type,
    pointPrice: line.point_price,
    num,
    orderPoints: order.point_used,
    orderCash: lines.reduce((sum, l) => sum + l.total_fee, 0),
    refundFee,
    orderComplete: takesRest,
    claimed: claims.reduce((sum, c) => sum + c.refund_point, 0),
  })
  return { refund_fee: refundFee, refund_point: refundPoint }
}

const everyUnitApplied = (lines: OrderItem[]) => lines.every((line) => line.aftersales_num >= line.quantity)

/**
 * POST aftersales: one application per line named, in one transaction under the member's lock.
 * Each line's units are taken by a conditional update (never past what was bought less what is
 * already applied for), and the refund is computed here from what the line paid.
 */
export async function applyAftersales(db: Kysely<Database>, memberId: number, body: ApplyBody, now: number) {
  const orderId = requireOrderId(body.order_id)
  const type = requireType(body.aftersales_type)
  const reason = checkReason(type, body.reason)
  const description = checkDescription(body.description)
  const pics = checkPics(body.evidence_pic)
  const detail = detailOf(body)
  await assertOwnedUploads(db, { kind: 'member', id: memberId }, pics)

  const created = await withFreshNumber('aftersales', 'aftersales_bn', () =>
    db.transaction().execute(async (trx) => {
      await lockMember(trx, memberId)
      const order = await memberOrderForAftersales(trx, memberId, orderId, now)
      checkTypeFits(type, order)
      const lines = await repo.goodsLines(trx, orderId)
      const wanted = new Map<number, { line: OrderItem; num: number }>()
      for (const entry of detail) {
        const line = lineOf(entry, lines)
        if (wanted.has(line.id)) throw fail('AFTERSALES_LINE_DUPLICATE')
        wanted.set(line.id, { line, num: entry.num })
      }
      const picked = [...wanted.values()].sort((a, b) => a.line.id - b.line.id)
      for (const { line, num } of picked) {
        if ((await repo.takeUnits(trx, line.id, num)) === undefined) {
          const fresh = (await repo.goodsLines(trx, orderId)).find((l) => l.id === line.id)!
          throw exceeded(fresh.quantity - fresh.aftersales_num)
        }
      }
      const after = await repo.goodsLines(trx, orderId)
      const claims = await repo.liveClaims(trx, orderId)
      const complete = everyUnitApplied(after)
      const bns: string[] = []
      for (const [index, { line, num }] of picked.entries()) {
        const amounts = amountsFor(order, line, num, after, claims, complete && index === picked.length - 1)
        const bn = newOrderNumber(new Date(now * 1000))
        await repo.insertAftersales(trx, {
          aftersales_bn: bn,
          order_id: orderId,
          order_item_id: line.id,
          member_id: memberId,
          distributor_id: line.distributor_id,
          aftersales_type: type,
          num,
          reason,
          description,
          evidence_pics: JSON.stringify(pics),
          status: 'WAIT_SELLER_AGREE',
          refund_fee: amounts.refund_fee,
          refund_point: amounts.refund_point,
          refuse_reason: null,
          sendback_corp: null,
          sendback_code: null,
          sendback_at: null,
          created_at: now,
          updated_at: now,
          closed_at: null,
        })
        claims.push({
          id: 0,
          order_item_id: line.id,
          refund_fee: amounts.refund_fee,
          refund_point: amounts.refund_point,
          refund_freight: 0,
        })
        bns.push(bn)
      }
      return bns
    }),
  )
  const list = []
  for (const bn of created) list.push(toAftersalesView((await repo.findByBn(db, bn))!))
  return { aftersales_bn: created[0]!, list }
}

/** `aftersales_status`/`status`: a status name, open (being handled), done (refunded) or all. */
function statusFilter(raw: string | undefined): readonly AftersalesStatus[] | undefined {
  const value = raw?.trim() ?? ''
  if (value === '' || value === 'all') return undefined
  if (value === 'open') return OPEN_AFTERSALES
  if (value === 'done') return ['REFUNDED']
  if (isAftersalesStatus(value)) return [value]
  throw fail('AFTERSALES_STATUS_INVALID')
}

export function filterOf(query: ListQuery, memberId?: number): repo.AftersalesFilter {
  const orderId = query.order_id?.trim()
  return {
    memberId,
    statuses: statusFilter(query.aftersales_status ?? query.status),
    type: query.aftersales_type as AftersalesType | undefined,
    orderId: orderId || undefined,
  }
}

/** GET aftersales: the member's applications, newest first. */
export async function listAftersales(db: Kysely<Database>, memberId: number, query: ListQuery) {
  const filter = filterOf(query, memberId)
  const page = toPage(query, 10, 50)
  const [rows, total] = await Promise.all([
    repo.listAftersales(db, filter, page.pageSize, page.offset),
    repo.countAftersales(db, filter),
  ])
  return { list: rows.map(toAftersalesView), total_count: total }
}

async function memberAftersales(db: Kysely<Database>, memberId: number, bn: string) {
  const row = await repo.findByBn(db, bn)
  if (!row || row.member_id !== memberId) throw aftersalesNotFound()
  return row
}

/** GET aftersales/info: one of the member's applications; another member's is not found. */
export async function aftersalesInfo(db: Kysely<Database>, memberId: number, bn: string) {
  return toAftersalesView(await memberAftersales(db, memberId, bn))
}

/** POST aftersales/modify: changes an application the shop has not reviewed yet; the refund follows a new quantity. */
export async function modifyAftersales(db: Kysely<Database>, memberId: number, body: ModifyBody, now: number) {
  const bn = requireBn(body.aftersales_bn)
  const description = body.description === undefined ? undefined : checkDescription(body.description)
  const pics = body.evidence_pic === undefined ? undefined : checkPics(body.evidence_pic)
  await db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId)
    const row = await memberAftersales(trx, memberId, bn)
    if (row.status !== 'WAIT_SELLER_AGREE') throw fail('AFTERSALES_NOT_MODIFIABLE')
    // Photos the application already holds stay; new ones must be the member's own uploads.
    if (pics)
      await assertOwnedUploads(trx, { kind: 'member', id: memberId }, pics, { kept: parsePicList(row.evidence_pics) })
    const order = (await findMemberOrder(trx, memberId, row.order_id))!
    const type = body.aftersales_type === undefined ? row.aftersales_type : requireType(body.aftersales_type)
    checkTypeFits(type, order)
    const reason =
      body.reason === undefined && type === row.aftersales_type
        ? row.reason
        : checkReason(type, body.reason ?? row.reason)
    const num = body.num ?? row.num
    if (num > row.num && (await repo.takeUnits(trx, row.order_item_id, num - row.num)) === undefined) {
      const line = (await repo.goodsLines(trx, row.order_id)).find((l) => l.id === row.order_item_id)!
      throw exceeded(line.quantity - line.aftersales_num + row.num)
    }
    if (num < row.num) await repo.releaseUnits(trx, row.order_item_id, row.num - num)
    const lines = await repo.goodsLines(trx, row.order_id)
    const line = lines.find((l) => l.id === row.order_item_id)!
    const claims = await repo.liveClaims(trx, row.order_id, row.id)
    const amounts = amountsFor(order, line, num, lines, claims, everyUnitApplied(lines))
    const changed = await repo.transition(trx, row.id, ['WAIT_SELLER_AGREE'], {
      aftersales_type: type,
      reason,
      num,
      description: description ?? row.description,
      evidence_pics: pics === undefined ? row.evidence_pics : JSON.stringify(pics),
      refund_fee: amounts.refund_fee,
      refund_point: amounts.refund_point,
      updated_at: now,
    })
    if (!changed) throw fail('AFTERSALES_STATUS_CHANGED')
  })
  return toAftersalesView((await repo.findByBn(db, bn))!)
}

/** POST aftersales/close: the member withdraws before sending goods back; the units can be applied for again. */
export async function closeAftersales(db: Kysely<Database>, memberId: number, body: BnBody, now: number) {
  const bn = requireBn(body.aftersales_bn)
  await db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId)
    const row = await memberAftersales(trx, memberId, bn)
    if (row.status === 'CLOSED') return
    if (!MEMBER_CLOSABLE.includes(row.status)) throw fail('AFTERSALES_NOT_CLOSABLE')
    if (!(await repo.transition(trx, row.id, MEMBER_CLOSABLE, { status: 'CLOSED', closed_at: now, updated_at: now }))) {
      throw fail('AFTERSALES_STATUS_CHANGED')
    }
    await repo.releaseUnits(trx, row.order_item_id, row.num)
  })
  return toAftersalesView((await repo.findByBn(db, bn))!)
}

/** POST aftersales/sendback: the member posts the goods back after the shop agreed to a return. */
export async function sendbackAftersales(db: Kysely<Database>, memberId: number, body: SendbackBody, now: number) {
  const bn = requireBn(body.aftersales_bn)
  const corp = (body.corp_code ?? body.delivery_corp ?? '').trim().toUpperCase()
  if (!corp) throw fail('DELIVERY_CORP_REQUIRED')
  if (!isCarrierCode(corp)) throw fail('DELIVERY_CORP_INVALID')
  const code = (body.logi_no ?? body.delivery_code ?? '').trim()
  if (!code) throw fail('DELIVERY_CODE_REQUIRED')
  if (!WAYBILL_PATTERN.test(code)) throw fail('DELIVERY_CODE_INVALID')
  const row = await memberAftersales(db, memberId, bn)
  if (row.aftersales_type !== 'REFUND_GOODS' || row.status !== 'WAIT_BUYER_RETURN_GOODS')
    throw fail('AFTERSALES_NOT_SENDBACK')
  const moved = await repo.transition(db, row.id, ['WAIT_BUYER_RETURN_GOODS'], {
    status: 'WAIT_SELLER_CONFIRM_GOODS',
    sendback_corp: CARRIERS[corp],
    sendback_code: code,
    sendback_at: now,
    updated_at: now,
  })
  if (!moved) throw fail('AFTERSALES_STATUS_CHANGED')
  return toAftersalesView((await repo.findByBn(db, bn))!)
}
