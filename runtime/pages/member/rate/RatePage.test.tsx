// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { toastStore } from '../../../components/toast/toast.ts'
import { ORDERS_BY_STATUS, detailFixture, lineFixture } from '../orders/test-orders.ts'
import RatePage from './RatePage.tsx'
import { StarRating, nextStar } from './StarRating.tsx'
import type { RateData } from './load-rate.ts'
import { pageRoute, renderSignedIn } from '../../../stores/test-render.tsx'
import { json, stubShopperApi } from '../../../api/test-fetch.ts'

let rateAnswer: () => Response
beforeEach(() => {
  rateAnswer = () => json({ data: { order_id: '100000000000000004', rated: 2 } })
})
const sent = stubShopperApi(async ({ path }) => {
  return path === 'order/rate/create' ? rateAnswer() : json({ data: {} })
})

afterEach(() => {
  toastStore.setState({ toasts: [] })
})

function Stars() {
  const [value, setValue] = useState(5)
  return <StarRating value={value} onChange={setValue} label="商品评分：充电器" />
}

const checkedStar = (group: HTMLElement) =>
  within(group)
    .getAllByRole('radio')
    .find((star) => star.getAttribute('aria-checked') === 'true')

describe('StarRating', () => {
  it('is a radio group of 1星 … 5星 with one tab stop', () => {
    render(<Stars />)
    const group = screen.getByRole('radiogroup', { name: '商品评分：充电器' })
    const stars = within(group).getAllByRole('radio')
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual(['1星', '2星', '3星', '4星', '5星'])
    expect(stars.map((star) => star.tabIndex)).toEqual([-1, -1, -1, -1, 0])
    expect(screen.getByText('非常好')).toBeTruthy()
  })

  it('moves and chooses with the arrow keys, Home and End, wrapping at the ends', () => {
    render(<Stars />)
    const group = screen.getByRole('radiogroup', { name: '商品评分：充电器' })
    fireEvent.keyDown(checkedStar(group)!, { key: 'ArrowLeft' })
    expect(checkedStar(group)!.getAttribute('aria-label')).toBe('4星')
    expect(document.activeElement).toBe(checkedStar(group))
    fireEvent.keyDown(checkedStar(group)!, { key: 'ArrowDown' })
    expect(checkedStar(group)!.getAttribute('aria-label')).toBe('3星')
    expect(screen.getByText('一般')).toBeTruthy()
    fireEvent.keyDown(checkedStar(group)!, { key: 'Home' })
    expect(checkedStar(group)!.getAttribute('aria-label')).toBe('1星')
    fireEvent.keyDown(checkedStar(group)!, { key: 'ArrowLeft' })
    expect(checkedStar(group)!.getAttribute('aria-label')).toBe('5星')
    fireEvent.keyDown(checkedStar(group)!, { key: 'ArrowRight' })
    expect(checkedStar(group)!.getAttribute('aria-label')).toBe('1星')
    fireEvent.keyDown(checkedStar(group)!, { key: 'End' })
    expect(checkedStar(group)!.getAttribute('aria-label')).toBe('5星')
    fireEvent.click(within(group).getByRole('radio', { name: '2星' }))
    expect(checkedStar(group)!.getAttribute('aria-label')).toBe('2星')
    expect(checkedStar(group)!.tabIndex).toBe(0)
  })

  it('leaves other keys alone', () => {
    expect(nextStar(3, 'Tab')).toBeNull()
    expect(nextStar(3, 'ArrowUp')).toBe(4)
  })
})

const finished = detailFixture(ORDERS_BY_STATUS.done, {
  can_rate: 1,
  items: [
    lineFixture({ id: 21, title: '星河 67W 氮化镓快充充电器套装' }),
    lineFixture({ id: 22, item_id: 8, title: '云感记忆棉护颈枕', spec_desc: '' }),
    lineFixture({ id: 23, item_id: 9, title: '赠品收纳袋', is_gift: 1 }),
  ],
})

function renderRate(data: RateData) {
  const router = renderSignedIn(
    [
      pageRoute('/member/trade/rate', RatePage, () => data),
      { path: '/member/trade/:id', Component: () => <p>订单详情页</p> },
    ],
    `/member/trade/rate?order_id=${data.order.order_id}`,
  )
  return router
}

describe('RatePage', () => {
  it('rates each goods line, anonymously if asked, says 评价成功 and goes back to the order', async () => {
    const router = renderRate({ order: finished })
    const form = within(await screen.findByRole('form', { name: '评价晒单' }))
    expect(form.getAllByRole('radiogroup').map((group) => group.getAttribute('aria-label'))).toEqual([
      '商品评分：星河 67W 氮化镓快充充电器套装',
      '商品评分：云感记忆棉护颈枕',
    ])
    const first = form.getByRole('radiogroup', { name: '商品评分：星河 67W 氮化镓快充充电器套装' })
    fireEvent.click(within(first).getByRole('radio', { name: '3星' }))
    const texts = form.getAllByRole('textbox', { name: '评价内容' })
    fireEvent.change(texts[0]!, { target: { value: ' 充电很快 ' } })
    expect(form.getByText('6/500')).toBeTruthy()
    fireEvent.click(form.getByRole('checkbox', { name: /匿名评价/ }))
    fireEvent.click(form.getByRole('button', { name: '提交评价' }))

    await screen.findByText('订单详情页', undefined, { timeout: 3000 })
    expect(router.state.location.pathname).toBe('/member/trade/100000000000000004')
    expect(toastStore.getState().toasts.map((t) => t.message)).toContain('评价成功')
    const body = sent.find((call) => call.path === 'order/rate/create')!.body
    expect(body.get('order_id')).toBe('100000000000000004')
    expect(body.get('anonymous')).toBe('1')
    expect(JSON.parse(body.get('rates')!)).toEqual([
      { order_item_id: 21, star: 3, content: '充电很快', pics: [] },
      { order_item_id: 22, star: 5, content: '', pics: [] },
    ])
  })

  it('keeps each text within 500 characters and shows a refusal in the server’s words', async () => {
    rateAnswer = () => json({ code: 'ORDER_RATED', message: '该订单已评价' }, 409)
    renderRate({ order: finished })
    const form = within(await screen.findByRole('form', { name: '评价晒单' }))
    const text = form.getAllByRole('textbox', { name: '评价内容' })[1]!
    fireEvent.change(text, { target: { value: '好'.repeat(501) } })
    expect(text.getAttribute('aria-invalid')).toBe('true')
    fireEvent.blur(text)
    expect(form.getByRole('alert').textContent).toBe('评价内容不能超过500字')
    expect(text.getAttribute('aria-describedby')!.split(' ')).toContain(form.getByRole('alert').id)
    fireEvent.click(form.getByRole('button', { name: '提交评价' }))
    expect(form.getByRole('alert').textContent).toBe('评价内容不能超过500字')
    expect(document.activeElement).toBe(text)
    expect(sent.some((call) => call.path === 'order/rate/create')).toBe(false)

    fireEvent.change(text, { target: { value: '好' } })
    fireEvent.click(form.getByRole('button', { name: '提交评价' }))
    await waitFor(() => expect(form.getByRole('alert').textContent).toBe('该订单已评价'))
  })

  it('says why an order cannot be rated', async () => {
    renderRate({ order: detailFixture(ORDERS_BY_STATUS.done, { is_rated: 1, can_rate: 0 }) })
    expect(await screen.findByText('该订单已评价')).toBeTruthy()
    expect(screen.queryByRole('form', { name: '评价晒单' })).toBeNull()
    expect(screen.getByRole('link', { name: '返回订单详情' }).getAttribute('href')).toBe(
      '/member/trade/100000000000000004',
    )
  })
})
