import { randomBytes } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { lockMember } from '../member/repo.ts'
import { parseQuantity, stockRefusal } from '../pricing/quantity.ts'
import { takeSeckillStock as takeActivityStock } from '../goods/repo/seckill-stock.ts'
import * as repo from './repo.ts'

/** A ticket is the right to check out one seckill SKU for a few minutes. */
export const TICKET_TTL = 5 * 60

const seckillNotFound = () => fail('SECKILL_NOT_FOUND')
const ticketInvalid = () => fail('SECKILL_TICKET_INVALID')

/** The activity, refused unless it is running at `now`. */
async function runningActivity(db: Kysely<Database>, seckillId: number, now: number) {
  const activity = await repo.findActivity(db, seckillId)
  if (activity?.status !== 'active') throw seckillNotFound()
  if (activity.starts_at > now) throw fail('SECKILL_NOT_STARTED')
  if (activity.ends_at <= now) throw fail('SECKILL_ENDED')
  return activity
}

async function pickItem(db: Kysely<Database>, seckillId: number, request: { item_id?: number; sku_id?: number }) {
  let items: repo.SeckillItem[]
  if (request.sku_id !== undefined) {
    const item = await repo.findItem(db, seckillId, request.sku_id)
    items = item ? [item] : []
  } else if (request.item_id !== undefined) {
    items = await repo.itemsMatching(db, seckillId, request.item_id)
  } else {
    throw fail('SPEC_REQUIRED')
  }
  if (items.length === 0) throw fail('SECKILL_ITEM_NOT_FOUND')
  // A goods id with several seckill SKUs does not say which variant: the shopper has to pick one.
  if (items.length > 1) throw fail('SPEC_REQUIRED')
  return items[0]!
}

/** The SKU behind a seckill item must be on sale with enough of both stocks. */
async function checkGoods(db: Kysely<Database>, item: repo.SeckillItem, num: number) {
  const sku = await repo.skuForSale(db, item.sku_id)
  if (sku?.approve_status !== 'onsale') throw fail('GOODS_OFF_SHELF')
  const refusal = stockRefusal(Math.min(item.stock, sku.store), num)
  if (refusal) throw refusal
}

export interface TicketRequest {
  seckill_id: number
  item_id?: number
  sku_id?: number
  num: unknown
}

/**
 * The ticket's checks, in order: the activity runs, the SKU is in it, the activity's stock, the
 * member's limit, the goods' own stock. The activity's stock comes with the seckill item, so the
 * refusal most of a rush gets (sold out) costs no count of the member's units.
 */
async function checkTicket(db: Kysely<Database>, memberId: number, request: TicketRequest, num: number, now: number) {
  await runningActivity(db, request.seckill_id, now)
  const item = await pickItem(db, request.seckill_id, request)
  const soldOut = stockRefusal(item.stock, num)
  if (soldOut) throw soldOut
  const [live, ordered] = await Promise.all([
    repo.unitsInLiveTickets(db, memberId, item.id, now),
    repo.unitsOrdered(db, memberId, item.seckill_id, item.sku_id),
  ])
  if (live + ordered + num > item.limit_per_member) throw fail('SECKILL_LIMIT')
  await checkGoods(db, item, num)
  return item
}

/**
 * Issues a ticket bound to member, activity, SKU and quantity. Within the member's lock the
 * units held in live tickets plus those in orders not cancelled may not pass the per-member
 * limit, so parallel requests cannot get around it. Stock is checked, not reserved: the order
 * takes it, conditionally, when it is placed. The checks run once before the lock too, so the
 * refusals of a rush (sold out, limit reached) take no lock and open no write transaction.
 */
export async function issueTicket(db: Kysely<Database>, memberId: number, request: TicketRequest, now: number) {
  const num = parseQuantity(request.num)
  await checkTicket(db, memberId, request, num, now)
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId)
    const item = await checkTicket(trx, memberId, request, num, now)
    const ticket = randomBytes(16).toString('hex')
    const expiresAt = now + TICKET_TTL
    await repo.insertTicket(trx, {
      id: ticket,
      seckillId: item.seckill_id,
      seckillItemId: item.id,
      memberId,
      skuId: item.sku_id,
      num,
      expiresAt,
      now,
    })
    return {
      ticket,
      seckill_id: item.seckill_id,
      item_id: item.goods_id,
      sku_id: item.sku_id,
      num,
      expires_at: expiresAt,
    }
  })
}

/** A live ticket of the member for this activity, with its seckill SKU; refused otherwise. */
export async function liveTicket(
  db: Kysely<Database>,
  memberId: number,
  seckillId: number,
  ticketId: string,
  now: number,
) {
  const ticket = await repo.findTicket(db, memberId, ticketId)
  if (!ticket || ticket.seckill_id !== seckillId) throw ticketInvalid()
  if (ticket.status === 'used') throw fail('SECKILL_TICKET_USED')
  if (ticket.status === 'expired' || ticket.expires_at <= now) throw fail('SECKILL_TICKET_EXPIRED')
  await runningActivity(db, seckillId, now)
  const item = await repo.findItem(db, seckillId, ticket.sku_id)
  if (!item) throw ticketInvalid()
  return { ticket, item }
}

/**
 * Spends the ticket on an order and takes the seckill stock, both conditionally: a ticket serves
 * one order, and the activity's stock never goes below zero however many buyers race.
 */
export async function redeemTicket(
  trx: Transaction<Database>,
  memberId: number,
  ticketId: string,
  orderId: string,
  now: number,
) {
  if (!(await repo.markTicketUsed(trx, memberId, ticketId, orderId, now))) throw fail('SECKILL_TICKET_USED')
}

export async function takeSeckillStock(trx: Transaction<Database>, seckillId: number, skuId: number, num: number) {
  if (await takeActivityStock(trx, seckillId, skuId, num)) return
  const item = await repo.findItem(trx, seckillId, skuId)
  throw stockRefusal(item?.stock ?? 0, num) ?? fail('SOLD_OUT')
}
