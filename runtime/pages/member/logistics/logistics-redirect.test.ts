import { describe, expect, it } from 'vitest'
import { logisticsLoader, logisticsTarget } from './logistics-redirect.ts'

function request(path: string, cookie?: string) {
  return new Request(`http://shop.test${path}`, { headers: cookie ? { cookie } : {} })
}

describe('/member/trade/logistics', () => {
  it('points at the order detail’s parcel panel', () => {
    expect(logisticsTarget('?order_id=202611230000000001')).toBe('/member/trade/202611230000000001#logistics')
  })

  it('falls back to 我的订单 without a valid order number', () => {
    expect(logisticsTarget('')).toBe('/member/trade')
    expect(logisticsTarget('?order_id=abc')).toBe('/member/trade')
  })

  it('redirects a member and sends a guest to the login page first', () => {
    const member = logisticsLoader({ request: request('/member/trade/logistics?order_id=12', 'customer_token=t') })
    expect(member.status).toBe(302)
    expect(member.headers.get('location')).toBe('/member/trade/12#logistics')

    let thrown: unknown
    try {
      logisticsLoader({ request: request('/member/trade/logistics?order_id=12') })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).headers.get('location')).toBe(
      '/auth/login?redirectUrl=%2Fmember%2Ftrade%2Flogistics%3Forder_id%3D12',
    )
  })
})
