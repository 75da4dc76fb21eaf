import { randomInt } from 'node:crypto'
import type { Shop, Shopper } from './shop-setup.ts'

const API = '/api/h5app/wxapp/'

/** An order the server acknowledged: 200 with an order id. */
export interface AcknowledgedOrder {
  orderId: string
  memberId: number
  totalFee: number
  pointUse: number
  /** 'yes' after a 200 to the buyer's cancel; 'unknown' when the server died before answering it. */
  cancelled: 'no' | 'yes' | 'unknown'
}

export interface Tally {
  /** Answers per status to order submits. */
  orderAnswers: Map<number, number>
  /** Refusals of order submits by status and message, e.g. "409 商品已售罄". */
  refusals: Map<string, number>
  /** Any 5xx answer: never acceptable, crash or no crash. */
  serverErrors: string[]
  /** Requests cut off by a kill. */
  cutOff: number
  /** Order submits cut off by a kill and sent again (same idempotency key) after the restart. */
  retried: number
  withPoints: number
  pointsMall: number
}

class CutOff extends Error {}

interface Answer {
  status: number
  body: { data?: Record<string, unknown>; message?: string; status_code?: number }
}

/**
 * Shoppers hammering checkout, one loop per member, the way the storefront calls the API: buy now
 * (fastbuy line, checkout preview, order with a chosen coupon and points), cart orders of several
 * goods, points-mall exchanges, and cancels of some placed orders. When the server dies a loop
 * waits for it to come back and sends a cut-off order again with the same idempotency key, as a
 * client retrying must.
 */
export class ShopperCrowd {
  readonly acknowledged = new Map<string, AcknowledgedOrder>()
  readonly tally: Tally = {
    orderAnswers: new Map(),
    refusals: new Map(),
    serverErrors: [],
    cutOff: 0,
    retried: 0,
    withPoints: 0,
    pointsMall: 0,
  }
  /** Order submits sent and not yet answered. */
  inFlightOrders = 0
  private stopping = false
  private loops: Promise<void>[] = []
  private up: Promise<void> = Promise.resolve()
  private markUp: () => void = () => {}

  constructor(
    private readonly baseURL: string,
    private readonly shop: Shop,
  ) {}

  start(): void {
    this.loops = this.shop.shoppers.map((shopper) => this.loop(shopper))
  }

  /** The server is going down: loops that lose a request wait for `serverUp`. */
  serverDown(): void {
    this.up = new Promise((resolve) => {
      this.markUp = resolve
    })
  }

  serverUp(): void {
    this.markUp()
  }

  /** Lets every loop finish what it is doing (including a retry) and waits for them. */
  async stop(): Promise<void> {
    this.stopping = true
    await Promise.all(this.loops)
  }

  private async request(
    shopper: Shopper,
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<Answer> {
    let response: Response
    try {
      response = await fetch(this.baseURL + API + path, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      })
    } catch {
      throw new CutOff()
    }
    let parsed: Answer['body']
    try {
      parsed = (await response.json()) as Answer['body']
    } catch {
      throw new CutOff()
    }
    if (response.status >= 500)
      this.tally.serverErrors.push(`${method} ${path} ${response.status}: ${parsed.message ?? ''}`)
    return { status: response.status, body: parsed }
  }

  /** Calls until answered, waiting out a restart whenever the server dies under the call. */
  private async reliably(
    shopper: Shopper,
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<Answer> {
    for (;;) {
      try {
        return await this.request(shopper, method, path, body)
      } catch (error) {
        if (!(error instanceof CutOff)) throw error
        this.tally.cutOff++
        await this.up
      }
    }
  }

  /** Submits an order; a submit cut off by a kill is sent again with the same key after the restart. */
  private async submit(shopper: Shopper, payload: Record<string, unknown>): Promise<AcknowledgedOrder | null> {
    let answer: Answer
    this.inFlightOrders++
    try {
      answer = await this.request(shopper, 'POST', 'order_new', payload)
    } catch (error) {
      if (!(error instanceof CutOff)) throw error
      this.tally.cutOff++
      this.inFlightOrders--
      await this.up
      this.tally.retried++
      answer = await this.reliably(shopper, 'POST', 'order_new', payload)
      return this.record(shopper, answer)
    }
    this.inFlightOrders--
    return this.record(shopper, answer)
  }

  private record(shopper: Shopper, answer: Answer): AcknowledgedOrder | null {
    this.tally.orderAnswers.set(answer.status, (this.tally.orderAnswers.get(answer.status) ?? 0) + 1)
    if (answer.status !== 200) {
      const reason = `${answer.status} ${answer.body.message ?? ''}`
      this.tally.refusals.set(reason, (this.tally.refusals.get(reason) ?? 0) + 1)
      return null
    }
    const data = answer.body.data as { order_id: string; total_fee: number; point_use: number; order_type: string }
    const order: AcknowledgedOrder = {
      orderId: data.order_id,
      memberId: shopper.id,
      totalFee: data.total_fee,
      pointUse: data.point_use,
      cancelled: 'no',
    }
    const earlier = this.acknowledged.get(order.orderId)
    if (earlier && earlier.memberId !== shopper.id)
      throw new Error(`order ${order.orderId} acknowledged to two members`)
    if (!earlier) this.acknowledged.set(order.orderId, order)
    if (data.order_type === 'point') this.tally.pointsMall++
    else if (order.pointUse > 0) this.tally.withPoints++
    return earlier ?? order
  }

  private async loop(shopper: Shopper): Promise<void> {
    const { cardIds, skuIds } = this.shop
    // Coupons are received through the API, as a shopper does on the coupon centre page.
    for (const cardId of [...cardIds, cardIds[0]!])
      await this.reliably(shopper, 'POST', 'user/receiveCard', { card_id: cardId })
    let sequence = 0
    while (!this.stopping) {
      const key = `rel-${shopper.id}-${++sequence}`
      const roll = randomInt(0, 100)
      let order: AcknowledgedOrder | null
      if (roll < 60) order = await this.buyNow(shopper, skuIds[randomInt(0, skuIds.length)]!, key)
      else if (roll < 90) order = await this.cartOrder(shopper, key)
      else order = await this.exchange(shopper, key)
      if (order && order.cancelled === 'no' && randomInt(0, 100) < 15) await this.cancel(shopper, order)
    }
  }

  private async buyNow(shopper: Shopper, skuId: number, key: string): Promise<AcknowledgedOrder | null> {
    const added = await this.reliably(shopper, 'POST', 'cart', {
      sku_id: skuId,
      num: 1 + randomInt(0, 2),
      cart_type: 'fastbuy',
    })
    if (added.status !== 200) return null
    const preview = await this.reliably(shopper, 'POST', 'cart/checkout', { mode: 'fastbuy' })
    if (preview.status !== 200) return null
    const quote = preview.body.data as { max_point: number; coupon_list: { id: number }[] }
    const couponRoll = randomInt(0, 3)
    const coupon =
      couponRoll === 0
        ? ''
        : couponRoll === 1 && quote.coupon_list.length > 0
          ? String(quote.coupon_list[randomInt(0, quote.coupon_list.length)]!.id)
          : 'not_use'
    const pointUse = quote.max_point > 1 && randomInt(0, 2) === 0 ? randomInt(1, Math.ceil(quote.max_point / 2) + 1) : 0
    return this.submit(shopper, { mode: 'fastbuy', coupon, point_use: pointUse, idempotency_key: key })
  }

  /** A points-mall exchange: the order, then its points paid at the points cashier (a retried pay answers the same). */
  private async exchange(shopper: Shopper, key: string): Promise<AcknowledgedOrder | null> {
    const order = await this.submit(shopper, {
      mode: 'point',
      item_id: this.shop.pointGoodsId,
      num: 1,
      idempotency_key: key,
    })
    if (!order) return null
    const paid = await this.reliably(shopper, 'POST', 'pointsmall/order/pay', { order_id: order.orderId })
    if (paid.status === 200) order.pointUse = (paid.body.data as { point_use: number }).point_use
    else {
      const reason = `${paid.status} ${paid.body.message ?? ''}`
      this.tally.refusals.set(reason, (this.tally.refusals.get(reason) ?? 0) + 1)
    }
    return order
  }

  private async cartOrder(shopper: Shopper, key: string): Promise<AcknowledgedOrder | null> {
    const { skuIds } = this.shop
    const first = randomInt(0, skuIds.length)
    for (const skuId of [skuIds[first]!, skuIds[(first + 1 + randomInt(0, skuIds.length - 1)) % skuIds.length]!]) {
      await this.reliably(shopper, 'POST', 'cart', { sku_id: skuId, num: 1 })
    }
    const order = await this.submit(shopper, {
      mode: 'cart',
      coupon: '',
      point_use: randomInt(0, 2) === 0 ? 100 : 0,
      idempotency_key: key,
    })
    // A refused cart order leaves its lines (sold out, say); start the next one from an empty cart.
    if (!order) await this.emptyCart(shopper)
    return order
  }

  private async emptyCart(shopper: Shopper): Promise<void> {
    const list = await this.reliably(shopper, 'GET', 'cart/list')
    const groups =
      (list.body.data as { cartInfo?: { resultCartData?: { cartitemlist: { cart_id: number }[] }[] } }).cartInfo
        ?.resultCartData ?? []
    const ids = groups.flatMap((group) => group.cartitemlist.map((line) => String(line.cart_id)))
    if (ids.length > 0) await this.reliably(shopper, 'DELETE', 'cartdel', { cart_id: ids })
  }

  private async cancel(shopper: Shopper, order: AcknowledgedOrder): Promise<void> {
    try {
      const answer = await this.request(shopper, 'POST', 'order/cancel', {
        order_id: order.orderId,
        cancel_reason: '不想要了',
      })
      if (answer.status === 200) order.cancelled = 'yes'
    } catch (error) {
      if (!(error instanceof CutOff)) throw error
      this.tally.cutOff++
      order.cancelled = 'unknown'
      await this.up
    }
  }
}
