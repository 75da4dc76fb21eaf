import { describe, expect, it, vi } from 'vitest'
import type { Http } from '../../api/http.ts'
import { loadCouponCenter } from './load-coupons.ts'

function fakeHttp() {
  const get = vi.fn(async () => ({ list: [{ card_id: 7 }], total_count: 1 }))
  return { http: { get } as unknown as Http, get }
}

const page = (path: string, cookie?: string) =>
  new Request(`http://shop.test${path}`, { headers: cookie ? { cookie } : {} })

describe('loadCouponCenter', () => {
  it('lists the coupons still valid, all on one page', async () => {
    const { http, get } = fakeHttp()
    const data = await loadCouponCenter(http, page('/receive/coupons'), false)
    expect(get).toHaveBeenCalledWith('user/newGetCardList', { end_date: 1, page_size: 999 })
    expect(data.coupons).toEqual([{ card_id: 7 }])
  })

  it('sends a guest on the member route to the login page, asking nothing', async () => {
    const { http, get } = fakeHttp()
    const thrown = await loadCouponCenter(http, page('/member/coupon-center?x=1'), true).catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(302)
    expect((thrown as Response).headers.get('location')).toBe(
      '/auth/login?redirectUrl=%2Fmember%2Fcoupon-center%3Fx%3D1',
    )
    expect(get).not.toHaveBeenCalled()
  })

  it('lets a member with a session cookie in', async () => {
    const { http, get } = fakeHttp()
    const data = await loadCouponCenter(http, page('/member/coupon-center', 'customer_token=abc'), true)
    expect(get).toHaveBeenCalledTimes(1)
    expect(data.coupons).toHaveLength(1)
  })
})
