import type { Kysely } from 'kysely'
import type { Database, Order } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { OPEN_AFTERSALES } from '../aftersales/status.ts'
import { lockMember } from '../member/repo.ts'
import { hasAftersalesIn } from '../order/repo/linked.ts'
import { findMemberOrder, markShipped, orderOwner, shippingState } from '../order/repo/orders.ts'
import { CARRIERS, isCarrierCode, WAYBILL_PATTERN } from '../../../schemas/carriers.ts'
import { newWaybill, TRACK_STATE_DESC, trackingEvents, type Parcel, type TrackEvent } from './carrier.ts'
import * as repo from './repo.ts'

const orderNotFound = () => fail('ORDER_NOT_FOUND')
/** Where a parcel leaves from when its shop has no city on file (the platform's own warehouse). */
const DEFAULT_ORIGIN = '上海市'

type Receiver = Pick<Order, 'order_id' | 'distributor_id' | 'receiver_city' | 'receiver_county'>

async function parcelOf(db: Kysely<Database>, shipment: repo.Shipment, order: Receiver): Promise<Parcel> {
  return {
    corp: shipment.delivery_corp,
    waybill: shipment.delivery_code,
    shippedAt: shipment.created_at,
    origin: (await repo.shopCity(db, order.distributor_id)) || DEFAULT_ORIGIN,
    city: order.receiver_city,
    county: order.receiver_county,
  }
}

function eventView(event: TrackEvent) {
  return { time: event.time, context: event.context, state: event.state }
}

/** One shipment's tracking as of `now`. */
async function tracking(db: Kysely<Database>, shipment: repo.Shipment, order: Receiver, now: number) {
  const events = trackingEvents(await parcelOf(db, shipment, order), now)
  const state = events[0]?.state
  return {
    order_id: order.order_id,
    delivery_id: shipment.id,
    delivery_corp: shipment.delivery_corp,
    delivery_corp_name: shipment.delivery_corp_name,
    delivery_code: shipment.delivery_code,
    delivered_at: shipment.created_at,
    state: state ?? 'none',
    state_desc: state ? TRACK_STATE_DESC[state] : '待揽收',
    list: events.map(eventView),
  }
}

/** The latest shipment's state and newest event, for the order detail; null before shipping. */
export async function logisticsSummary(db: Kysely<Database>, order: Receiver, now: number) {
  const [latest] = await repo.shipmentsOf(db, order.order_id)
  if (!latest) return null
  const view = await tracking(db, latest, order, now)
  const newest = view.list[0]
  return {
    delivery_corp: view.delivery_corp,
    delivery_corp_name: view.delivery_corp_name,
    delivery_code: view.delivery_code,
    delivered_at: view.delivered_at,
    state: view.state,
    state_desc: view.state_desc,
    latest: newest ? { time: newest.time, context: newest.context } : null,
  }
}

async function memberOrder(db: Kysely<Database>, memberId: number, orderId: string): Promise<Order> {
  const order = /^\d{1,32}$/.test(orderId) ? await findMemberOrder(db, memberId, orderId) : undefined
  if (!order) throw orderNotFound()
  return order
}

/** GET trackerpull: the order's latest shipment with its events; an empty answer before shipping. */
export async function trackOrder(db: Kysely<Database>, memberId: number, orderId: string, now: number) {
  const order = await memberOrder(db, memberId, orderId)
  const [latest] = await repo.shipmentsOf(db, orderId)
  if (latest) return tracking(db, latest, order, now)
  return {
    order_id: orderId,
    delivery_id: null,
    delivery_corp: '',
    delivery_corp_name: '',
    delivery_code: '',
    delivered_at: null,
    state: 'none',
    state_desc: '暂无物流信息',
    list: [],
  }
}

/** GET delivery/list: every shipment of the order with its current state and newest event. */
export async function deliveryList(db: Kysely<Database>, memberId: number, orderId: string, now: number) {
  const order = await memberOrder(db, memberId, orderId)
  const shipments = await repo.shipmentsOf(db, orderId)
  const list = []
  for (const shipment of shipments) {
    const { list: events, ...view } = await tracking(db, shipment, order, now)
    list.push({ ...view, latest: events[0] ?? null })
  }
  return { list, total_count: list.length }
}

/** GET delivery/trackerpull: one shipment's events; another member's shipment is not found. */
export async function trackDelivery(db: Kysely<Database>, memberId: number, deliveryId: number, now: number) {
  const shipment = await repo.findShipment(db, deliveryId)
  const order = shipment ? await findMemberOrder(db, memberId, shipment.order_id) : undefined
  if (!shipment || !order) throw fail('DELIVERY_NOT_FOUND')
  return tracking(db, shipment, order, now)
}

export interface ShipInput {
  /** Carrier code: SF, YTO, ZTO, STO, YD, JD or EMS. */
  corp?: string
  /** Waybill number; a new one in the carrier's style when left out. */
  code?: string
}

/**
 * An operator ships a paid order: PAYED → WAIT_BUYER_CONFIRM with delivered_at and a shipment
 * row, in one transaction. The member's lock orders it against an after-sales application being
 * filed at the same moment; an order with an application still open is not shipped.
 */
export async function shipOrder(db: Kysely<Database>, orderId: string, input: ShipInput, now: number) {
  const corp = (input.corp ?? '').trim().toUpperCase()
  if (!corp) throw fail('DELIVERY_CORP_REQUIRED')
  if (!isCarrierCode(corp)) throw fail('DELIVERY_CORP_INVALID')
  const code = input.code?.trim() || newWaybill(corp)
  if (!WAYBILL_PATTERN.test(code)) throw fail('DELIVERY_CODE_INVALID')
  if (!/^\d{1,32}$/.test(orderId)) throw orderNotFound()

  return db.transaction().execute(async (trx) => {
    const owner = await orderOwner(trx, orderId)
    if (!owner) throw orderNotFound()
    await lockMember(trx, owner.member_id)
    const order = await shippingState(trx, orderId)
    if (order.status === 'WAIT_BUYER_CONFIRM' || order.status === 'DONE') throw fail('ORDER_SHIPPED')
    if (order.status !== 'PAYED') throw fail('ORDER_NOT_SHIPPABLE')
    if (order.order_type === 'vip') throw fail('VIP_ORDER_NOT_SHIPPED')
    if (order.receipt_type === 'ziti') throw fail('ZITI_ORDER_NOT_SHIPPED')
    if (await hasAftersalesIn(trx, orderId, OPEN_AFTERSALES)) throw fail('ORDER_IN_AFTERSALES_SHIP')

    if (!(await markShipped(trx, orderId, now))) throw fail('ORDER_STATUS_CHANGED')
    const deliveryId = await repo.insertShipment(trx, {
      order_id: orderId,
      delivery_corp: corp,
      delivery_corp_name: CARRIERS[corp],
      delivery_code: code,
      created_at: now,
    })
    return {
      order_id: orderId,
      status: 'WAIT_BUYER_CONFIRM',
      delivered_at: now,
      delivery_id: deliveryId,
      delivery_corp: corp,
      delivery_corp_name: CARRIERS[corp],
      delivery_code: code,
    }
  })
}
