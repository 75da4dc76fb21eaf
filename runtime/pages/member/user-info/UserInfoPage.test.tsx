// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import type { MemberProfile } from '../../../api/member.ts'
import { UserStoreProvider, createUserStore } from '../../../stores/user.ts'
import { ORDERS_BY_STATUS, countsFixture } from '../orders/test-orders.ts'
import UserInfoPage from './UserInfoPage.tsx'
import type { UserInfoData } from './load-user-info.ts'
import { avatarInitial } from './MemberCard.tsx'

afterEach(cleanup)

const profile = (staff: '0' | '1'): MemberProfile => ({
  memberInfo: {
    user_id: 1,
    mobile: '13800000000',
    nickname: '演示会员',
    avatar: '',
    grade_id: 3,
    grade_name: '黄金会员',
    is_staff: staff,
    sex: 0,
    birthday: '',
    email: '',
    created: 1700000000,
  },
  vipgrade: { grade_id: 3, grade_name: '黄金会员', discount: 5 },
  point: 5200,
})

function renderInfo(data: UserInfoData) {
  const router = createMemoryRouter(
    [{ path: '/member/user-info', loader: () => data, Component: UserInfoPage, HydrateFallback: () => null }],
    {
      initialEntries: ['/member/user-info'],
    },
  )
  render(
    <UserStoreProvider store={createUserStore({ signedIn: true, sessionId: 's' })}>
      <RouterProvider router={router} />
    </UserStoreProvider>,
  )
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
