// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import type { MemberProfile } from '../../../api/member.ts'
import { memberFixture } from '../../../api/test-member.ts'
import { ORDERS_BY_STATUS, countsFixture } from '../orders/test-orders.ts'
import UserInfoPage from './UserInfoPage.tsx'
import type { UserInfoData } from './load-user-info.ts'
import { avatarInitial } from './MemberCard.tsx'
import { pageRoute, renderSignedIn } from '../../../stores/test-render.tsx'

afterEach(cleanup)

const profile = (staff: '0' | '1'): MemberProfile => ({
  ...memberFixture({ is_staff: staff, sex: 0, birthday: '' }),
  point: 5200,
})

function renderInfo(data: UserInfoData) {
  renderSignedIn([pageRoute('/member/user-info', UserInfoPage, () => data)], '/member/user-info')
}

describe('UserInfoPage', () => {
  it('shows the member card, the counters and the latest orders', async () => {
    renderInfo({
      profile: profile('1'),
      counts: countsFixture({ notpay: 3 }),
      coupons: 4,
      collected: null,
      recent: [ORDERS_BY_STATUS.notpay, ORDERS_BY_STATUS.done],
    })
    const card = await screen.findByRole('region', { name: '会员信息' })
    expect(within(card).getByText('账号：138****0000')).toBeTruthy()
    expect(within(card).getByText('黄金会员')).toBeTruthy()
    expect(within(card).getByText('内购员工')).toBeTruthy()
    expect(within(card).getByText('演')).toBeTruthy()
    const assets = within(card).getByRole('list', { name: '我的资产' })
    expect(
      within(assets)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('strong')?.textContent),
    ).toEqual(['5,200', '4', '-'])

    const unpaid = screen.getByRole('link', { name: /待付款/ })
    expect(unpaid.getAttribute('href')).toBe('/member/trade?status=notpay')
    expect(unpaid.textContent).toContain('3')
    expect(screen.getByRole('link', { name: /已完成/ }).getAttribute('href')).toBe('/member/trade?status=done')
    expect(screen.getByRole('link', { name: '查看订单100000000000000001' }).getAttribute('href')).toBe(
      '/member/trade/100000000000000001',
    )
    expect(screen.getByText('待付款', { selector: '.mf-recent-orders__status' })).toBeTruthy()
  })

  it('leaves out the staff badge for other members and shows the empty recent list', async () => {
    renderInfo({ profile: profile('0'), counts: null, coupons: 0, collected: 0, recent: [] })
    await screen.findByRole('region', { name: '会员信息' })
    expect(screen.queryByText('内购员工')).toBeNull()
    expect(screen.getByText('您还没有相关订单')).toBeTruthy()
  })

  it('uses the nickname’s first character for a missing avatar', () => {
    expect(avatarInitial('演示会员')).toBe('演')
    expect(avatarInitial('  ')).toBe('会')
  })
})
