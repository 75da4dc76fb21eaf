// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Http } from '../../../api/http.ts'
import type { MemberRights, VipGrade, VipGradeList } from '../../../api/member.ts'
import { apiStub, renderPage } from '../coupon/asset-test-kit.tsx'
import RightsPage, { rightsOf } from './RightsPage.tsx'
import VipPage from './VipPage.tsx'
import { loadRights } from './load-vip.ts'
import { durationText, gradeAction, gradeDiscountText } from './vip-format.ts'

const api = apiStub()
beforeAll(() => vi.stubGlobal('fetch', api.fetchMock))
afterAll(() => vi.unstubAllGlobals())
beforeEach(() => api.reset())
afterEach(cleanup)

function grade(id: number, name: string, rank: number, discount: number, price: number, canBuy: 0 | 1): VipGrade {
  return {
    grade_id: id,
    grade_name: name,
    grade_rank: rank,
    discount,
    discount_fold: (100 - discount) / 10,
    price,
    valid_days: 365,
    description: `${name}的权益说明`,
    guide_title: '',
    background_color: '#d4a03c',
    is_default: rank === 0 ? 1 : 0,
    can_buy: canBuy,
  }
}

const GRADES: VipGradeList = {
  list: [
    grade(1, '普通会员', 0, 0, 0, 0),
    grade(2, '白银会员', 1, 2, 9900, 0),
    grade(3, '黄金会员', 2, 5, 19900, 0),
    grade(4, '钻石会员', 3, 10, 39900, 1),
  ],
  total_count: 4,
  // Ends 2027-11-23 China time.
  current_grade: {
    grade_id: 3,
    grade_name: '黄金会员',
    grade_rank: 2,
    discount: 5,
    discount_fold: 9.5,
    is_default: 0,
    grade_expires_at: 1826899200,
  },
}

const RIGHTS: MemberRights = {
  grade_id: 3,
  grade_name: '黄金会员',
  grade_expires_at: 1826899200,
  discount: 5,
  discount_fold: 9.5,
  point_multiplier: 2,
  free_shipping: true,
}

describe('VipPage', () => {
  it('shows the grade held and each grade’s discount, price and term', async () => {
    renderPage(VipPage, '/member/vip', '/member/vip', { grades: GRADES })
    const current = await screen.findByRole('region', { name: '当前会员等级' })
    expect(current.textContent).toContain('黄金会员')
    expect(current.textContent).toContain('有效期至 2027-11-23 · 购物享 9.5折')

    const gold = within(screen.getByRole('article', { name: '黄金会员' }))
    expect(gold.getByText('9.5折')).toBeTruthy()
    expect(gold.getByText('¥199.00')).toBeTruthy()
    expect(gold.getByText('当前')).toBeTruthy()
    expect((gold.getByRole('button', { name: '当前等级' }) as HTMLButtonElement).disabled).toBe(true)
    const basic = within(screen.getByRole('article', { name: '普通会员' }))
    expect(basic.getByText('无折扣')).toBeTruthy()
    expect(basic.getByText('免费')).toBeTruthy()
    expect(within(screen.getByRole('article', { name: '钻石会员' })).getByText('9折')).toBeTruthy()
  })

  it('buys a grade and goes to the cashier with its order', async () => {
    api.answer({ 'vipgrades/buy': { order_id: '200000000000000001', total_fee: 39900, order_type: 'vip' } })
    const { router } = renderPage(VipPage, '/member/vip', '/member/vip', { grades: GRADES })
    fireEvent.click(await screen.findByRole('button', { name: '立即开通钻石会员' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/cashier'))
    expect(router.state.location.search).toBe('?order_id=200000000000000001')
    const call = api.sent.find((sent) => sent.path === 'vipgrades/buy')!
    expect(call.method).toBe('POST')
    expect(call.body.get('grade_id')).toBe('4')
  })
})

describe('RightsPage', () => {
  it('lists the rights of the grade held, and the next grade to buy', async () => {
    renderPage(RightsPage, '/member/rights', '/member/rights', { rights: RIGHTS, next: GRADES.list[3] })
    const items = (await screen.findAllByRole('listitem')).filter((li) => li.classList.contains('mf-rights__item'))
    expect(
      items.map((li) => [li.querySelector('h3')?.textContent, li.querySelector('.mf-rights__value')?.textContent]),
    ).toEqual([
      ['会员折扣', '9.5折'],
      ['积分加速', '2倍积分'],
      ['会员包邮', '全场包邮'],
      ['会员有效期', '2027-11-23'],
    ])
    expect(screen.getByRole('link', { name: '升级钻石会员' }).getAttribute('href')).toBe('/member/vip')
  })

  it('marks the rights the default grade lacks', () => {
    const basic = rightsOf({
      rights: { ...RIGHTS, grade_expires_at: null, discount: 0, point_multiplier: 1, free_shipping: false },
    })
    expect(basic.map((right) => [right.value, right.off])).toEqual([
      ['无折扣', true],
      ['1倍积分', true],
      ['未享有', true],
      ['长期有效', false],
    ])
  })
})

describe('vip helpers', () => {
  it('shows discounts as 折 per spec 9', () => {
    expect(gradeDiscountText(5)).toBe('9.5折')
    expect(gradeDiscountText(10)).toBe('9折')
    expect(gradeDiscountText(0)).toBe('无折扣')
  })

  it('reads terms in years and months', () => {
    expect(durationText(365)).toBe('1年')
    expect(durationText(90)).toBe('3个月')
    expect(durationText(7)).toBe('7天')
  })

  it('offers 立即开通 only where the server allows it', () => {
    const [basic, silver, gold, diamond] = GRADES.list
    expect(gradeAction(diamond!, GRADES.current_grade).kind).toBe('buy')
    expect(gradeAction(gold!, GRADES.current_grade).label).toBe('当前等级')
    expect(gradeAction(silver!, GRADES.current_grade).label).toBe('已享更高等级')
    expect(gradeAction(basic!, GRADES.current_grade).label).toBe('注册即享')
  })

  it('finds the next grade to buy for the rights page', async () => {
    const get = vi.fn(async (path: string) => (path === 'member/rights' ? RIGHTS : GRADES))
    const data = await loadRights(
      { get } as unknown as Http,
      new Request('http://shop.test/member/rights', { headers: { cookie: 'customer_token=abc' } }),
    )
    expect(data.next?.grade_name).toBe('钻石会员')
  })
})
