// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { MerchantHeader } from './MerchantHeader.tsx'
import { renderInFrame } from './test-frame.tsx'

afterEach(cleanup)

describe('MerchantHeader', () => {
  it('offers only 退出, which drops the shop token and returns to /shop', async () => {
    document.cookie = 'shop_token=shop-abc; path=/'
    renderInFrame(<MerchantHeader />, { path: '/shop/settleForm' })
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['退出'])
    expect(screen.queryByRole('searchbox')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: '退出' }))
    expect(document.cookie).not.toContain('shop_token=shop-abc')
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/shop'))
  })
})
