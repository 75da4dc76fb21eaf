import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-error.ts'
import { createHttp, type HttpOptions } from './http.ts'

interface Sent {
  url: URL
  method: string
  headers: Headers
  body: unknown
  signal: AbortSignal | null | undefined
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const ok = (data: unknown) => json(200, { data })

const CURRENT_PATH = '/member/trade?page=2#list'

function setup(
  answer: (sent: Sent) => Response | Promise<Response> = () => ok({}),
  overrides: Partial<HttpOptions> = {},
) {
  const sent: Sent[] = []
  const notifyError = vi.fn()
  const onUnauthorized = vi.fn()
  const forgetMember = vi.fn()
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: Sent = {
      url: new URL(String(input)),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
      signal: init?.signal,
    }
    sent.push(request)
    return answer(request)
  })
  const http = createHttp({
    origin: 'http://mall.test',
    fetch,
    notifyError,
    onUnauthorized,
    forgetMember,
    currentPath: () => CURRENT_PATH,
    ...overrides,
  })
  return { http, sent, fetch, notifyError, onUnauthorized, forgetMember }
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the call to reject')
}

afterEach(() => {
  vi.useRealTimers()
})

describe('request address', () => {
  it('joins the path to the API base under the given origin', async () => {
    const { http, sent } = setup()
    await http.get('goods/items')
    await http.get('/goods/category')
    expect(sent.map((s) => s.url.origin + s.url.pathname)).toEqual([
      'http://mall.test/api/h5app/wxapp/goods/items',
      'http://mall.test/api/h5app/wxapp/goods/category',
    ])
  })
})

describe('authorization', () => {
  it.each(['goods/items', 'member/addresslist', '/merchant/settlementapply/1', 'login'])(
    '%s rides on the session cookies the browser sends, with no token the page read',
    async (path) => {
      const { http, fetch } = setup()
      await http.post(path, {})
      const init = fetch.mock.calls[0]?.[1]
      expect(new Headers(init?.headers).has('authorization')).toBe(false)
      expect(init?.credentials).toBe('same-origin')
    },
  )
})

describe('company_id', () => {
  it('is a query parameter of GET calls, beside the caller’s own', async () => {
    const { http, sent } = setup()
    await http.get('goods/items', { keywords: '手机', page: 2 })
    const query = sent[0].url.searchParams
    expect(query.get('company_id')).toBe('1')
    expect(query.get('keywords')).toBe('手机')
    expect(query.get('page')).toBe('2')
    expect(sent[0].body).toBeUndefined()
  })

  it('is a body field of POST, PUT and DELETE calls', async () => {
    const { http, sent } = setup()
    await http.post('cart', { item_id: 7 })
    await http.put('cartupdate/num', { cart_id: 3, num: 2 })
    await http.delete('cartdel', { cart_id: 3 })
    expect(sent.map((s) => [s.method, s.url.search, s.body])).toEqual([
      ['POST', '', 'company_id=1&item_id=7'],
      ['PUT', '', 'company_id=1&cart_id=3&num=2'],
      ['DELETE', '', 'company_id=1&cart_id=3'],
    ])
  })

  it('is left out of GET trade/payment/alipay/result only', async () => {
    const { http, sent } = setup()
    await http.get('trade/payment/alipay/result', { order_id: '123' })
    await http.post('trade/payment/alipay/result', { order_id: '123' })
    expect(sent[0].url.searchParams.has('company_id')).toBe(false)
    expect(sent[0].url.searchParams.get('order_id')).toBe('123')
    expect(sent[1].body).toBe('company_id=1&order_id=123')
  })
})

describe('request bodies', () => {
  it('are form-encoded, arrays as key[] and objects as JSON text', async () => {
    const { http, sent } = setup()
    await http.post('member/collect/item', {
      item_ids: [5, 6],
      cart_params: { cart_id: 1, num: 2 },
      remark: '尽快 发货',
      invoice: null,
      coupon: undefined,
    })
    expect(sent[0].headers.get('content-type')).toBe('application/x-www-form-urlencoded;charset=UTF-8')
    expect(sent[0].body).toBe(
      'company_id=1&item_ids[]=5&item_ids[]=6' +
        `&cart_params=${encodeURIComponent('{"cart_id":1,"num":2}')}` +
        `&remark=${encodeURIComponent('尽快 发货')}&invoice=`,
    )
    const decoded = new URLSearchParams(String(sent[0].body))
    expect(decoded.getAll('item_ids[]')).toEqual(['5', '6'])
    expect(JSON.parse(decoded.get('cart_params') ?? '')).toEqual({ cart_id: 1, num: 2 })
  })

  it('are JSON when the call asks for it', async () => {
    const { http, sent } = setup()
    await http.post('order_new', { items: [{ item_id: 1, num: 2 }] }, { json: true })
    expect(sent[0].headers.get('content-type')).toBe('application/json')
    expect(JSON.parse(String(sent[0].body))).toEqual({ company_id: 1, items: [{ item_id: 1, num: 2 }] })
  })

  it('pass FormData through, adding company_id', async () => {
    const { http, sent } = setup()
    const form = new FormData()
    form.append('img_name', 'banner.png')
    await http.post('espier/image', form)
    const body = sent[0].body as FormData
    expect(body).toBeInstanceOf(FormData)
    expect(body.get('company_id')).toBe('1')
    expect(body.get('img_name')).toBe('banner.png')
  })
})

describe('answers', () => {
  it.each([
    ['an object', { item_id: 1 }],
    ['a list', [{ category_id: 2 }]],
    ['null', null],
    ['zero', 0],
  ])('resolve to data when data is %s', async (_label, data) => {
    const { http } = setup(() => ok(data))
    await expect(http.get('goods/items/1')).resolves.toEqual(data)
  })

  it('reject a business error inside data with the server message as an error toast', async () => {
    const { http, notifyError } = setup(() => ok({ status_code: 422, code: 'OUT_OF_STOCK', message: '库存不足' }))
    const error = await rejection(http.post('cart', { item_id: 1 }))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 422, code: 'OUT_OF_STOCK', message: '库存不足' })
    expect(notifyError).toHaveBeenCalledWith('库存不足')
  })

  it('reject a business error in the top-level status_code', async () => {
    const { http, notifyError } = setup(() => json(200, { status_code: 400, msg: '参数错误' }))
    const error = await rejection(http.get('member'))
    expect(error).toMatchObject({ status: 400, code: 'BUSINESS_ERROR', message: '参数错误' })
    expect(notifyError).toHaveBeenCalledWith('参数错误')
  })

  it('resolve data whose status_code is 300 or below', async () => {
    const { http } = setup(() => ok({ status_code: 200, list: [] }))
    await expect(http.get('orders')).resolves.toEqual({ status_code: 200, list: [] })
  })

  it('reject a 200 without data, without a toast', async () => {
    const { http, notifyError } = setup(() => json(200, { result: true }))
    await expect(http.get('member')).rejects.toMatchObject({
      status: 200,
      code: 'UNEXPECTED_RESPONSE',
      message: '操作失败',
    })
    expect(notifyError).not.toHaveBeenCalled()
  })

  it.each([
    [{ msg: '已受理' }, '已受理'],
    [{ err_msg: '处理中' }, '处理中'],
  ])('reject a non-200 success with its msg or err_msg (%j)', async (body, message) => {
    const { http, notifyError } = setup(() => json(202, body))
    await expect(http.post('payment', {})).rejects.toMatchObject({ status: 202, message })
    expect(notifyError).not.toHaveBeenCalled()
  })
})

describe('HTTP 401', () => {
  it('forgets the member and sends the visitor to login with the current path', async () => {
    const { http, notifyError, onUnauthorized, forgetMember } = setup(() =>
      json(401, { status_code: 401, code: 'UNAUTHORIZED', message: '请先登录' }),
    )
    const error = await rejection(http.get('member'))
    expect(forgetMember).toHaveBeenCalledTimes(1)
    expect(onUnauthorized).toHaveBeenCalledWith('/auth/login?redirectUrl=%2Fmember%2Ftrade%3Fpage%3D2%23list')
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' })
    expect(notifyError).not.toHaveBeenCalled()
  })

  it('lets onUnauthorized throw instead, as a server redirect does', async () => {
    const redirect = new Response(null, { status: 302 })
    const { http, forgetMember } = setup(() => json(401, {}), {
      onUnauthorized: () => {
        throw redirect
      },
    })
    await expect(http.get('member')).rejects.toBe(redirect)
    expect(forgetMember).toHaveBeenCalled()
  })
})

describe('other HTTP errors', () => {
  it('toast the body message and reject with an ApiError below 500', async () => {
    const { http, notifyError } = setup(() =>
      json(409, { status_code: 409, code: 'COUPON_TAKEN', message: '优惠券已领完' }),
    )
    const error = await rejection(http.get('user/receiveCard', { card_id: 1 }))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 409, code: 'COUPON_TAKEN', message: '优惠券已领完' })
    expect(notifyError).toHaveBeenCalledWith('优惠券已领完')
  })

  it('fall back to msg', async () => {
    const { http, notifyError } = setup(() => json(404, { msg: '商品不存在' }))
    await expect(http.get('goods/items/9')).rejects.toMatchObject({
      status: 404,
      code: 'HTTP_404',
      message: '商品不存在',
    })
    expect(notifyError).toHaveBeenCalledWith('商品不存在')
  })

  it('fall back to 操作失败 when the body has no message', async () => {
    const { http, notifyError } = setup(
      () => new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    )
    const error = await rejection(http.get('goods/items'))
    expect(notifyError).toHaveBeenCalledWith('操作失败')
    expect(error).toBeInstanceOf(Response)
    expect((error as Response).status).toBe(502)
  })

  it('reject 5xx with the response itself, its parsed body attached', async () => {
    const body = { status_code: 500, code: 'INTERNAL', message: '抱歉！应用程序错误异常！' }
    const { http, notifyError } = setup(() => json(500, body))
    const error = await rejection(http.post('order_new', {}))
    expect(error).toBeInstanceOf(Response)
    expect(error).toMatchObject({ status: 500, _data: body })
    expect(notifyError).toHaveBeenCalledWith('抱歉！应用程序错误异常！')
  })

  it('use the failure’s own message when no answer arrived', async () => {
    const { http, notifyError } = setup(() => {
      throw new TypeError('Failed to fetch')
    })
    await expect(http.get('goods/items')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: '网络连接失败，请检查网络后重试',
    })
    expect(notifyError).toHaveBeenCalledWith('网络连接失败，请检查网络后重试')
  })
})

describe('silent calls', () => {
  it.each([
    ['a business error', () => ok({ status_code: 400, message: '购物车为空' })],
    ['an HTTP error', () => json(400, { message: '参数错误' })],
    ['a server error', () => json(500, { message: '服务异常' })],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch')
      },
    ],
  ])('reject %s without a toast', async (_label, answer) => {
    const { http, notifyError } = setup(answer)
    await expect(http.post('cart/checkout', {}, { silent: true })).rejects.toBeDefined()
    expect(notifyError).not.toHaveBeenCalled()
  })

  it('still handle a 401', async () => {
    const { http, onUnauthorized } = setup(() => json(401, {}))
    await expect(http.get('cart/list', {}, { silent: true })).rejects.toBeInstanceOf(ApiError)
    expect(onUnauthorized).toHaveBeenCalled()
  })
})

describe('timeout', () => {
  const answerOnlyWhenAborted = (sent: Sent) =>
    new Promise<Response>((_resolve, reject) => {
      sent.signal?.addEventListener('abort', () => reject(sent.signal?.reason))
    })

  it('gives up after 10 seconds with a timeout error and toast', async () => {
    vi.useFakeTimers()
    const { http, notifyError } = setup(answerOnlyWhenAborted)
    let settled = false
    const call = http.get('goods/items').finally(() => {
      settled = true
    })
    const outcome = rejection(call)
    await vi.advanceTimersByTimeAsync(9_999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toMatchObject({ status: 0, code: 'TIMEOUT', message: '请求超时，请稍后重试' })
    expect(notifyError).toHaveBeenCalledWith('请求超时，请稍后重试')
  })
})

describe('paged', () => {
  it('sends page_no and page_size and reads total_count', async () => {
    const { http, sent } = setup(() => ok({ list: [{ item_id: 1 }], total_count: 31 }))
    await expect(http.paged('goods/items', { page_no: 2, page_size: 18 })).resolves.toEqual({
      list: [{ item_id: 1 }],
      total: 31,
    })
    expect(sent[0].url.searchParams.get('page_no')).toBe('2')
    expect(sent[0].url.searchParams.get('page_size')).toBe('18')
  })

  it('reads the legacy count and tolerates a missing list', async () => {
    const { http } = setup(() => ok({ count: '7' }))
    await expect(http.paged('orders', { page_no: 1, page_size: 10 })).resolves.toEqual({ list: [], total: 7 })
  })
})
