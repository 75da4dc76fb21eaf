import type { Kysely } from 'kysely'
import type { Database, OrderItem } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { toPage } from '../../lib/pagination.ts'
import { maskMobile } from '../member/rules.ts'
import { isImageUrl } from './images.ts'
import { isGoodsLine, lineNamed } from './lines.ts'
import * as rateRepo from './repo/rates.ts'
import { assertOwnedUploads } from '../uploads/ownership.ts'
import type { RateCreateBody, RateLineInput, RateListQuery } from '../../../schemas/api/order-rate.ts'
import { itemsOfOrders } from './repo/items.ts'
import { findMemberOrder } from './repo/orders.ts'
import { requireOrderId } from './service.ts'

/** Rating limits (spec 9: ratings go up to 5 stars). */
export const RATE_RULES = { maxStar: 5, maxContent: 500, maxPics: 9 } as const

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const truthy = (flag: string | undefined) => flag === '1' || flag === 'true'

interface RateDraft {
  line: OrderItem
  star: number
  content: string
  pics: string[]
  anonymous: boolean
}

function lineOf(entry: RateLineInput, lines: OrderItem[]): OrderItem {
  return lineNamed(entry.order_item_id ?? entry.id, entry, lines, {
    unknown: 'RATE_LINE_UNKNOWN',
    ambiguous: 'RATE_LINE_AMBIGUOUS',
  })
}

function draftOf(entry: RateLineInput, line: OrderItem, anonymousDefault: boolean): RateDraft {
  const content = (entry.content ?? '').trim()
  if ([...content].length > RATE_RULES.maxContent) throw fail('RATE_CONTENT_TOO_LONG', { max: RATE_RULES.maxContent })
  if (CONTROL.test(content)) throw fail('RATE_CONTENT_INVALID')
  const pics = entry.pics ?? []
  if (pics.length > RATE_RULES.maxPics) throw fail('RATE_PICS_TOO_MANY', { max: RATE_RULES.maxPics })
  if (!pics.every(isImageUrl)) throw fail('RATE_PIC_INVALID')
  const star = entry.star ?? RATE_RULES.maxStar
  if (!Number.isInteger(star) || star < 1 || star > RATE_RULES.maxStar) throw fail('RATE_STAR_INVALID')
  return {
    line,
    star,
    content,
    pics,
    anonymous: entry.anonymous === undefined ? anonymousDefault : truthy(entry.anonymous),
  }
}

/**
 * POST order/rate/create: rates a finished order once. Every goods line gets a rating — the ones
 * the member left out get 5 stars — and the order is marked rated by a conditional update, so a
 * repeated or parallel submit is refused with nothing written.
 */
export async function createRates(db: Kysely<Database>, memberId: number, body: RateCreateBody, now: number) {
  const orderId = requireOrderId(body.order_id)
  const order = await findMemberOrder(db, memberId, orderId)
  if (!order) throw fail('ORDER_NOT_FOUND')
  if (order.status !== 'DONE') throw fail('ORDER_NOT_RATEABLE')
  if (order.is_rated === 1) throw fail('ORDER_RATED')
  const lines = (await itemsOfOrders(db, [orderId])).filter(isGoodsLine)
  if (lines.length === 0) throw fail('ORDER_NOTHING_TO_RATE')

  const anonymousDefault = truthy(body.anonymous)
  const drafts = new Map<number, RateDraft>()
  for (const entry of body.rates ?? []) {
    const line = lineOf(entry, lines)
    if (drafts.has(line.id)) throw fail('RATE_LINE_DUPLICATE')
    drafts.set(line.id, draftOf(entry, line, anonymousDefault))
  }
  for (const line of lines) if (!drafts.has(line.id)) drafts.set(line.id, draftOf({}, line, anonymousDefault))
  // Only photos this member uploaded may be shown under the goods.
  await assertOwnedUploads(
    db,
    { kind: 'member', id: memberId },
    [...drafts.values()].flatMap((draft) => draft.pics),
  )

  return db.transaction().execute(async (trx) => {
    if (!(await rateRepo.claimOrderRating(trx, orderId, now))) throw fail('ORDER_RATED')
    const rows = [...drafts.values()].map((draft) => ({
      order_id: orderId,
      order_item_id: draft.line.id,
      member_id: memberId,
      goods_id: draft.line.goods_id!,
      star: draft.star,
      content: draft.content,
      pics: JSON.stringify(draft.pics),
      anonymous: draft.anonymous ? (1 as const) : (0 as const),
      created_at: now,
    }))
    await rateRepo.insertRates(trx, rows)
    await rateRepo.markLinesRated(
      trx,
      rows.map((row) => row.order_item_id),
    )
    return { order_id: orderId, rated: rows.length }
  })
}

function parsePics(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

/** GET order/rate/list: a goods' ratings, newest first, with who rated shown masked. */
export async function listRates(db: Kysely<Database>, query: RateListQuery) {
  const page = toPage(query, 10, 50)
  const [rows, stats] = await Promise.all([
    rateRepo.listGoodsRates(db, query.item_id, page.pageSize, page.offset),
    rateRepo.goodsRateStats(db, query.item_id),
  ])
  return {
    list: rows.map((row) => {
      const anonymous = row.anonymous === 1
      return {
        rate_id: row.id,
        item_id: row.goods_id,
        spec_desc: row.spec_desc,
        star: row.star,
        content: row.content,
        pics: parsePics(row.pics),
        anonymous: anonymous ? (1 as const) : (0 as const),
        username: anonymous ? '匿名用户' : row.nickname || maskMobile(row.mobile),
        mobile: anonymous ? '' : maskMobile(row.mobile),
        avatar: anonymous ? '' : row.avatar,
        created_at: row.created_at,
      }
    }),
    total_count: stats.total,
    average_star: stats.total > 0 ? Math.round((stats.stars / stats.total) * 10) / 10 : 0,
    good_rate: stats.total > 0 ? Math.round((stats.good * 100) / stats.total) : 0,
  }
}
