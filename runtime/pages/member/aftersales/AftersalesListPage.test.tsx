// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import AftersalesListPage from './AftersalesListPage.tsx'
import type { AftersalesListData } from './load-aftersales.ts'
import { aftersalesFixture } from './test-aftersales.ts'
import { pageRoute, renderSignedIn } from '../../../stores/test-render.tsx'

afterEach(() => cleanup())

function renderList(data: AftersalesListData) {
  renderSignedIn([pageRoute('/member/aftersales', AftersalesListPage, () => data)], '/member/aftersales')
}

describe('AftersalesListPage', () => {
  it('is a panel named 售后服务 listing the applications, with the way to apply from an order', async () => {
    const view = aftersalesFixture()
    renderList({ page: 1, list: [view], total: 1 })
    const panel = await screen.findByRole('region', { name: '售后服务' })
    expect(within(panel).getByRole('heading', { level: 1, name: '售后服务' })).toBeTruthy()
    expect(within(panel).getByRole('link', { name: '从订单申请售后' }).getAttribute('href')).toBe('/member/trade')
    const row = within(panel).getByRole('article', { name: `售后单${view.aftersales_bn}` })
    expect(within(row).getByText('待商家审核')).toBeTruthy()
    expect(
      within(row)
        .getByRole('link', { name: `查看详情：售后单${view.aftersales_bn}` })
        .getAttribute('href'),
    ).toBe(`/member/aftersales/${view.aftersales_bn}`)
  })

  it('says there are none and points to the orders', async () => {
    renderList({ page: 1, list: [], total: 0 })
    const panel = await screen.findByRole('region', { name: '售后服务' })
    expect(within(panel).getByText('暂无售后申请')).toBeTruthy()
    expect(within(panel).getByText('收到的商品有问题？可在订单中申请退款或退货')).toBeTruthy()
    expect(within(panel).getByRole('link', { name: '查看我的订单' }).getAttribute('href')).toBe('/member/trade')
    expect(within(panel).queryByRole('article')).toBeNull()
  })
})
