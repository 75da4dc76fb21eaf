// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { json, stubShopperApi } from '../../api/test-fetch.ts'
import { MiniCart } from '../../components/mini-cart/MiniCart.tsx'
import { TopBar } from '../../components/header/TopBar.tsx'
import { renderInFrame } from '../../components/header/test-frame.tsx'
import { PersonalLoader } from './PersonalLoader.tsx'
import { personalQuery } from './personal-query.ts'

let answer: unknown = { signed_in: true, mobile: '138****5678', cart_count: 4, point: 120, coupons: [] }
const calls = stubShopperApi(() => json({ data: answer }))

const page = (
  <>
    <PersonalLoader />
    <TopBar />
    <MiniCart />
  </>
)

describe('PersonalLoader', () => {
  it('asks once after load and fills the greeting and the cart badge', async () => {
    renderInFrame(page, { path: '/items/66', user: { signedIn: true } })
    expect(await screen.findByRole('link', { name: '138****5678' })).toBeTruthy()
    expect((await screen.findByLabelText('共4件')).textContent).toBe('4')
    expect(calls.map((call) => [call.path, call.fields.get('item_id')])).toEqual([['member/personal', '66']])
  })

  it('asks nothing for a guest', async () => {
    renderInFrame(page, { path: '/' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(calls).toHaveLength(0)
  })

  it('turns the page into a guest’s when the server no longer knows the session', async () => {
    answer = { signed_in: false }
    const { store } = renderInFrame(page, { path: '/', user: { signedIn: true } })
    await waitFor(() => expect(store.getState().signedIn).toBe(false))
    expect(screen.getByRole('link', { name: '请登录' })).toBeTruthy()
  })
})

describe('personalQuery', () => {
  it('names the goods of an item page and the shop of a shop page, nothing elsewhere', () => {
    expect(personalQuery('/items/66', '')).toEqual({ item_id: 66 })
    expect(personalQuery('/shops/info', '?distributor_id=3')).toEqual({ distributor_id: 3 })
    expect(personalQuery('/shopInfo', '?distributor_id=x')).toEqual({})
    expect(personalQuery('/items', '?distributor_id=3')).toEqual({})
    expect(personalQuery('/items/0', '')).toEqual({})
  })
})
