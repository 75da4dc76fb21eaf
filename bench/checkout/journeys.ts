/**
 * Shoppers as the storefront drives the shopper API, one journey per placed order:
 *
 *   order path:  POST cart (fastbuy line) → POST order_new — the fewest calls that place an order
 *   buy now:     POST cart (fastbuy line) → POST cart/checkout (the checkout page) → POST order_new
 *   cart:        POST cart × 2 (two goods)  → POST cart/checkout (mode cart)      → POST order_new
 *
 * Every journey takes a member no other journey holds at that moment (a member's "buy now" line
 * is one line, so two journeys of one member would trample each other) and random goods, SKUs and
 * quantities; the order takes the best coupon the member holds (the page's default) or declines
 * it, and some orders deduct points (at most ¥50 worth): up to what the checkout page offered, or
 * without a page a tenth of the price (points may pay up to half of it).
 */
import { randomBytes, randomInt } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import type { CannonRequest, CannonStep } from './autocannon.ts'
import type { BenchGoods, BenchMember, BenchShop } from './shop.ts'
import type { RunStats } from './stats.ts'

const API = '/api/h5app/wxapp/'

/** An order the server acknowledged, in the shape the invariant checks take. */
export interface PlacedOrder {
  orderId: string
  memberId: number
  totalFee: number
  pointUse: number
  cancelled: 'no'
}

interface Context {
  member?: BenchMember
  sentAt?: number
  failed?: boolean
  maxPoint?: number
  mode?: 'fastbuy' | 'cart'
  /** The cheapest price among the goods added, cents. */
  lowestPrice?: number
}

interface Answer {
  data?: { order_id?: string; total_fee?: number; point_use?: number; max_point?: number }
  message?: string
}

function parse(body: string): Answer {
  try {
    return JSON.parse(body) as Answer
  } catch {
    return {}
  }
}

const pickOne = <T>(list: readonly T[]): T => list[randomInt(0, list.length)]!

/** Members free to start a journey; a journey gives its member back when it ends. */
class MemberPool {
  private free: BenchMember[]

  constructor(private readonly members: BenchMember[]) {
    this.free = [...members]
  }

  /** Every member free again: journeys a run cut off never give theirs back. */
  reset(): void {
    this.free = [...this.members]
  }

  take(): BenchMember {
    const member = this.free.splice(randomInt(0, this.free.length), 1)[0]
    if (!member) throw new Error('more connections than members: add members')
    return member
  }

  give(member: BenchMember | undefined): void {
    if (member) this.free.push(member)
  }
}

export class Shoppers {
  /** Orders acknowledged with 200, across every run of these shoppers. */
  readonly placed: PlacedOrder[] = []
  private readonly pool: MemberPool
  private readonly cartable: BenchGoods[]
  /** Where this run's answers go; swapped between warm-up and measurement. */
  stats: RunStats | null = null

  constructor(private readonly shop: BenchShop) {
    this.pool = new MemberPool(shop.members)
    this.cartable = shop.goods.filter((goods) => goods.cartable)
  }

  /** A request of the member's journey, timed from now. */
  private send(context: Context, request: CannonRequest, path: string, body: Record<string, unknown>): CannonRequest {
    context.sentAt = performance.now()
    request.method = 'POST'
    request.path = API + path
    request.headers = { 'content-type': 'application/json', authorization: `Bearer ${context.member!.token}` }
    request.body = JSON.stringify(body)
    return request
  }

  /** Records an answer; a refusal ends the journey after this step. */
  private answer(name: string, status: number, body: string, context: Context): Answer {
    const parsed = parse(body)
    this.stats?.of(name).record(status, performance.now() - (context.sentAt ?? 0), parsed.message)
    if (status !== 200) context.failed = true
    return parsed
  }

  /** The next step, unless an earlier one was refused: then the member is free and the journey starts over. */
  private unlessFailed(context: Context, build: () => CannonRequest): CannonRequest | null {
    if (!context.failed) return build()
    this.pool.give(context.member)
    return null
  }

  private addStep(
    name: string,
    goodsList: () => BenchGoods[],
    cartType: 'fastbuy' | 'cart',
    first: boolean,
  ): CannonStep {
    return {
      setupRequest: (request, ctx) => {
        const context = ctx as Context
        const build = () => {
          if (first) {
            context.member = this.pool.take()
            context.mode = cartType
          }
          const goods = pickOne(goodsList())
          context.lowestPrice = Math.min(context.lowestPrice ?? Infinity, goods.lowestPrice)
          return this.send(context, request, 'cart', {
            item_id: goods.goodsId,
            sku_id: pickOne(goods.skuIds),
            num: randomInt(1, 3),
            cart_type: cartType,
          })
        }
        return first ? build() : this.unlessFailed(context, build)
      },
      onResponse: (status, body, ctx) => void this.answer(name, status, body, ctx as Context),
    }
  }

  private previewStep(): CannonStep {
    return {
      setupRequest: (request, ctx) => {
        const context = ctx as Context
        return this.unlessFailed(context, () =>
          this.send(context, request, 'cart/checkout', { mode: context.mode, coupon: '', point_use: 0 }),
        )
      },
      onResponse: (status, body, ctx) => {
        const context = ctx as Context
        context.maxPoint = this.answer('POST cart/checkout', status, body, context).data?.max_point ?? 0
      },
    }
  }

  private orderStep(): CannonStep {
    return {
      setupRequest: (request, ctx) => {
        const context = ctx as Context
        return this.unlessFailed(context, () => {
          // Without the page's max_point, a tenth of the cheapest price: points may pay up to half.
          // At most ¥50 worth, so balances last the whole run.
          const offered =
            context.maxPoint === undefined
              ? Math.floor((context.lowestPrice ?? 0) / 10)
              : Math.floor(context.maxPoint / randomInt(1, 4))
          const points = Math.min(offered, 5000)
          const pointUse = randomInt(0, 3) === 0 ? points : 0
          const coupon = randomInt(0, 6) === 0 ? 'not_use' : ''
          const idempotency_key = randomBytes(12).toString('base64url')
          return this.send(context, request, 'order_new', {
            mode: context.mode,
            coupon,
            point_use: pointUse,
            remark: '',
            idempotency_key,
          })
        })
      },
      onResponse: (status, body, ctx) => {
        const context = ctx as Context
        const data = this.answer('POST order_new', status, body, context).data
        if (status === 200 && data?.order_id) {
          this.placed.push({
            orderId: data.order_id,
            memberId: context.member!.id,
            totalFee: data.total_fee ?? -1,
            pointUse: data.point_use ?? -1,
            cancelled: 'no',
          })
        }
        this.pool.give(context.member)
      },
    }
  }

  /**
   * After a run: lets the app finish the requests the run cut off (their members' carts and
   * orders settle), then frees every member for the next run.
   */
  async settle(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 500))
    this.pool.reset()
  }

  /** Buy now without the checkout page: any goods, scarce ones included. */
  orderPath(): CannonStep[] {
    return [this.addStep('POST cart (buy now)', () => this.shop.goods, 'fastbuy', true), this.orderStep()]
  }

  /** Buy now on any goods, scarce ones included. */
  buyNow(): CannonStep[] {
    return [
      this.addStep('POST cart (buy now)', () => this.shop.goods, 'fastbuy', true),
      this.previewStep(),
      this.orderStep(),
    ]
  }

  /** Two goods in the cart, then its checkout; only goods that never sell out (no line sticks) and are not on seckill. */
  cart(): CannonStep[] {
    return [
      this.addStep('POST cart (add)', () => this.cartable, 'cart', true),
      this.addStep('POST cart (add)', () => this.cartable, 'cart', false),
      this.previewStep(),
      this.orderStep(),
    ]
  }
}
