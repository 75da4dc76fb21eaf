/**
 * The members of a flash sale as the storefront drives the app, one journey per connection turn:
 *
 *   buyer:   GET the seckill item page (HTML, their session cookie) → GET member/personal (what
 *            the page then asks for the member's own parts) → GET a seckill ticket
 *            (promotion/seckillactivity/geticket) → POST order_new with it (order_type normal_seckill)
 *   browser: GET the seckill item page only (the warm-up: no ticket, no stock taken)
 *
 * Every journey takes a member no other journey holds at that moment and a random SKU of the
 * seckill; a refused ticket (sold out, the member's limit reached) ends the journey, as it ends
 * the shopper's attempt. A few greedy members come back again and again to test their limit. The session rides in the customer_token cookie, as a browser sends it.
 */
import { randomBytes, randomInt } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import type { CannonRequest, CannonStep } from '../checkout/autocannon.ts'
import type { PlacedOrder } from '../checkout/journeys.ts'
import type { RunStats } from '../checkout/stats.ts'
import type { CrowdMember } from './crowd.ts'

const API = '/api/h5app/wxapp/'
/** One member in this many is greedy (by id)… */
const GREEDY_EVERY = 40
/** …and is back after this many others' turns. */
const GREEDY_RETURN = 400
export const PAGE = 'member item page'
export const PERSONAL = 'GET member/personal'
const TICKET = 'GET geticket'
const ORDER = 'POST order_new (seckill)'

/** What a browser sends for a page (brotli accepted, as pages.ts records them). */
export const BROWSER = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
}

export const sessionCookie = (member: CrowdMember) => `customer_token=${member.token}`

export interface Sale {
  seckillId: number
  goodsId: number
  skuIds: number[]
}

interface Context {
  member?: CrowdMember
  sentAt?: number
  failed?: boolean
  ticket?: string
}

function parse(body: string): { data?: Record<string, unknown>; message?: string } {
  try {
    return JSON.parse(body) as { data?: Record<string, unknown>; message?: string }
  } catch {
    return {}
  }
}

/**
 * Members free to start a journey, in turn: a journey takes the one who waited longest and gives
 * it back at the end of the queue, so every member of the crowd gets a turn before anyone gets a
 * second one. Greedy members (one in GREEDY_EVERY) come back after GREEDY_RETURN others and try
 * again and again, up to and past their per-member limit.
 */
class Queue {
  private free: CrowdMember[]

  constructor(private readonly members: CrowdMember[]) {
    this.free = [...members]
  }

  /** Every member free again: journeys a run cut off never give theirs back. */
  reset(): void {
    this.free = [...this.members]
  }

  take(): CrowdMember {
    const member = this.free.shift()
    if (!member) throw new Error('more connections than members: add members')
    return member
  }

  give(member: CrowdMember | undefined): void {
    if (!member) return
    if (member.id % GREEDY_EVERY === 0) this.free.splice(GREEDY_RETURN, 0, member)
    else this.free.push(member)
  }
}

export class FlashCrowd {
  /** Seckill orders acknowledged with 200, in the shape the invariant checks take. */
  readonly placed: PlacedOrder[] = []
  /** When each acknowledged order's answer came (performance.now()). */
  readonly placedAt: number[] = []
  /** Members who opened the item page while `stats` was set. */
  readonly visitors = new Set<number>()
  /** Where the answers go; swapped between warm-up and measurement. */
  stats: RunStats | null = null
  private readonly pool: Queue

  constructor(
    members: CrowdMember[],
    private readonly sale: Sale,
  ) {
    this.pool = new Queue(members)
  }

  get pagePath(): string {
    return `/items/${this.sale.goodsId}`
  }

  private record(name: string, status: number, context: Context, message?: string): void {
    this.stats?.of(name).record(status, performance.now() - (context.sentAt ?? 0), message)
    if (status !== 200) context.failed = true
  }

  private headers(context: Context, extra: Record<string, string>): Record<string, string> {
    return { ...extra, cookie: sessionCookie(context.member!) }
  }

  private pageStep(thenFree: boolean): CannonStep {
    return {
      setupRequest: (request, ctx) => {
        const context = ctx as Context
        context.member = this.pool.take()
        context.sentAt = performance.now()
        request.method = 'GET'
        request.path = this.pagePath
        request.headers = this.headers(context, BROWSER)
        return request
      },
      onResponse: (status, _body, ctx) => {
        const context = ctx as Context
        this.record(PAGE, status, context)
        if (this.stats) this.visitors.add(context.member!.id)
        if (thenFree) this.pool.give(context.member)
      },
    }
  }

  /** The next step, unless an earlier one was refused: then the member is free and the journey starts over. */
  private unlessFailed(context: Context, build: () => CannonRequest): CannonRequest | null {
    if (!context.failed) return build()
    this.pool.give(context.member)
    return null
  }

  /** What the page asks after load: the member's greeting, cart badge, coupons and collected mark. */
  private personalStep(): CannonStep {
    return {
      setupRequest: (request, ctx) => {
        const context = ctx as Context
        context.sentAt = performance.now()
        request.method = 'GET'
        request.path = `${API}member/personal?item_id=${this.sale.goodsId}`
        request.headers = this.headers(context, { accept: 'application/json' })
        return request
      },
      onResponse: (status, body, ctx) => {
        const context = ctx as Context
        this.record(PERSONAL, status, context)
        if (status === 200 && parse(body).data?.signed_in !== true) context.failed = true
      },
    }
  }

  private ticketStep(): CannonStep {
    return {
      setupRequest: (request, ctx) => {
        const context = ctx as Context
        return this.unlessFailed(context, () => {
          const skuId = this.sale.skuIds[randomInt(0, this.sale.skuIds.length)]!
          context.sentAt = performance.now()
          request.method = 'GET'
          request.path = `${API}promotion/seckillactivity/geticket?seckill_id=${this.sale.seckillId}&sku_id=${skuId}&num=1`
          request.headers = this.headers(context, { accept: 'application/json' })
          request.body = undefined
          return request
        })
      },
      onResponse: (status, body, ctx) => {
        const context = ctx as Context
        const answer = parse(body)
        this.record(TICKET, status, context, answer.message)
        context.ticket = typeof answer.data?.ticket === 'string' ? answer.data.ticket : undefined
      },
    }
  }

  private orderStep(): CannonStep {
    return {
      setupRequest: (request, ctx) => {
        const context = ctx as Context
        return this.unlessFailed(context, () => {
          context.sentAt = performance.now()
          request.method = 'POST'
          request.path = `${API}order_new`
          request.headers = this.headers(context, { accept: 'application/json', 'content-type': 'application/json' })
          request.body = JSON.stringify({
            order_type: 'normal_seckill',
            seckill_id: this.sale.seckillId,
            ticket: context.ticket,
            remark: '',
            idempotency_key: randomBytes(12).toString('base64url'),
          })
          return request
        })
      },
      onResponse: (status, body, ctx) => {
        const context = ctx as Context
        const answer = parse(body)
        this.record(ORDER, status, context, answer.message)
        const data = answer.data
        if (status === 200 && typeof data?.order_id === 'string') {
          this.placed.push({
            orderId: data.order_id,
            memberId: context.member!.id,
            totalFee: typeof data.total_fee === 'number' ? data.total_fee : -1,
            pointUse: typeof data.point_use === 'number' ? data.point_use : -1,
            cancelled: 'no',
          })
          this.placedAt.push(performance.now())
        }
        this.pool.give(context.member)
      },
    }
  }

  /** Lets the app finish the journeys a run cut off, then frees every member for the next run. */
  async settle(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 500))
    this.pool.reset()
  }

  /** The item page only, member after member: renders warm, no stock taken. */
  browsers(): CannonStep[] {
    return [this.pageStep(true)]
  }

  /** Item page → personal call → ticket → order. */
  buyers(): CannonStep[] {
    return [this.pageStep(false), this.personalStep(), this.ticketStep(), this.orderStep()]
  }
}
