// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import type { Http } from '../../api/http.ts'
import { itemCard } from '../../api/test-item-card.ts'
import { UserStoreProvider, createUserStore } from '../../stores/user.ts'
import { loadPrecollection, NEW_TAG } from './load-precollection.ts'
import PrecollectionPage from './PrecollectionPage.tsx'
import type { ItemCard } from '../../../schemas/api/goods.ts'

afterEach(cleanup)

function renderPage(goods: ItemCard[]) {
  const router = createMemoryRouter(
    [{ path: '/precollection', loader: () => ({ goods }), Component: PrecollectionPage, HydrateFallback: () => null }],
    {
      initialEntries: ['/precollection'],
    },
  )
  render(
    <UserStoreProvider store={createUserStore({ signedIn: false })}>
      <RouterProvider router={router} />
    </UserStoreProvider>,
  )
}

describe('/precollection', () => {
  it('leads with the newest piece and lists the rest as goods cards, each opening its goods', async () => {
    renderPage([
      itemCard({ item_id: 9, item_name: '星河 X6 Pro', sub_title: '旗舰影像', price: 599900 }),
      itemCard({ item_id: 8, item_name: '轻羽跑鞋' }),
      itemCard({ item_id: 7, item_name: '露营帐篷' }),
    ])
    expect(await screen.findByRole('heading', { name: '新品预览', level: 1 })).toBeTruthy()
    const lead = screen.getByRole('region', { name: '星河 X6 Pro' })
    expect(within(lead).getByText('¥5,999.00')).toBeTruthy()
    expect(within(lead).getByRole('link', { name: '抢先看 星河 X6 Pro' }).getAttribute('href')).toBe('/items/9')
    const more = screen.getByRole('region', { name: '更多新品' })
    expect(within(more).getAllByRole('listitem')).toHaveLength(2)
    expect(
      within(more)
        .getAllByRole('link')
        .some((link) => link.getAttribute('href') === '/items/8'),
    ).toBe(true)
  })

  it('says the new season is coming when there is nothing to show', async () => {
    renderPage([])
    expect(await screen.findByText('新品即将上架，敬请期待')).toBeTruthy()
  })
})

describe('loadPrecollection', () => {
  it('reads the newest 新品 goods, falling back to the newest goods of the catalogue', async () => {
    const get = vi.fn(async (_path: string, query: Record<string, unknown>) => ({
      list: query.tag ? [] : [itemCard({ item_id: 1 })],
      total_count: 1,
    }))
    const data = await loadPrecollection({ get } as unknown as Http)
    expect(get.mock.calls.map(([, query]) => query)).toEqual([
      { tag: NEW_TAG, sort: 'newest', pageSize: 9 },
      { sort: 'newest', pageSize: 9 },
    ])
    expect(data.goods.map((g) => g.item_id)).toEqual([1])
  })
})
